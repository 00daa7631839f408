// /unsubscribe?token=...&topic=...: the page a mail's unsubscribe link opens. It works signed out: the token in
// the link is the proof. It turns the topic off once, on arrival, and says what was turned off.
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { MAIL_TOPICS, type MailTopic } from '@schemas/mail.ts';
import { paths } from '@/config/paths';
import { MAIL_TOPIC_LABELS, unsubscribe } from '@/features/profiles/api/mail-preferences';
import { useDocumentTitle } from '@/hooks/use-document-title';

const isTopic = (value: string | null): value is MailTopic => MAIL_TOPICS.includes(value as MailTopic);

export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const topicParam = params.get('topic');
  const topic = isTopic(topicParam) ? topicParam : undefined;
  // A query, not an effect: it runs once per link, and a remount does not send it again.
  const result = useQuery({
    queryKey: ['unsubscribe', token, topic ?? 'all'],
    queryFn: () => unsubscribe(token, topic),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Unsubscribe
      </Typography>
      {token === '' || result.isError ? (
        <Alert severity="error">
          This unsubscribe link is not valid. You can change your e-mail settings on your profile.
        </Alert>
      ) : result.data ? (
        <Alert severity="success">
          <Typography>You will no longer get these e-mails:</Typography>
          <ul>
            {result.data.map((t) => (
              <li key={t}>{MAIL_TOPIC_LABELS[t]}</li>
            ))}
          </ul>
        </Alert>
      ) : (
        <Skeleton variant="rectangular" height={72} role="status" aria-label="Unsubscribing" />
      )}
      <Typography sx={{ mt: 3 }}>
        Change which e-mails you get at any time in{' '}
        <Link component={RouterLink} to={paths.profileEdit.getHref()}>
          your profile settings
        </Link>
        .
      </Typography>
    </Container>
  );
}
