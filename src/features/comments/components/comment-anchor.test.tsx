import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommentThread } from '@schemas/comments.ts';
import { Discussion } from '@/features/comments/components/discussion';
import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/session';

const IDEA_ID = 'a0000000-0000-4000-8000-000000000001';
const PATH = `/ideas/${IDEA_ID}/comments`;
const REPLY_ID = 'c0000000-0000-4000-8000-0000000000ff';

function thread(n: number, replies: CommentThread[] = []): CommentThread {
  return {
    id: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    ideaId: IDEA_ID,
    parentId: null,
    body: `Comment ${n}`,
    isHidden: false,
    hiddenReason: null,
    author: { id: 'b0000000-0000-4000-8000-000000000002', displayName: `Member ${n}` },
    isOwn: false,
    isDeleted: false,
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    editedAt: null,
    replies,
  };
}

// 25 threads: the reply the link names sits under the 23rd, on the second page of 20.
const THREADS = Array.from({ length: 25 }, (_, i) =>
  i === 22
    ? thread(i + 1, [
        { ...thread(99), id: REPLY_ID, parentId: thread(23).id, body: 'The reply you were told of' },
      ])
    : thread(i + 1),
);

afterEach(() => {
  cleanup();
  // jsdom lays nothing out and has no scrollIntoView of its own.
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  vi.unstubAllGlobals();
});

describe('a link to a comment (#comment-<id>)', () => {
  it('loads the pages up to the reply it names, scrolls to it, focuses it and highlights it', async () => {
    const offsets: string[] = [];
    stubApi({
      [PATH]: (url: URL) => {
        const offset = Number(url.searchParams.get('offset') ?? 0);
        offsets.push(String(offset));
        const limit = Number(url.searchParams.get('limit'));
        return Response.json({
          success: true,
          data: THREADS.slice(offset, offset + limit),
          meta: { total: THREADS.length, limit, offset },
        });
      },
    });
    const scrolled = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrolled, configurable: true });
    renderWithProviders(<Discussion ideaId={IDEA_ID} />, {
      route: `/idea/${IDEA_ID}#comment-${REPLY_ID}`,
    });

    const reply = await screen.findByRole('article', { name: 'Comment by Member 99' });
    expect(offsets).toEqual(['0', '20']);
    expect(reply).toHaveAttribute('id', `comment-${REPLY_ID}`);
    await waitFor(() => expect(reply).toHaveFocus());
    expect(reply).toHaveAttribute('data-highlighted', 'true');
    expect(scrolled).toHaveBeenCalled();
    // Only the named comment is highlighted.
    expect(screen.getByRole('article', { name: 'Comment by Member 1' })).not.toHaveAttribute(
      'data-highlighted',
    );
  });

  it('loads no more pages than the page it reads without a link to a comment', async () => {
    const offsets: string[] = [];
    stubApi({
      [PATH]: (url: URL) => {
        offsets.push(url.searchParams.get('offset') ?? '0');
        return Response.json({
          success: true,
          data: THREADS.slice(0, 20),
          meta: { total: THREADS.length, limit: 20, offset: 0 },
        });
      },
    });
    renderWithProviders(<Discussion ideaId={IDEA_ID} />, { route: `/idea/${IDEA_ID}` });
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(offsets).toEqual(['0']);
    expect(screen.getByRole('article', { name: 'Comment by Member 1' })).not.toHaveAttribute('tabindex');
  });
});
