// The idea edit dialog (docs/product-spec.md section 2), for the author (`variant="owner"`, PUT /api/ideas/{id}) or an
// administrator (`variant="admin"`, PUT /api/admin/ideas/{id}). Same fields and bounds as the submit form; tags
// are added and removed one by one; the author may also replace the pitch deck, either may remove it. On an
// approved idea the author is told that every change waits for review, and the form starts from their edit still
// waiting (its deck too), so saving again never undoes it. What is typed is kept as a draft of the
// editor's until it is saved, so a closed dialog, an expired session or a reload loses nothing.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useSnackbar } from '@/components/toast';
import { RateLimitAlert, rateLimitMessage } from '@/components/ui/rate-limit-alert';
import { DraftRestoredNote } from '@/components/ui/draft-restored-note';
import { useUpdateIdea } from '@/features/ideas/api/update-idea';
import {
  BusinessFields,
  CategoryField,
  DescriptionField,
  SocialFields,
  TitleField,
  WebsiteField,
} from '@/features/ideas/components/idea-form-fields';
import { PitchDeckPicker } from '@/features/ideas/components/pitch-deck-picker';
import { TagsEditor } from '@/features/ideas/components/tags-editor';
import {
  IDEA_FORM_FIELDS,
  ideaEditFormSchema,
  type IdeaEditFormOutput,
  type IdeaEditFormValues,
} from '@/features/ideas/schemas/idea-form';
import { suspendedMessage } from '@/lib/api-errors';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { draftKey } from '@/lib/drafts';
import { setApiFieldErrors } from '@/lib/form-errors';
import { useFormDraft } from '@/lib/use-draft';
import type { Idea } from '@schemas/ideas.ts';

export interface IdeaEditDialogProps {
  idea: Idea;
  open: boolean;
  onClose: () => void;
  /** 'owner' edits through the author's endpoint; 'admin' through the administrators' one. */
  variant?: 'owner' | 'admin';
  /** After a successful save (and its toast), before the dialog closes. */
  onSaved?: (idea: Idea) => void;
}

export function IdeaEditDialog({ idea, open, onClose, variant = 'owner', onSaved }: IdeaEditDialogProps) {
  const [busy, setBusy] = useState(false);
  const { user, isLoading } = useCurrentUser();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="edit-idea-title"
      scroll="paper"
    >
      {/* The dialog unmounts its content once closed, so every opening starts from the idea as it is now. */}
      {/* The form opens once the session is read, with the editor's draft; without a known editor, without one. */}
      {!isLoading && (
        <IdeaEditForm
          idea={idea}
          userId={user?.uid ?? null}
          variant={variant}
          onClose={onClose}
          onSaved={onSaved}
          onBusy={setBusy}
        />
      )}
    </Dialog>
  );
}

export const REVIEW_NOTICE = 'Your changes will be reviewed before they are public';
export const EDIT_SAVED = 'Idea updated successfully!';
export const EDIT_WAITS = 'Your changes will be published after review';

/** What the author edits: their proposal still waiting for review, else the idea; an administrator the idea. */
const editedVersion = (idea: Idea, variant: 'owner' | 'admin') =>
  (variant === 'owner' && idea.pendingEdit) || idea;

function toFormValues(idea: Idea, variant: 'owner' | 'admin'): IdeaEditFormValues {
  const version = editedVersion(idea, variant);
  return {
    title: version.title,
    description: version.description,
    category: version.category,
    targetMarket: version.targetMarket,
    businessModel: version.businessModel,
    competitors: version.competitors ?? '',
    fundingNeeded: version.fundingNeeded ?? 0,
    timeline: version.timeline ?? '',
    tags: version.tags ?? [],
    websiteUrl: version.websiteUrl ?? '',
    socialMedia: {
      twitter: version.socialMedia?.twitter ?? '',
      linkedin: version.socialMedia?.linkedin ?? '',
      instagram: version.socialMedia?.instagram ?? '',
    },
    pitchDeck: null,
    removePitchDeck: false,
  };
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1}>{children}</Stack>
    </Box>
  );
}

interface IdeaEditFormProps {
  idea: Idea;
  userId: string | null;
  variant: 'owner' | 'admin';
  onClose: () => void;
  onSaved?: (idea: Idea) => void;
  onBusy: (busy: boolean) => void;
}

const FILE_FIELDS = ['pitchDeck'] as const;

function IdeaEditForm({ idea, userId, variant, onClose, onSaved, onBusy }: IdeaEditFormProps) {
  const { enqueueSnackbar } = useSnackbar();
  const updateIdea = useUpdateIdea();
  const [progress, setProgress] = useState<number | null>(null);
  const [defaults] = useState(() => toFormValues(idea, variant));
  // The deck of the version being edited: the author's proposed one while it waits (private to them until approved).
  const deck = editedVersion(idea, variant);
  const form = useForm<IdeaEditFormValues, unknown, IdeaEditFormOutput>({
    resolver: zodResolver(ideaEditFormSchema),
    defaultValues: defaults,
  });
  const draft = useFormDraft(form, userId && draftKey(userId, 'edit-idea', idea.id), defaults, FILE_FIELDS);
  const pending = updateIdea.isPending;
  const newDeck = useWatch({ control: form.control, name: 'pitchDeck' });

  const onSubmit = form.handleSubmit(({ pitchDeck, removePitchDeck, ...input }) => {
    onBusy(true);
    setProgress(pitchDeck ? 0 : null);
    updateIdea.mutate(
      {
        id: idea.id,
        input,
        pitchDeck,
        removePitchDeck: removePitchDeck && !pitchDeck,
        admin: variant === 'admin',
        onProgress: pitchDeck ? setProgress : undefined,
      },
      {
        onSuccess: (saved) => {
          draft.clear();
          // Waiting for an administrator: an approved idea's edit (the answer carries it aside), or a rejected idea
          // sent back to review. A pending idea's edit and an administrator's apply at once.
          const resubmitted = idea.status === 'rejected' && saved.status === 'pending';
          const waits = variant === 'owner' && (saved.pendingEdit !== undefined || resubmitted);
          enqueueSnackbar(waits ? EDIT_WAITS : EDIT_SAVED, { variant: 'success' });
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => {
          setProgress(null);
          setApiFieldErrors(error, form.setError, IDEA_FORM_FIELDS);
          // Past the edits of one idea a day: the dialog says so, with when to try again.
          if (rateLimitMessage(error)) return;
          enqueueSnackbar(suspendedMessage(error) ?? 'Failed to update idea. Please try again.', {
            variant: 'error',
          });
        },
        onSettled: () => onBusy(false),
      },
    );
  });

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle id="edit-idea-title">
          {variant === 'admin' ? 'Edit Idea (Admin)' : 'Edit Idea'}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={3}>
            {draft.restoredAt !== null && (
              <DraftRestoredNote
                onDiscard={draft.discard}
                fileLeftOut={draft.fileLeftOut ? 'pitch deck' : undefined}
              />
            )}
            {variant === 'owner' && idea.status === 'approved' && (
              <Alert severity="info">
                {`${REVIEW_NOTICE}: every change, tags, links and pitch deck included, waits for an administrator; until then everyone else sees the approved version.`}
              </Alert>
            )}
            <Group title="Basic Information">
              <TitleField />
              <DescriptionField />
              <CategoryField />
            </Group>
            <Group title="Business Details">
              <BusinessFields />
            </Group>
            <Group title="Tags">
              <Controller
                control={form.control}
                name="tags"
                render={({ field, fieldState }) => (
                  <TagsEditor
                    tags={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                    disabled={pending}
                  />
                )}
              />
            </Group>
            <Group title="Links">
              <WebsiteField />
              <SocialFields />
            </Group>
            <Group title="Pitch Deck">
              {deck.hasPitchDeck && (
                <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  {deck.pitchDeckUrl ? (
                    <Link href={deck.pitchDeckUrl} target="_blank" rel="noopener noreferrer">
                      View current pitch deck
                    </Link>
                  ) : (
                    <Typography variant="body2">This idea has a pitch deck.</Typography>
                  )}
                  <Controller
                    control={form.control}
                    name="removePitchDeck"
                    render={({ field }) => (
                      <FormControlLabel
                        label="Remove the current pitch deck"
                        control={
                          <Checkbox
                            name={field.name}
                            checked={field.value}
                            onChange={(event) => field.onChange(event.target.checked)}
                            onBlur={field.onBlur}
                            disabled={pending || Boolean(newDeck)}
                          />
                        }
                      />
                    )}
                  />
                </Stack>
              )}
              {variant === 'owner' ? (
                <Controller
                  control={form.control}
                  name="pitchDeck"
                  render={({ field, fieldState }) => (
                    <PitchDeckPicker
                      label={deck.hasPitchDeck ? 'New pitch deck file' : 'Pitch deck file'}
                      file={field.value ?? null}
                      onChange={(file) => {
                        field.onChange(file);
                        void form.trigger('pitchDeck');
                      }}
                      error={fieldState.error?.message}
                      progress={progress}
                      disabled={pending}
                    />
                  )}
                />
              ) : (
                !deck.hasPitchDeck && (
                  <Typography variant="body2" color="textSecondary">
                    No pitch deck. Only the author can upload one.
                  </Typography>
                )
              )}
            </Group>
          </Stack>
          <RateLimitAlert error={updateIdea.error} sx={{ mt: 3 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={pending}
            loadingPosition="start"
            disabled={pending}
          >
            {pending ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogActions>
      </Box>
    </FormProvider>
  );
}
