import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Idea } from '@schemas/ideas.ts';
import type { AdminRoadmapItem, RoadmapQuarter } from '@schemas/roadmap.ts';
import { Component as AdminPage } from '@/app/routes/admin';
import { ADMIN_STATS } from '@/features/admin/testing/admin-data';
import { fail, mockApi, ok, type ApiAnswer, type ApiRequest } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

type Routes = Record<string, (request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>>;

const ITEMS: AdminRoadmapItem[] = [
  {
    id: 1,
    quarter: 'Q4 2025',
    theme: 'Foundation',
    label: 'Admin user management',
    status: 'done',
    position: 1,
  },
  {
    id: 2,
    quarter: 'Q4 2025',
    theme: 'Foundation',
    label: 'Public product roadmap',
    status: 'done',
    position: 2,
  },
  { id: 5, quarter: 'Q1 2026', theme: 'Growth', label: 'Team/Org accounts', status: 'planned', position: 5 },
];

const LINKED_IDEA = '00000000-0000-4000-b000-000000000001';
const OTHER_IDEA = '00000000-0000-4000-b000-000000000002';

/** The public roadmap the editor reads each item's ideas from: one idea on the first item. */
const PUBLIC: RoadmapQuarter[] = [
  {
    quarter: 'Q4 2025',
    theme: 'Foundation',
    items: ITEMS.slice(0, 2).map(({ id, label, status }) => ({
      id,
      label,
      status,
      shippedAt: null,
      ideas:
        id === 1
          ? [
              {
                id: LINKED_IDEA,
                title: 'Bulk user import',
                category: 'technology',
                adjustedScore: 60,
                finalScore: 70,
                totalRatings: 2,
              },
            ]
          : [],
    })),
  },
];

function renderRoadmapTab(routes: Routes = {}) {
  const api = mockApi({
    'GET /admin/dashboard': () => ok(ADMIN_STATS),
    'GET /admin/ideas/pending': () => ok([]),
    'GET /admin/ideas/edits': () => ok([]),
    'GET /admin/reports': () => ok([]),
    'GET /admin/roadmap': () => ok(ITEMS),
    'GET /roadmap': () => ok(PUBLIC),
    ...routes,
  });
  const view = renderRoute(<AdminPage />, { path: '/admin', url: '/admin?tab=roadmap' });
  return { ...view, api };
}

const quarter = (name: string) => screen.findByRole('region', { name });

describe('Roadmap tab', () => {
  it('shows the roadmap by quarter; the ends of a quarter cannot move further', async () => {
    renderRoadmapTab();
    expect(await screen.findByRole('tab', { name: 'Roadmap' })).toHaveAttribute('aria-selected', 'true');
    const q4 = await quarter('Q4 2025');
    expect(within(q4).getByRole('heading', { name: 'Q4 2025 · Foundation' })).toBeInTheDocument();
    expect(
      within(q4)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Admin user managementDoneBulk user importLink idea', 'Public product roadmapDoneLink idea']);
    expect(within(q4).getByRole('button', { name: 'Move Admin user management up' })).toBeDisabled();
    expect(within(q4).getByRole('button', { name: 'Move Admin user management down' })).toBeEnabled();
    expect(within(q4).getByRole('button', { name: 'Move Public product roadmap down' })).toBeDisabled();
    expect(within(await quarter('Q1 2026')).getByText('Team/Org accounts')).toBeInTheDocument();
  });

  it('adds an item through the form, which checks the quarter, saves once on a double click, and toasts the outcome', async () => {
    const { api, user } = renderRoadmapTab({
      'POST /admin/roadmap': () => ok({ ...ITEMS[2], id: 20 }, 201, 'Roadmap item added.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add roadmap item' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Label' }), 'Comments on ideas');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quarter' }), 'Soon');
    await user.type(within(dialog).getByRole('textbox', { name: 'Theme' }), 'Community');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("quarter must look like 'Q1 2027'")).toBeInTheDocument();
    expect(api.calls('POST', '/admin/roadmap')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Quarter' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Quarter' }), 'Q1 2027');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'In Progress' }));
    // A double click saves once.
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Roadmap item added.')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/roadmap')).toHaveLength(1);
    expect(api.calls('POST', '/admin/roadmap')[0]?.body).toEqual({
      label: 'Comments on ideas',
      quarter: 'Q1 2027',
      theme: 'Community',
      status: 'in_progress',
    });
    await waitFor(() => expect(api.calls('GET', '/admin/roadmap')).toHaveLength(2));
  });

  it('edits an item starting from its values, and moves one down', async () => {
    const { api, user } = renderRoadmapTab({
      'PUT /admin/roadmap/:id': () => ok(ITEMS[0], 200, 'Roadmap item updated.'),
      'PUT /admin/roadmap/:id/move': () => ok(ITEMS, 200, 'Roadmap item moved.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Team/Org accounts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit roadmap item' });
    expect(within(dialog).getByRole('textbox', { name: 'Quarter' })).toHaveValue('Q1 2026');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Quarter' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Quarter' }), 'Q2 2027');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Roadmap item updated.')).toBeInTheDocument();
    expect(api.calls('PUT', '/admin/roadmap/:id')[0]).toMatchObject({
      params: { id: '5' },
      body: { label: 'Team/Org accounts', quarter: 'Q2 2027', theme: 'Growth', status: 'planned' },
    });

    await user.click(await screen.findByRole('button', { name: 'Move Admin user management down' }));
    expect(await screen.findByText('Roadmap item moved.')).toBeInTheDocument();
    expect(api.calls('PUT', '/admin/roadmap/:id/move')[0]).toMatchObject({
      params: { id: '1' },
      body: { direction: 'down' },
    });
  });

  it('deletes only after the confirmation, and toasts a refusal', async () => {
    const { api, user } = renderRoadmapTab({
      'DELETE /admin/roadmap/:id': () => fail(404, 'Roadmap item not found'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Team/Org accounts' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete roadmap item' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE', '/admin/roadmap/:id')).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Delete Team/Org accounts' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete roadmap item' });
    expect(
      within(dialog).getByText(
        "Are you sure you want to delete 'Team/Org accounts' from the roadmap? This action cannot be undone.",
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Roadmap item not found')).toBeInTheDocument();
    expect(api.calls('DELETE', '/admin/roadmap/:id')[0]?.params.id).toBe('5');
  });

  it('links an approved idea found by its title, and takes a linked idea off, each toasting the answer', async () => {
    const found: Partial<Idea>[] = [{ id: OTHER_IDEA, title: 'Team billing', finalScore: 81 }];
    const { api, user } = renderRoadmapTab({
      'GET /ideas': () => ok(found),
      'PUT /admin/ideas/:id/roadmap-item': () =>
        ok({ ideaId: OTHER_IDEA, roadmapItemId: 2 }, 200, 'Idea added to the roadmap.'),
      'DELETE /admin/ideas/:id/roadmap-item': () =>
        ok({ ideaId: LINKED_IDEA, roadmapItemId: null }, 200, 'Idea removed from the roadmap.'),
    });
    const q4 = await quarter('Q4 2025');
    const publicReads = api.calls('GET', '/roadmap').length;
    await user.click(within(q4).getAllByRole('button', { name: 'Link idea' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Link an idea' });
    expect(within(dialog).getByText("Put an approved idea on 'Public product roadmap'.")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Link' })).toBeDisabled();
    await user.type(within(dialog).getByRole('combobox', { name: 'Idea' }), 'billing');
    await user.click(await screen.findByRole('option', { name: 'Team billing (81.0)' }));
    expect(api.calls('GET', '/ideas').at(-1)?.query.get('search')).toBe('billing');
    expect(api.calls('GET', '/ideas').at(-1)?.query.get('status')).toBe('approved');
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('Idea added to the roadmap.')).toBeInTheDocument();
    expect(api.calls('PUT', '/admin/ideas/:id/roadmap-item')).toEqual([
      expect.objectContaining({ params: { id: OTHER_IDEA }, body: { itemId: 2 } }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.calls('GET', '/roadmap').length).toBeGreaterThan(publicReads));

    await user.click(
      within(q4).getByRole('button', { name: 'Remove Bulk user import from Admin user management' }),
    );
    expect(await screen.findByText('Idea removed from the roadmap.')).toBeInTheDocument();
    expect(api.calls('DELETE', '/admin/ideas/:id/roadmap-item')[0]?.params.id).toBe(LINKED_IDEA);
  });
});
