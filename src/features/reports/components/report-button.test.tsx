import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnReport } from '@schemas/reports.ts';
import { ReportButton } from '@/features/reports/components/report-button';
import { renderWithProviders } from '@/testing/render';
import { makeMe, storeSession, stubApi, TEST_USER_ID } from '@/testing/session';

const IDEA_ID = 'a0000000-0000-4000-8000-000000000001';
const AUTHOR_ID = 'b0000000-0000-4000-8000-000000000002';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const report = (overrides: Partial<OwnReport> = {}): OwnReport => ({
  id: 'r0000000-0000-4000-8000-000000000001',
  targetType: 'idea',
  targetId: IDEA_ID,
  reason: 'spam',
  status: 'open',
  createdAt: new Date().toISOString(),
  ...overrides,
});

describe('ReportButton', () => {
  it('is not offered to visitors, nor to the author', async () => {
    stubApi({});
    const { unmount } = renderWithProviders(
      <ReportButton targetType="idea" targetId={IDEA_ID} ideaId={IDEA_ID} authorId={AUTHOR_ID} />,
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /report/i })).toBeNull());
    unmount();
    storeSession();
    stubApi({ '/me': makeMe(), '/reports': [] });
    renderWithProviders(
      <ReportButton targetType="idea" targetId={IDEA_ID} ideaId={IDEA_ID} authorId={TEST_USER_ID} />,
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /report/i })).toBeNull());
  });

  it('asks for a reason, a note for "Something else", sends once and then reads "Reported"', async () => {
    storeSession();
    const sent: unknown[] = [];
    let reported: OwnReport[] = [];
    stubApi({
      '/me': makeMe(),
      '/reports': async (_url: URL, init?: RequestInit) => {
        if (init?.method !== 'POST') return reported;
        sent.push(JSON.parse(init.body as string));
        // Slow enough for a second click to land while the first is under way.
        await new Promise((resolve) => setTimeout(resolve, 50));
        reported = [report()];
        return Response.json({ success: true, data: report() }, { status: 201 });
      },
    });
    const { user } = renderWithProviders(
      <ReportButton targetType="idea" targetId={IDEA_ID} ideaId={IDEA_ID} authorId={AUTHOR_ID} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Report this idea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this idea' });
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(
      await within(dialog).findByText('Say what is wrong when the reason is "Something else".'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('What is wrong?'), 'Copied from elsewhere');
    expect(within(dialog).getByText('21 / 500 characters')).toBeInTheDocument();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Report' }));

    expect(await screen.findByRole('button', { name: 'Reported' })).toBeDisabled();
    expect(sent).toEqual([
      { targetType: 'idea', targetId: IDEA_ID, reason: 'other', note: 'Copied from elsewhere' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads "Reported" for a target reported before', async () => {
    storeSession();
    stubApi({ '/me': makeMe(), '/reports': [report({ targetType: 'comment', targetId: 'c1' })] });
    renderWithProviders(
      <ReportButton targetType="comment" targetId="c1" ideaId={IDEA_ID} authorId={AUTHOR_ID} />,
    );
    expect(await screen.findByRole('button', { name: 'Reported' })).toBeDisabled();
  });
});
