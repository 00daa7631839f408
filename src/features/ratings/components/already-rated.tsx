// What a member who has rated the idea sees in place of the form: from their own rating in the list, or from the
// API's 409 when a rating sent again finds the first one stored.
import Alert from '@mui/material/Alert';

export function AlreadyRated() {
  return <Alert severity="success">You have already rated this idea.</Alert>;
}
