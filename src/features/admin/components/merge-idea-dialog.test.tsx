import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  MergeIdeaDialog,
  mergeConsequences,
  mergedToast,
} from '@/features/admin/components/merge-idea-dialog';
import { MERGE_INTO, PendingIdeaCard } from '@/features/admin/components/pending-idea-card';
import { createPendingIdea } from '@/features/admin/testing/admin-data';
import { fail, mockApi, ok } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

const TARGET = { id: '55555555-0000-4000-8000-00000000000a', title: 'Solar kiosks' };
const DUPLICATE = { id: '55555555-0000-4000-8000-00000000000b', title: 'Solar kiosks for villages' };
const NoEditor = () => null;

describe('merging from the review queue', () => {
  it("offers 'Merge into this' on a likely duplicate, says what moves, and merges into it", async () => {
    const idea = createPendingIdea({ id: DUPLICATE.id, title: DUPLICATE.title });
    const api = mockApi({
      'GET /ideas/similar': () => ok([{ ...TARGET, category: 'technology', similarity: 0.8 }]),
      'POST /admin/ideas/:id/merge': () => ok({ ...TARGET, status: 'approved' }, 200, 'Ideas merged.'),
    });
    renderRoute(<PendingIdeaCard idea={idea} ideaEditor={NoEditor} />, { path: '/admin', url: '/admin' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: MERGE_INTO }));

    const dialog = await screen.findByRole('dialog', { name: `Merge "${DUPLICATE.title}"` });
    expect(dialog).toHaveTextContent(mergeConsequences(DUPLICATE.title, TARGET.title));
    await user.click(within(dialog).getByRole('button', { name: `Merge into "${TARGET.title}"` }));

    expect(await screen.findByText(mergedToast(TARGET.title))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [call] = api.calls('POST', '/admin/ideas/:id/merge');
    expect([call?.params.id, call?.body]).toEqual([DUPLICATE.id, { into: TARGET.id }]);
  });
});

describe('merging from an idea page', () => {
  it('searches the approved ideas for the target, leaving the idea itself out, and shows a refusal', async () => {
    const api = mockApi({
      'GET /ideas': () => ok([DUPLICATE, TARGET].map((idea) => ({ ...idea, totalRatings: 2 }))),
      'POST /admin/ideas/:id/merge': () =>
        fail(409, 'This idea was already merged into another.', 'wrong_state'),
    });
    renderRoute(<MergeIdeaDialog idea={DUPLICATE} onClose={() => undefined} />, { path: '/', url: '/' });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Merge' })).toBeDisabled();
    expect(api.calls('GET', '/ideas')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Search approved ideas' }), 'solar');

    const results = await within(dialog).findByRole('list', { name: 'Ideas to merge into' });
    expect(await within(results).findByText(TARGET.title)).toBeInTheDocument();
    expect(within(results).queryByText(DUPLICATE.title)).not.toBeInTheDocument();
    expect(api.calls('GET', '/ideas').at(-1)?.query.get('search')).toBe('solar');
    await user.click(within(results).getByText(TARGET.title));

    expect(dialog).toHaveTextContent(mergeConsequences(DUPLICATE.title, TARGET.title));
    await user.click(within(dialog).getByRole('button', { name: `Merge into "${TARGET.title}"` }));
    expect(await screen.findByText('This idea was already merged into another.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Choose another' })).toBeEnabled();
  });
});
