// The Follow / Following button of an idea's page, with how many follow it. A member's click shows the new state
// at once (the answer then sets the true count; a refusal puts it back, with a toast); the button waits while a
// change is on its way, so a double click is one change. A visitor's click asks them to sign in first.
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { Idea } from '@schemas/ideas.ts';
import { useSnackbar } from '@/components/toast';
import { paths } from '@/config/paths';
import { useSetFollowing } from '@/features/follows/api/follow-idea';
import { serverMessage } from '@/lib/api-errors';
import { returnStateFor } from '@/lib/auth/return-path';
import { useCurrentUser } from '@/lib/auth/use-current-user';

interface FollowButtonProps {
  idea: Pick<Idea, 'id' | 'followers' | 'following'>;
}

export const followerCount = (n: number) => `${n} ${n === 1 ? 'follower' : 'followers'}`;

export function FollowButton({ idea }: FollowButtonProps) {
  const { user, isLoading } = useCurrentUser();
  const [asking, setAsking] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const change = useSetFollowing(idea.id);
  const location = useLocation();
  const titleId = useId();
  const following = idea.following ?? false;
  const followers = idea.followers ?? 0;

  const toggle = () => {
    if (!user) {
      setAsking(true);
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
        sx={{ mr: 1 }}
      >
        {following ? 'Following' : 'Follow'}
      </Button>
      <Typography component="span" variant="body2" color="textSecondary" sx={{ mr: 2, alignSelf: 'center' }}>
        {followerCount(followers)}
      </Typography>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Sign in to follow this idea</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Members who follow an idea hear of its changes, new comments and roadmap moves.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Not now</Button>
          <Button
            component={RouterLink}
            to={paths.login.getHref()}
            state={returnStateFor(location)}
            variant="contained"
          >
            Sign in
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
