// The text box for a comment, a reply or an edit, with a character counter; the API's message on refusal. What is
// typed is kept as the member's draft until it is sent, so a reload or an expired session loses nothing.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { COMMENT_BOUNDS } from '@schemas/comment-bounds.ts';
import { DraftRestoredNote } from '@/components/ui/draft-restored-note';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { draftKey, type DraftForm } from '@/lib/drafts';
import { useDraft } from '@/lib/use-draft';

interface CommentFormProps {
  label: string;
  submitLabel: string;
  /** Which draft this text is: a new comment or reply, or the edit of one comment. */
  draft: { form: Extract<DraftForm, 'comment' | 'reply' | 'comment-edit'>; id: string };
  initialBody?: string;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}

export function CommentForm(props: CommentFormProps) {
  const { label, submitLabel, initialBody = '', onSubmit, onCancel } = props;
  const { user } = useCurrentUser();
  const draft = useDraft<string>(user && draftKey(user.uid, props.draft.form, props.draft.id));
  const [body, setBody] = useState(draft.restored?.value ?? initialBody);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const length = body.trim().length;
  const tooLong = length > COMMENT_BOUNDS.body.max;
  const type = (text: string) => {
    setBody(text);
    draft.update(text, { empty: text === initialBody });
  };
  const submit = async () => {
    setPending(true);
    setError(null);
    try {
      await onSubmit(body.trim());
      draft.clear();
      setBody('');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The comment could not be saved.');
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {draft.restored && (
        <DraftRestoredNote
          onDiscard={() => {
            draft.clear();
            setBody(initialBody);
          }}
        />
      )}
      <TextField
        label={label}
        value={body}
        onChange={(event) => type(event.target.value)}
        multiline
        minRows={2}
        error={tooLong || error !== null}
        helperText={error ?? `${length}/${COMMENT_BOUNDS.body.max}`}
      />
      <Stack direction="row" spacing={1}>
        <Button
          type="submit"
          variant="contained"
          loading={pending}
          loadingPosition="start"
          disabled={pending || length === 0 || tooLong}
        >
          {submitLabel}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
