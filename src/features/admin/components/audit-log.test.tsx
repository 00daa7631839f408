import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@schemas/audit.ts';
import { AuditLog } from '@/features/admin/components/audit-log';
import { deferred } from '@/features/admin/testing/admin-data';
import { fail, mockApi, type ApiAnswer } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';
import { formatDate } from '@/utils/format';

const IDEA = '0b3c8a52-1111-4000-8000-000000000001';
const ADMIN = '0b3c8a52-2222-4000-8000-000000000002';

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  at: '2026-11-20T10:00:00.000Z',
  actor: { id: ADMIN, displayName: 'Ada Admin' },
  action: 'idea.approve',
  target: { type: 'idea', id: IDEA, label: 'Solar kettles' },
  before: { status: 'pending' },
  after: { status: 'approved' },
  ...overrides,
});

const page = (entries: AuditEntry[], total = entries.length): ApiAnswer => ({
  status: 200,
  body: { success: true, data: entries, meta: { total, limit: 25, offset: 0 } },
});

function renderAudit(answer: () => ApiAnswer | Promise<ApiAnswer>, url = '/admin?tab=audit') {
  const api = mockApi({ 'GET /admin/audit': answer });
  const view = renderRoute(<AuditLog />, { path: '/admin', url });
  const requests = () => api.calls('GET', '/admin/audit').map((request) => request.query);
  return { ...view, api, requests };
}

describe('Audit tab', () => {
  it('says it is loading, then lists each entry with its changes in words', async () => {
    const answer = deferred<ApiAnswer>();
    renderAudit(() => answer.promise);
    expect(await screen.findByText('Loading the audit log...')).toBeInTheDocument();
    answer.resolve(
      page([
        entry({
          id: 2,
          action: 'idea.edit',
          before: { title: 'Solar kettle', tags: [], website_url: '' },
          after: { title: 'Solar kettles', tags: ['energy', 'home'], website_url: 'https://kettle.example' },
        }),
        entry(),
      ]),
    );

    const list = await screen.findByRole('list', { name: 'Audit entries' });
    const [edit, approval] = within(list).getAllByRole('listitem', { name: /Solar kettles$/ });
    expect(edit).toHaveAccessibleName('Edited an idea: Solar kettles');
    expect(within(edit!).getByText('Title: Solar kettle → Solar kettles')).toBeInTheDocument();
    expect(within(edit!).getByText('Tags: (none) → energy, home')).toBeInTheDocument();
    expect(within(edit!).getByText('Website: (none) → https://kettle.example')).toBeInTheDocument();
    expect(within(approval!).getByText('Status: pending → approved')).toBeInTheDocument();
    expect(
      within(approval!).getByRole('button', { name: 'Show only the actions of Ada Admin' }),
    ).toBeInTheDocument();
    expect(within(approval!).getByRole('link', { name: 'Solar kettles' })).toHaveAttribute(
      'href',
      `/idea/${IDEA}`,
    );
    expect(screen.getByText('2 entries')).toBeInTheDocument();
  });

  it('words a removal, a new row and a member as they were', async () => {
    renderAudit(() =>
      page([
        entry({
          action: 'comment.delete',
          target: { type: 'comment', id: 'c0mment', label: 'Solar kettles' },
          before: { body: 'Buy cheap pills' },
          after: null,
        }),
        entry({
          id: 4,
          action: 'user.suspend',
          target: { type: 'user', id: ADMIN, label: 'Sam' },
          before: { suspended_until: null },
          after: { suspended_until: '2026-11-27T10:00:00+00:00' },
        }),
        entry({
          id: 3,
          action: 'user.promote',
          target: { type: 'user', id: ADMIN, label: null },
          before: { is_admin: false },
          after: { is_admin: true },
        }),
      ]),
    );
    expect(await screen.findByText('Text was: Buy cheap pills')).toBeInTheDocument();
    expect(
      screen.getByText(`Suspended until: (none) → ${formatDate('2026-11-27T10:00:00+00:00', 'dateTime')}`),
    ).toBeInTheDocument();
    expect(screen.getByText('Administrator: no → yes')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Promoted a member: 0b3c8a52…' })).toBeInTheDocument();
  });

  it('sends the filters of the URL, the days as the local day bounds', async () => {
    const { requests } = renderAudit(
      () => page([]),
      `/admin?tab=audit&action=user.tier&actor=${ADMIN}&from=2026-11-01&to=2026-11-02`,
    );
    expect(await screen.findByText('No entry matches these filters.')).toBeInTheDocument();
    const query = requests()[0]!;
    expect(query.get('action')).toBe('user.tier');
    expect(query.get('actor')).toBe(ADMIN);
    expect(query.get('from')).toBe(new Date(2026, 10, 1).toISOString());
    expect(query.get('to')).toBe(new Date(2026, 10, 3).toISOString());
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveTextContent('Changed a plan');
    expect(screen.getByRole('button', { name: /By 0b3c8a52/ })).toBeInTheDocument();
  });

  it('ignores filters it would not offer, and says when nothing was recorded', async () => {
    const { requests } = renderAudit(() => page([]), '/admin?tab=audit&action=idea.explode&from=yesterday');
    expect(await screen.findByText('No administrative action has been recorded yet.')).toBeInTheDocument();
    expect(requests()[0]!.get('action')).toBeNull();
    expect(requests()[0]!.get('from')).toBeNull();
  });

  it('narrows to an administrator or a target from an entry, and clears the filters', async () => {
    const { user, requests } = renderAudit(() => page([entry()]));
    await user.click(await screen.findByRole('button', { name: 'Show only the actions of Ada Admin' }));
    expect(await screen.findByRole('button', { name: 'By Ada Admin' })).toBeInTheDocument();
    expect(requests().at(-1)!.get('actor')).toBe(ADMIN);

    await user.click(screen.getByRole('button', { name: 'Show only the actions on Solar kettles' }));
    expect(await screen.findByRole('button', { name: 'Idea: Solar kettles' })).toBeInTheDocument();
    expect(requests().at(-1)!.get('targetType')).toBe('idea');
    expect(requests().at(-1)!.get('targetId')).toBe(IDEA);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await expect.poll(() => requests().at(-1)!.get('actor')).toBeNull();
    expect(requests().at(-1)!.get('targetType')).toBeNull();
  });

  it('chooses an action from the list', async () => {
    const { user, requests } = renderAudit(() => page([entry()]));
    await user.click(await screen.findByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected an edit' }));
    await expect.poll(() => requests().at(-1)!.get('action')).toBe('edit.reject');
    expect(requests().at(-1)!.get('offset')).toBe('0');
  });

  it('pages by 25', async () => {
    const { user, requests } = renderAudit(() => page([entry()], 60));
    await user.click(await screen.findByRole('button', { name: 'Go to page 3' }));
    await expect.poll(() => requests().at(-1)!.get('offset')).toBe('50');
    expect(screen.getByRole('button', { name: 'page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows the server's message when the log cannot be read, and 'Try Again' reads it again", async () => {
    let healthy = false;
    const { user } = renderAudit(() => (healthy ? page([entry()]) : fail(500, 'The database is resting')));
    expect(
      await screen.findByText('Error loading the audit log: The database is resting'),
    ).toBeInTheDocument();
    healthy = true;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Status: pending → approved')).toBeInTheDocument();
  });
});
