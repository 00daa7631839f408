import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Discussion } from '@/features/comments/components/discussion';
import type { CommentThread } from '@schemas/comments.ts';
import { draftKey, saveDraft } from '@/lib/drafts';
import { renderWithProviders } from '@/testing/render';
import { makeMe, storeSession, stubApi, TEST_USER_ID } from '@/testing/session';

const IDEA_ID = 'a0000000-0000-4000-8000-000000000001';
const PATH = `/ideas/${IDEA_ID}/comments`;

function makeComment(overrides: Partial<CommentThread> = {}): CommentThread {
  return {
    id: 'c0000000-0000-4000-8000-000000000001',
    ideaId: IDEA_ID,
    parentId: null,
    body: 'A comment',
    isHidden: false,
    hiddenReason: null,
    author: { id: 'b0000000-0000-4000-8000-000000000002', displayName: 'Bob' },
    isOwn: false,
    isDeleted: false,
    createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    editedAt: null,
    replies: [],
    ...overrides,
  };
}

afterEach(() => {
  // Unmounted first: a comment form going away saves its draft, which must not outlive the test.
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('Discussion', () => {
  it('shows text as text, safe links, edited, [deleted] and replies; visitors are asked to sign in', async () => {
    stubApi({
      [PATH]: [
        makeComment({
          body: '<script>alert(1)</script> see https://example.com/x and javascript:alert(2)',
          editedAt: new Date().toISOString(),
          replies: [
            makeComment({
              id: 'c0000000-0000-4000-8000-000000000002',
              body: 'A reply',
              parentId: 'x',
              author: { id: 'b0000000-0000-4000-8000-000000000004', displayName: 'Carol' },
            }),
          ],
        }),
        makeComment({
          id: 'c0000000-0000-4000-8000-000000000003',
          isDeleted: true,
          body: null,
          author: null,
        }),
      ],
    });
    renderWithProviders(<Discussion ideaId={IDEA_ID} />);

    const first = await screen.findByRole('article', { name: 'Comment by Bob' });
    expect(within(first).getByText(/<script>alert\(1\)<\/script> see/)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    const link = within(first).getByRole('link', { name: 'https://example.com/x' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(within(first).queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(within(first).getByText('edited')).toBeInTheDocument();
    expect(within(first).getByText('3 h ago')).toBeInTheDocument();
    expect(screen.getByText('A reply')).toBeInTheDocument();
    expect(screen.getByText('[deleted]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to join the discussion' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it("shows a hidden comment as 'Removed by a moderator', and to its author with its text and why", async () => {
    storeSession();
    stubApi({
      '/me': makeMe(),
      [PATH]: [
        makeComment({ body: null, isHidden: true }),
        makeComment({
          id: 'c0000000-0000-4000-8000-000000000005',
          body: 'My own words',
          isHidden: true,
          hiddenReason: 'Advertising',
          isOwn: true,
          author: { id: TEST_USER_ID, displayName: 'Ada Lovelace' },
        }),
      ],
    });
    renderWithProviders(
      <Discussion ideaId={IDEA_ID} reportAction={() => <button type="button">Report</button>} />,
    );

    const other = await screen.findByRole('article', { name: 'Comment by Bob' });
    expect(within(other).getByText('Removed by a moderator')).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: 'Report' })).toBeNull();
    const own = screen.getByRole('article', { name: 'Comment by Ada Lovelace' });
    expect(within(own).getByText('My own words')).toBeInTheDocument();
    expect(within(own).getByText(/A moderator hid your comment: Advertising/)).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows the empty state', async () => {
    stubApi({ [PATH]: [] });
    renderWithProviders(<Discussion ideaId={IDEA_ID} />);
    expect(await screen.findByText('No comments yet. Start the discussion.')).toBeInTheDocument();
  });

  it('shows an error when the comments cannot be loaded', async () => {
    stubApi({ [PATH]: () => Response.json({ success: false, message: 'down' }, { status: 503 }) });
    renderWithProviders(<Discussion ideaId={IDEA_ID} />);
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
  });

  it('lets a member post with a counter, and edit or delete only their own comment', async () => {
    storeSession();
    const posted: unknown[] = [];
    stubApi({
      '/me': makeMe(),
      [PATH]: (_url: URL, init?: RequestInit) => {
        if (init?.method === 'POST') {
          posted.push(JSON.parse(init.body as string));
          return makeComment({ isOwn: true });
        }
        return [
          makeComment({ isOwn: true, author: { id: TEST_USER_ID, displayName: 'Ada Lovelace' } }),
          makeComment({ id: 'c0000000-0000-4000-8000-000000000009' }),
        ];
      },
    });
    const { user } = renderWithProviders(<Discussion ideaId={IDEA_ID} />);

    const own = await screen.findByRole('article', { name: 'Comment by Ada Lovelace' });
    expect(within(own).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Comment by Bob' });
    expect(within(other).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(other).queryByRole('button', { name: 'Delete' })).toBeNull();

    await user.type(await screen.findByLabelText('Add a comment'), 'Great idea');
    expect(screen.getByText('10/2000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(posted).toEqual([{ body: 'Great idea' }]));
  });

  it("puts an edited reply in the discussion from the edit's answer, without reading the discussion again", async () => {
    storeSession();
    const reply = makeComment({
      id: 'c0000000-0000-4000-8000-000000000005',
      parentId: 'c0000000-0000-4000-8000-000000000001',
      body: 'First thoughts',
      isOwn: true,
      author: { id: TEST_USER_ID, displayName: 'Ada Lovelace' },
    });
    const { replies: _none, ...edited } = {
      ...reply,
      body: 'Second thoughts',
      editedAt: new Date().toISOString(),
    };
    const sent: unknown[] = [];
    const fetchMock = stubApi({
      '/me': makeMe(),
      [PATH]: [makeComment({ replies: [reply] })],
      [`/comments/${reply.id}`]: (_url: URL, init?: RequestInit) => {
        sent.push(JSON.parse(init?.body as string));
        return edited;
      },
    });
    const { user } = renderWithProviders(<Discussion ideaId={IDEA_ID} />);

    const own = await screen.findByRole('article', { name: 'Comment by Ada Lovelace' });
    await user.click(within(own).getByRole('button', { name: 'Edit' }));
    const box = within(own).getByLabelText('Edit your comment');
    await user.clear(box);
    await user.type(box, 'Second thoughts');
    await user.click(within(own).getByRole('button', { name: 'Save' }));

    const after = await screen.findByRole('article', { name: 'Comment by Ada Lovelace' });
    expect(await within(after).findByText('Second thoughts')).toBeInTheDocument();
    expect(within(after).getByText('edited')).toBeInTheDocument();
    expect(screen.getByText('A comment')).toBeInTheDocument();
    expect(sent).toEqual([{ body: 'Second thoughts' }]);
    const reads = fetchMock.mock.calls.filter(([input]) =>
      new URL(input instanceof Request ? input.url : input).pathname.endsWith('/comments'),
    );
    expect(reads).toHaveLength(1);
  });

  it('keeps a comment being written as a draft, restored with a note, and drops it once posted', async () => {
    storeSession();
    stubApi({
      '/me': makeMe(),
      [PATH]: (_url: URL, init?: RequestInit) =>
        init?.method === 'POST' ? makeComment({ isOwn: true }) : [],
    });
    const first = renderWithProviders(<Discussion ideaId={IDEA_ID} />);
    await first.user.type(await screen.findByLabelText('Add a comment'), 'Half a thought');
    first.unmount();

    const { user } = renderWithProviders(<Discussion ideaId={IDEA_ID} />);
    expect(await screen.findByLabelText('Add a comment')).toHaveValue('Half a thought');
    expect(screen.getByRole('status')).toHaveTextContent('Draft restored.');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(screen.getByLabelText('Add a comment')).toHaveValue(''));
    expect(screen.queryByText(/Draft restored/)).not.toBeInTheDocument();
    expect(localStorage.getItem(`ideaboard:draft:${TEST_USER_ID}:comment:${IDEA_ID}`)).toBeNull();
  });

  it('opens a reply left unsent with its draft', async () => {
    storeSession();
    const thread = makeComment();
    saveDraft(draftKey(TEST_USER_ID, 'reply', thread.id), 'A reply I did not send');
    stubApi({ '/me': makeMe(), [PATH]: [thread] });
    renderWithProviders(<Discussion ideaId={IDEA_ID} />);
    expect(await screen.findByLabelText('Write a reply')).toHaveValue('A reply I did not send');
    expect(screen.getByText('Draft restored.')).toBeInTheDocument();
  });
});
