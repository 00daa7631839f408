// GET /api/ideas/{id}/comments?limit=20&offset=N: a page of top-level comments, oldest first, each with all its
// replies; meta.total counts top-level comments, so 'Load more' pages by thread.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CommentThread } from '@schemas/comments.ts';
import { api } from '@/lib/api-client';

export const COMMENTS_PAGE_SIZE = 20;

export const commentKeys = {
  all: ['comments'] as const,
  ofIdea: (ideaId: string) => [...commentKeys.all, 'idea', ideaId] as const,
};

export interface CommentsPage {
  items: CommentThread[];
  /** Top-level comments (threads) in the whole discussion. */
  total: number;
}

export async function getComments(
  ideaId: string,
  offset: number,
  signal?: AbortSignal,
): Promise<CommentsPage> {
  const envelope = await api.get<CommentThread[]>(
    `/ideas/${encodeURIComponent(ideaId)}/comments`,
    { limit: COMMENTS_PAGE_SIZE, offset },
    signal,
  );
  return { items: envelope.data, total: envelope.meta?.total ?? offset + envelope.data.length };
}

/** The offset of the next page of threads, or undefined once all `total` are loaded. */
function nextOffset(last: { items: unknown[]; total: number }, pages: { items: unknown[] }[]) {
  const loaded = pages.reduce((count, page) => count + page.items.length, 0);
  return last.items.length > 0 && loaded < last.total ? loaded : undefined;
}

export const getCommentsQueryOptions = (ideaId: string) =>
  infiniteQueryOptions({
    queryKey: commentKeys.ofIdea(ideaId),
    queryFn: ({ signal, pageParam }) => getComments(ideaId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export function useComments(ideaId: string) {
  return useInfiniteQuery(getCommentsQueryOptions(ideaId));
}
