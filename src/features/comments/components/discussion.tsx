// The Discussion section of an approved idea's page (docs/product-spec.md section 2): threads oldest first with
// one level of replies, 'Load more' by thread, and the form for signed-in members. Loaded on demand.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Comment, CommentThread } from '@schemas/comments.ts';
import { useCreateComment } from '@/features/comments/api/create-comment';
import { useComments } from '@/features/comments/api/get-comments';
import { CommentForm } from '@/features/comments/components/comment-form';
import { CommentItem } from '@/features/comments/components/comment-item';
import { usePageToComment } from '@/features/comments/hooks/use-page-to-comment';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { draftKey, loadDraft } from '@/lib/drafts';

interface DiscussionProps {
  ideaId: string;
  /** The report action of a comment, which the page composes from the reports feature. */
  reportAction?: (comment: Comment) => ReactNode;
}

export function Discussion({ ideaId, reportAction }: DiscussionProps) {
  const { user } = useCurrentUser();
  const comments = useComments(ideaId);
  const create = useCreateComment();
  const threads = comments.data?.pages.flatMap((page) => page.items) ?? [];
  usePageToComment(threads, comments);
  const isAdmin = user?.isAdmin ?? false;
  return (
    <Card component="section" aria-labelledby="discussion-title">
      <CardContent>
        <Typography id="discussion-title" variant="h6" component="h2" gutterBottom>
          Discussion
        </Typography>
        {comments.isPending ? (
          <Skeleton variant="rounded" height={80} role="progressbar" aria-label="Loading comments" />
        ) : comments.isError ? (
          <Alert severity="error">The comments could not be loaded. Please try again later.</Alert>
        ) : threads.length === 0 ? (
          <Typography color="textSecondary">No comments yet. Start the discussion.</Typography>
        ) : (
          <Stack spacing={2}>
            {threads.map((thread) => (
              <Thread
                key={thread.id}
                thread={thread}
                isAdmin={isAdmin}
                userId={user?.uid ?? null}
                reportAction={reportAction}
              />
            ))}
            {comments.hasNextPage && (
              <Button onClick={() => void comments.fetchNextPage()} disabled={comments.isFetchingNextPage}>
                Load more
              </Button>
            )}
          </Stack>
        )}
        <Box sx={{ mt: 3 }}>
          {user ? (
            <CommentForm
              label="Add a comment"
              submitLabel="Comment"
              draft={{ form: 'comment', id: ideaId }}
              onSubmit={(body) => create.mutateAsync({ ideaId, body })}
            />
          ) : (
            <Link component={RouterLink} to="/login">
              Sign in to join the discussion
            </Link>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

function Thread({
  thread,
  isAdmin,
  userId,
  reportAction,
}: {
  thread: CommentThread;
  isAdmin: boolean;
  /** The signed-in member, if any. */
  userId: string | null;
  reportAction?: (comment: Comment) => ReactNode;
}) {
  const signedIn = userId !== null;
  // Until the member opens or closes it, a reply left unsent opens again with its draft rather than hiding
  // behind 'Reply' (read once the member is known).
  const [chosen, setReplying] = useState<boolean | null>(null);
  const hasDraft = useMemo(
    () => userId !== null && loadDraft(draftKey(userId, 'reply', thread.id)) !== null,
    [userId, thread.id],
  );
  const replying = chosen ?? hasDraft;
  const create = useCreateComment();
  return (
    <Box>
      <CommentItem
        comment={thread}
        isAdmin={isAdmin}
        reportAction={reportAction}
        replyAction={
          signedIn &&
          !thread.isDeleted && (
            <Button size="small" onClick={() => setReplying(true)}>
              Reply
            </Button>
          )
        }
      />
      <Stack spacing={1.5} sx={{ pl: 3, mt: 1, borderLeft: 2, borderColor: 'divider' }}>
        {thread.replies.map((reply) => (
          <CommentItem key={reply.id} comment={reply} isAdmin={isAdmin} reportAction={reportAction} />
        ))}
        {replying && (
          <CommentForm
            label="Write a reply"
            submitLabel="Reply"
            draft={{ form: 'reply', id: thread.id }}
            onCancel={() => setReplying(false)}
            onSubmit={async (body) => {
              await create.mutateAsync({ ideaId: thread.ideaId, body, parentId: thread.id });
              setReplying(false);
            }}
          />
        )}
      </Stack>
    </Box>
  );
}
