// The /submit page (docs/product-spec.md sections 2, 5, 8): an idea goes to review with an optional pitch deck, whose
// upload progress shows under the picker. The API's 422 field errors land on their fields. What is typed is kept as a
// draft of the member's until it is sent (an expired session sends them to sign in and back here); once sent, the
// member lands on the new idea's page, which shows it waiting for review.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSnackbar } from '@/components/toast';
import { DraftRestoredNote } from '@/components/ui/draft-restored-note';
import { FormTextField } from '@/components/ui/form-text-field';
import { paths } from '@/config/paths';
import { useCreateIdea } from '@/features/ideas/api/create-idea';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import {
  BusinessFields,
  CategoryField,
  DescriptionField,
  SocialFields,
  TitleField,
  WebsiteField,
} from '@/features/ideas/components/idea-form-fields';
import { PitchDeckPicker } from '@/features/ideas/components/pitch-deck-picker';
import { SimilarIdeas } from '@/components/ui/similar-ideas';
import {
  EMPTY_SUBMIT_FORM,
  IDEA_FIELD_HINTS,
  IDEA_FORM_FIELDS,
  submitIdeaFormSchema,
  type SubmitIdeaFormOutput,
  type SubmitIdeaFormValues,
} from '@/features/ideas/schemas/idea-form';
import { ApiError } from '@/lib/api-client';
import { RateLimitAlert, rateLimitMessage } from '@/components/ui/rate-limit-alert';
import { isTransportError, serverMessage } from '@/lib/api-errors';
import { draftKey } from '@/lib/drafts';
import { setApiFieldErrors } from '@/lib/form-errors';
import { useFormDraft } from '@/lib/use-draft';

export const SUBMIT_SUCCESS = 'Idea submitted successfully! It will be reviewed by our team.';
export const SESSION_EXPIRED =
  'Your session has expired. Sign in again to send your idea: what you typed is kept.';

export function SubmitIdeaPage() {
  useDocumentTitle('Submit Your Startup Idea');
  const { user, isLoading } = useCurrentUser();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Submit Your Startup Idea
      </Typography>
      {isLoading ? null : user ? (
        <>
          <Typography color="textSecondary" sx={{ mb: 4 }}>
            Share your idea with the community. Our team reviews every submission before it is published.
          </Typography>
          <SubmitIdeaForm userId={user.uid} />
        </>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>Please log in to submit an idea</Typography>
          <Button component={RouterLink} to={paths.login.getHref()} variant="contained">
            Sign In
          </Button>
        </Stack>
      )}
    </Container>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `submit-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Stack spacing={1}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

/** The similar-ideas box, fed by what the member has typed so far. */
function TypedSimilarIdeas() {
  const [title, description] = useWatch<SubmitIdeaFormValues, ['title', 'description']>({
    name: ['title', 'description'],
  });
  return <SimilarIdeas title={title} description={description} />;
}

const FILE_FIELDS = ['pitchDeck'] as const;

export function SubmitIdeaForm({ userId }: { userId: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const createIdea = useCreateIdea();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<SubmitIdeaFormValues, unknown, SubmitIdeaFormOutput>({
    resolver: zodResolver(submitIdeaFormSchema),
    defaultValues: EMPTY_SUBMIT_FORM,
  });
  const draft = useFormDraft(form, draftKey(userId, 'submit-idea'), EMPTY_SUBMIT_FORM, FILE_FIELDS);

  const onSubmit = form.handleSubmit(({ pitchDeck, ...input }) => {
    setProgress(pitchDeck ? 0 : null);
    createIdea.mutate(
      { input, pitchDeck, onProgress: pitchDeck ? setProgress : undefined },
      {
        onSuccess: ({ idea }) => {
          draft.clear();
          enqueueSnackbar(SUBMIT_SUCCESS, { variant: 'success' });
          void navigate(paths.idea.getHref(idea.id));
        },
        onError: (error) => {
          setProgress(null);
          // The session ended: the app sends the member to sign in and back here, where the draft waits.
          if (error instanceof ApiError && error.status === 401) {
            enqueueSnackbar(SESSION_EXPIRED, { variant: 'warning' });
            return;
          }
          setApiFieldErrors(error, form.setError, IDEA_FORM_FIELDS);
          // Past the member's idea limit: the form says so, with when to try again (below, by the button).
          if (rateLimitMessage(error)) return;
          // The server read the deck and refused it (not a PDF or PowerPoint inside, too large): the file goes and
          // the reason stays on the picker, so the member sees which field to fix.
          if (pitchDeck && error instanceof ApiError && (error.status === 415 || error.status === 413)) {
            form.setValue('pitchDeck', null);
            form.setError('pitchDeck', { message: serverMessage(error) ?? 'This file was refused' });
          }
          const message = isTransportError(error)
            ? 'Failed to submit idea. Please try again.'
            : (serverMessage(error) ?? 'Failed to submit idea');
          enqueueSnackbar(message, { variant: 'error' });
        },
      },
    );
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Submit an idea">
        <Stack spacing={3}>
          {draft.restoredAt !== null && (
            <DraftRestoredNote
              onDiscard={draft.discard}
              fileLeftOut={draft.fileLeftOut ? 'pitch deck' : undefined}
            />
          )}
          <Section title="Basic Information">
            <TitleField />
            <DescriptionField />
            <TypedSimilarIdeas />
            <CategoryField />
          </Section>
          <Section title="Business Details">
            <BusinessFields />
          </Section>
          <Section title="Additional Information">
            <FormTextField<SubmitIdeaFormValues>
              // One comma-separated text here; the schema turns it into the list of tags.
              name="tags"
              label="Tags"
              placeholder="ai, fintech, mobile"
              hint={IDEA_FIELD_HINTS.tagsText}
            />
            <WebsiteField />
          </Section>
          <Section title="Social Media Links">
            <SocialFields />
          </Section>
          <Section title="Pitch Deck (optional)">
            <Controller
              control={form.control}
              name="pitchDeck"
              render={({ field, fieldState }) => (
                <PitchDeckPicker
                  file={field.value ?? null}
                  onChange={(file) => {
                    field.onChange(file);
                    void form.trigger('pitchDeck');
                  }}
                  error={fieldState.error?.message}
                  progress={progress}
                  disabled={createIdea.isPending}
                />
              )}
            />
          </Section>
          <RateLimitAlert error={createIdea.error} />
          <Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={createIdea.isPending}
              loadingPosition="start"
              disabled={createIdea.isPending}
            >
              {createIdea.isPending ? 'Submitting...' : 'Submit Idea for Review'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
}
