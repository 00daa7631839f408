// /profile/edit: display name, bio, avatar (an uploaded picture or a URL) and the Twitter and LinkedIn links,
// checked with the schema the API uses (@schemas/profiles.ts). Saving goes back to /profile. Below: mail
// preferences and deleting the account.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { PROFILE_BOUNDS } from '@schemas/common.ts';
import type { Me } from '@schemas/profiles.ts';
import { useSnackbar } from '@/components/toast';
import { FormTextField } from '@/components/ui/form-text-field';
import { paths } from '@/config/paths';
import { updateProfileInputSchema, useUpdateProfile } from '@/features/profiles/api/update-profile';
import { AvatarPicker } from '@/features/profiles/components/avatar-picker';
import { DeleteAccountSection } from '@/features/profiles/components/delete-account-section';
import { MailPreferencesSection } from '@/features/profiles/components/mail-preferences-section';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { suspendedMessage } from '@/lib/api-errors';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { setApiFieldErrors } from '@/lib/form-errors';

const profileFormSchema = updateProfileInputSchema.required();
type ProfileFormValues = z.input<typeof profileFormSchema>;
type ProfileFormOutput = z.output<typeof profileFormSchema>;

const PROFILE_FIELDS = [
  'displayName',
  'bio',
  'avatarUrl',
  'socialLinks.twitter',
  'socialLinks.linkedin',
] as const;

/** `settings`: other features' settings, shown after the e-mail preferences (composed by the route). */
export function ProfileEditPage({ settings }: { settings?: ReactNode }) {
  useDocumentTitle('Edit Profile');
  const { user } = useCurrentUser();
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Edit Profile
      </Typography>
      {user ? (
        <>
          <ProfileEditForm me={user} />
          <MailPreferencesSection />
          {settings}
          <DeleteAccountSection email={user.email} />
        </>
      ) : (
        <Stack spacing={2} role="status" aria-label="Loading the profile">
          <Skeleton variant="rectangular" height={56} />
          <Skeleton variant="rectangular" height={120} />
        </Stack>
      )}
    </Container>
  );
}

function toFormValues(me: Me): ProfileFormValues {
  return {
    displayName: me.displayName ?? '',
    bio: me.bio ?? '',
    avatarUrl: me.avatar ?? '',
    socialLinks: { twitter: me.socialLinks?.twitter ?? '', linkedin: me.socialLinks?.linkedin ?? '' },
  };
}

/** A text field of this form. */
const Field = FormTextField<ProfileFormValues>;

export function ProfileEditForm({ me }: { me: Me }) {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toFormValues(me),
  });
  const [avatarUrl, displayName] = useWatch({ control: form.control, name: ['avatarUrl', 'displayName'] });

  const onSubmit = form.handleSubmit((values) =>
    updateProfile.mutate(values, {
      onSuccess: () => {
        enqueueSnackbar('Profile updated successfully!', { variant: 'success' });
        void navigate(paths.profile.getHref());
      },
      onError: (error) => {
        setApiFieldErrors(error, form.setError, PROFILE_FIELDS);
        enqueueSnackbar(suspendedMessage(error) ?? 'Failed to update profile. Please try again.', {
          variant: 'error',
        });
      },
    }),
  );

  const pending = updateProfile.isPending;
  return (
    <Card variant="outlined">
      <CardContent>
        <FormProvider {...form}>
          <Box
            component="form"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            aria-label="Edit profile"
          >
            <Stack spacing={1}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                <Avatar src={avatarUrl || undefined} alt="" sx={{ width: 64, height: 64 }}>
                  {(displayName || me.email || '?').charAt(0).toUpperCase()}
                </Avatar>
                <Stack spacing={1}>
                  <Typography color="textSecondary">{me.email}</Typography>
                  <AvatarPicker
                    userId={me.uid}
                    disabled={pending}
                    // Saved already: the field shows it, and a later save sends the same URL.
                    onUploaded={(url) => form.setValue('avatarUrl', url)}
                  />
                </Stack>
              </Stack>
              <Field
                name="displayName"
                label="Display Name"
                required
                hint={`At most ${PROFILE_BOUNDS.displayName.max} characters`}
              />
              <Field
                name="bio"
                label="Bio"
                multiline
                minRows={3}
                hint={`At most ${PROFILE_BOUNDS.bio.max} characters`}
              />
              <Field
                name="avatarUrl"
                label="Avatar URL"
                type="url"
                placeholder="https://"
                hint="A link to an image, starting with http:// or https://"
                // An upload sets the value without an input event, which is how the label learns to move up.
                slotProps={{ inputLabel: { shrink: avatarUrl ? true : undefined } }}
              />
              <Field
                name="socialLinks.twitter"
                label="Twitter"
                type="url"
                placeholder="https://twitter.com/..."
              />
              <Field
                name="socialLinks.linkedin"
                label="LinkedIn"
                type="url"
                placeholder="https://linkedin.com/in/..."
              />
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button component={RouterLink} to={paths.profile.getHref()} disabled={pending}>
                  Cancel
                </Button>
                <Button type="submit" variant="contained" disabled={pending}>
                  {pending ? 'Saving...' : 'Save Changes'}
                </Button>
              </Stack>
            </Stack>
          </Box>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
