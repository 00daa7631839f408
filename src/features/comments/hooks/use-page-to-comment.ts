// A link to a comment (#comment-<id>, from a notification) that is not on the pages of the discussion loaded so far
// loads the next page, and the next, until the comment (or its thread's reply) is there or no page is left.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { CommentThread } from '@schemas/comments.ts';
import { commentAnchor } from '@/config/anchors';

interface Pager {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

function holds(threads: CommentThread[], anchor: string): boolean {
  return threads.some(
    (thread) =>
      commentAnchor(thread.id) === anchor ||
      thread.replies.some((reply) => commentAnchor(reply.id) === anchor),
  );
}

export function usePageToComment(threads: CommentThread[], pager: Pager) {
  const anchor = decodeURIComponent(useLocation().hash.slice(1));
  const wanted = anchor.startsWith(commentAnchor('')) && !holds(threads, anchor);
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = pager;
  useEffect(() => {
    if (wanted && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [wanted, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
}
