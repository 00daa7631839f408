// The 'Following' switch of /profile/edit, beside the e-mail preferences: whether submitting, rating or commenting
// on an idea follows it. Saved as soon as it is flipped, with a toast either way.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '@/components/toast';
import { useFollowSettings, useUpdateFollowSettings } from '@/features/follows/api/follow-settings';

export function AutoFollowSection() {
  const { enqueueSnackbar } = useSnackbar();
  const settings = useFollowSettings();
  const update = useUpdateFollowSettings();

  const toggle = (autoFollow: boolean) =>
    update.mutate(
      { autoFollow },
      {
        onSuccess: () => enqueueSnackbar('Follow settings saved.', { variant: 'success' }),
        onError: () =>
          enqueueSnackbar('Failed to save your follow settings. Please try again.', { variant: 'error' }),
      },
    );

  return (
    <Card variant="outlined" sx={{ mt: 3 }} component="section" aria-labelledby="auto-follow-heading">
      <CardContent>
        <Typography variant="h5" component="h2" id="auto-follow-heading" gutterBottom>
          Following ideas
        </Typography>
        <Typography variant="body2" color="textSecondary" gutterBottom>
          You hear of the ideas you follow in your notifications (and by e-mail if you turn that on above).
        </Typography>
        {settings.data ? (
          <FormControlLabel
            label="Follow the ideas I submit, rate or comment on"
            control={
              <Switch
                checked={settings.data.autoFollow}
                disabled={update.isPending}
                onChange={(event) => toggle(event.target.checked)}
              />
            }
          />
        ) : settings.isError ? (
          <Typography color="error">Your follow settings could not be loaded.</Typography>
        ) : (
          <Skeleton
            variant="rectangular"
            height={40}
            role="status"
            aria-label="Loading the follow settings"
          />
        )}
      </CardContent>
    </Card>
  );
}
