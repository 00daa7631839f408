// The 'E-mail notifications' section of /profile/edit: one switch per kind of mail, saved as soon as it is flipped
// (its own request, apart from the profile form), with a toast either way.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { MailTopic } from '@schemas/mail.ts';
import { useSnackbar } from '@/components/toast';
import {
  MAIL_TOPIC_LABELS,
  type MailPreferences,
  useMailPreferences,
  useUpdateMailPreferences,
} from '@/features/profiles/api/mail-preferences';

const FIELDS: [MailTopic, keyof MailPreferences][] = [
  ['review_outcomes', 'reviewOutcomes'],
  ['comments_on_my_ideas', 'commentsOnMyIdeas'],
  ['replies_to_me', 'repliesToMe'],
  ['followed_ideas', 'followedIdeas'],
  ['weekly_digest', 'weeklyDigest'],
];

export function MailPreferencesSection() {
  const { enqueueSnackbar } = useSnackbar();
  const preferences = useMailPreferences();
  const update = useUpdateMailPreferences();

  const toggle = (field: keyof MailPreferences, value: boolean) =>
    update.mutate(
      { [field]: value },
      {
        onSuccess: () => enqueueSnackbar('E-mail preferences saved.', { variant: 'success' }),
        onError: () =>
          enqueueSnackbar('Failed to save your e-mail preferences. Please try again.', { variant: 'error' }),
      },
    );

  return (
    <Card variant="outlined" sx={{ mt: 3 }} component="section" aria-labelledby="mail-preferences-heading">
      <CardContent>
        <Typography variant="h5" component="h2" id="mail-preferences-heading" gutterBottom>
          E-mail notifications
        </Typography>
        <Typography variant="body2" color="textSecondary" gutterBottom>
          Choose which e-mails we send you. Every e-mail has a link to unsubscribe.
        </Typography>
        {preferences.data ? (
          <FormGroup>
            {FIELDS.map(([topic, field]) => (
              <FormControlLabel
                key={field}
                label={MAIL_TOPIC_LABELS[topic]}
                control={
                  <Switch
                    checked={preferences.data[field]}
                    disabled={update.isPending}
                    onChange={(event) => toggle(field, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        ) : preferences.isError ? (
          <Typography color="error">Your e-mail preferences could not be loaded.</Typography>
        ) : (
          <Skeleton
            variant="rectangular"
            height={96}
            role="status"
            aria-label="Loading the e-mail preferences"
          />
        )}
      </CardContent>
    </Card>
  );
}
