// A comment's text as text: never HTML. http(s) addresses become links that pass no trust and no referrer.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Splits on addresses; anything else, `<script>` included, stays a plain text node. */
export function CommentBody({ body }: { body: string }) {
  const parts = body.split(URL_PATTERN);
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} href={part} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Typography>
  );
}
