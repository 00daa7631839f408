// Tells the member that the form holds what they typed before (an expired session, a reload, Back), and lets them
// start over instead. A chosen file cannot be kept, so the note says to choose it again.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface DraftRestoredNoteProps {
  onDiscard: () => void;
  /** What the draft lacks: the name of the file field whose file was not kept. */
  fileLeftOut?: string;
}

export function DraftRestoredNote({ onDiscard, fileLeftOut }: DraftRestoredNoteProps) {
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          Discard draft
        </Button>
      }
    >
      Draft restored{fileLeftOut ? `. Files are not kept: please choose your ${fileLeftOut} again.` : '.'}
    </Alert>
  );
}
