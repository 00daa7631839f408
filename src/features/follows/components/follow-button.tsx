// The Follow / Following button of an idea's page, with how many follow it. A member's click shows the new state
// at once (the answer then sets the true count; a refusal puts it back, with a toast); the button waits while a
// change is on its way, so a double click is one change. A visitor's click asks them to sign in first.
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import type { Idea } from '@schemas/ideas.ts';
import { useSnackbar } from '@/components/toast';
import { useSetFollowing } from '@/features/follows/api/follow-idea';
import { serverMessage } from '@/lib/api-errors';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { loadOnce } from '@/lib/load-once';

const dialogCode = loadOnce(() => import('@/features/follows/components/follow-sign-in-dialog'));
const FollowSignInDialog = lazy(async () => ({ default: (await dialogCode.get()).FollowSignInDialog }));

interface FollowButtonProps {
  idea: Pick<Idea, 'id' | 'followers' | 'following'>;
}

export const followerCount = (n: number) => `${n} ${n === 1 ? 'follower' : 'followers'}`;

export function FollowButton({ idea }: FollowButtonProps) {
  const { user, isLoading } = useCurrentUser();
  const [asking, setAsking] = useState(false);
  // Mounted from a visitor's first click on, so that closing animates.
  const [asked, setAsked] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const change = useSetFollowing(idea.id);
  const following = idea.following ?? false;
  const followers = idea.followers ?? 0;

  const toggle = () => {
    if (!user) {
      setAsking(true);
      setAsked(true);
      return;
    }
    const follow = !following;
    change.mutate(follow, {
      onSuccess: () =>
        enqueueSnackbar(
          follow
            ? 'You follow this idea: you will hear of its changes and new comments.'
            : 'You no longer follow this idea.',
          { variant: 'success' },
        ),
      onError: (error) =>
        enqueueSnackbar(
          serverMessage(error) ?? 'Could not change whether you follow this idea. Please try again.',
          {
            variant: 'error',
          },
        ),
    });
  };

  return (
    <>
      <Button
        variant={following ? 'contained' : 'outlined'}
        startIcon={following ? <NotificationsActiveIcon /> : <NotificationsNoneIcon />}
        aria-pressed={following}
        aria-busy={change.isPending}
        disabled={isLoading || change.isPending}
        onClick={toggle}
        // A visitor's click opens the sign-in dialog: its code is fetched as the pointer or the focus arrives.
        onPointerEnter={user ? undefined : dialogCode.preload}
        onFocus={user ? undefined : dialogCode.preload}
        sx={{ mr: 1 }}
      >
        {following ? 'Following' : 'Follow'}
      </Button>
      <Typography component="span" variant="body2" color="textSecondary" sx={{ mr: 2, alignSelf: 'center' }}>
        {followerCount(followers)}
      </Typography>
      {asked && (
        <Suspense fallback={null}>
          <FollowSignInDialog open={asking} onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  );
}
