import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportedTarget } from '@schemas/reports.ts';
import { ReportsQueue } from '@/features/admin/components/reports-queue';
import { renderWithProviders } from '@/testing/render';
import { makeMe, storeSession, stubApi } from '@/testing/session';

const IDEA_ID = 'a0000000-0000-4000-8000-000000000001';
const COMMENT_ID = 'c0000000-0000-4000-8000-000000000001';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const target = (overrides: Partial<ReportedTarget> = {}): ReportedTarget => ({
  targetType: 'comment',
  targetId: COMMENT_ID,
  idea: { id: IDEA_ID, title: 'Drone gardens', status: 'approved' },
  excerpt: 'Buy cheap pills',
  author: { id: 'b0000000-0000-4000-8000-000000000002', displayName: 'Spammy Sam' },
  count: 2,
  reasons: [
    { reason: 'spam', count: 1 },
    { reason: 'other', count: 1 },
  ],
  reports: [
    {
      reason: 'other',
      note: 'Selling pills',
      reporter: { id: 'r1', displayName: 'Alice' },
      createdAt: new Date().toISOString(),
    },
    {
      reason: 'spam',
      note: '',
      reporter: { id: 'r2', displayName: 'Bob' },
      createdAt: new Date().toISOString(),
    },
  ],
  firstReportedAt: new Date().toISOString(),
  lastReportedAt: new Date().toISOString(),
  ...overrides,
});

function queue(targets: ReportedTarget[]) {
  return () =>
    Response.json({
      success: true,
      data: targets,
      meta: { total: targets.length, open: targets.reduce((n, t) => n + t.count, 0), limit: 20, offset: 0 },
    });
}

describe('ReportsQueue', () => {
  it('says so when nothing is reported', async () => {
    storeSession();
    stubApi({ '/me': makeMe({ isAdmin: true }), '/admin/reports': queue([]) });
    renderWithProviders(<ReportsQueue />);
    expect(await screen.findByText('No open reports. Nothing needs a decision.')).toBeInTheDocument();
  });

  it('shows each target with its reasons and notes; hiding asks for a reason, then tells and refreshes', async () => {
    storeSession();
    let targets = [target(), target({ targetType: 'idea', targetId: IDEA_ID, excerpt: 'An idea', count: 1 })];
    const hidden: unknown[] = [];
    stubApi({
      '/me': makeMe({ isAdmin: true }),
      '/admin/reports': () => queue(targets)(),
      [`/admin/comments/${COMMENT_ID}/hide`]: (_url: URL, init?: RequestInit) => {
        hidden.push(JSON.parse(init?.body as string));
        targets = targets.filter((t) => t.targetId !== COMMENT_ID);
        return { id: COMMENT_ID, hidden: true };
      },
    });
    const { user } = renderWithProviders(<ReportsQueue />);

    const comment = await screen.findByRole('listitem', { name: 'Comment on “Drone gardens”' });
    expect(within(comment).getByText('2 reports')).toBeInTheDocument();
    expect(within(comment).getByText('Spam × 1')).toBeInTheDocument();
    expect(within(comment).getByText('Other: “Selling pills” (Alice)')).toBeInTheDocument();
    expect(within(comment).getByText('Buy cheap pills')).toBeInTheDocument();
    expect(screen.getByText('3 open reports on 2 reported items')).toBeInTheDocument();
    const idea = screen.getByRole('listitem', { name: 'Drone gardens' });
    expect(within(idea).getByRole('button', { name: 'Send back to review' })).toBeInTheDocument();
    expect(within(idea).queryByRole('button', { name: 'Hide comment' })).toBeNull();

    await user.click(within(comment).getByRole('button', { name: 'Hide comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide comment' }));
    expect(await within(dialog).findByText('Say why the comment is hidden')).toBeInTheDocument();
    expect(hidden).toEqual([]);
    await user.type(within(dialog).getByRole('textbox'), 'Advertising');
    await user.click(within(dialog).getByRole('button', { name: 'Hide comment' }));

    expect(await screen.findByText('Comment hidden.')).toBeInTheDocument();
    expect(hidden).toEqual([{ reason: 'Advertising' }]);
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Comment on “Drone gardens”' })).toBeNull(),
    );
  });

  it('dismisses after confirmation; Cancel dismisses nothing', async () => {
    storeSession();
    let dismissed = 0;
    stubApi({
      '/me': makeMe({ isAdmin: true }),
      '/admin/reports': queue([target()]),
      [`/admin/reports/${COMMENT_ID}/dismiss`]: () => {
        dismissed += 1;
        return { targetId: COMMENT_ID, dismissed: 2 };
      },
    });
    const { user } = renderWithProviders(<ReportsQueue />);
    const comment = await screen.findByRole('listitem', { name: 'Comment on “Drone gardens”' });
    await user.click(within(comment).getByRole('button', { name: 'Dismiss' }));
    let dialog = await screen.findByRole('dialog', { name: 'Dismiss the reports?' });
    expect(within(dialog).getByText(/2 reporters will be told/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dismissed).toBe(0);

    await user.click(within(comment).getByRole('button', { name: 'Dismiss' }));
    dialog = await screen.findByRole('dialog', { name: 'Dismiss the reports?' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Reports dismissed.')).toBeInTheDocument();
    expect(dismissed).toBe(1);
  });
});
