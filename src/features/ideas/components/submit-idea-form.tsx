// The /submit page (docs/product-spec.md sections 2, 5, 8): an idea goes to review with an optional pitch deck, whose
// upload progress shows under the picker. The API's 422 field errors land on their fields.
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
import { Link as RouterLink } from 'react-router';
import { useSnackbar } from '@/components/toast';
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
import { isTransportError, serverMessage } from '@/lib/api-errors';
import { setApiFieldErrors } from '@/lib/form-errors';

export const SUBMIT_SUCCESS = 'Idea submitted successfully! It will be reviewed by our team.';

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
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            Share your idea with the community. Our team reviews every submission before it is published.
          </Typography>
          <SubmitIdeaForm />
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

export function SubmitIdeaForm() {
  const { enqueueSnackbar } = useSnackbar();
  const createIdea = useCreateIdea();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<SubmitIdeaFormValues, unknown, SubmitIdeaFormOutput>({
    resolver: zodResolver(submitIdeaFormSchema),
    defaultValues: EMPTY_SUBMIT_FORM,
  });

  const onSubmit = form.handleSubmit(({ pitchDeck, ...input }) => {
    setProgress(pitchDeck ? 0 : null);
    createIdea.mutate(
      { input, pitchDeck, onProgress: pitchDeck ? setProgress : undefined },
      {
        onSuccess: () => {
          enqueueSnackbar(SUBMIT_SUCCESS, { variant: 'success' });
          form.reset(EMPTY_SUBMIT_FORM);
          setProgress(null);
        },
        onError: (error) => {
          setProgress(null);
          setApiFieldErrors(error, form.setError, IDEA_FORM_FIELDS);
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
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={createIdea.isPending}>
              {createIdea.isPending ? 'Submitting...' : 'Submit Idea for Review'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
}
