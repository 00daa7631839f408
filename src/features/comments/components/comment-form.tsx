// The text box for a comment, a reply or an edit, with a character counter; the API's message on refusal.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { COMMENT_BOUNDS } from '@schemas/comments.ts';

interface CommentFormProps {
  label: string;
  submitLabel: string;
  initialBody?: string;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}

export function CommentForm({ label, submitLabel, initialBody = '', onSubmit, onCancel }: CommentFormProps) {
  const [body, setBody] = useState(initialBody);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const length = body.trim().length;
  const tooLong = length > COMMENT_BOUNDS.body.max;
  const submit = async () => {
    setPending(true);
    setError(null);
    try {
      await onSubmit(body.trim());
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
      <TextField
        label={label}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={2}
        error={tooLong || error !== null}
        helperText={error ?? `${length}/${COMMENT_BOUNDS.body.max}`}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={pending || length === 0 || tooLong}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </Stack>
    </Stack>
  );
}
