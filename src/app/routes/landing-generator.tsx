// /landing-generator: a premium member's landing pages and a new draft from one of their ideas (ideas feature
// composed with the landing-pages feature); a free member learns what premium gives and how to get it, and still
// reaches pages made while premium (to unpublish, delete or download them).
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useUserIdeas } from '@/features/ideas/api/get-user-ideas';
import { GenerateForm } from '@/features/landing-pages/components/generate-form';
import { MyPages } from '@/features/landing-pages/components/my-pages';
import { PremiumOffer } from '@/features/landing-pages/components/premium-offer';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentUser } from '@/lib/auth/use-current-user';

export function Component() {
  useDocumentTitle('Landing Generator');
  const { user } = useCurrentUser();
  const premium = user?.subscriptionTier === 'premium';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, sm: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        AI-powered landing page generator
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        Turn an idea into a page strangers can sign up on, and measure demand with real people.
      </Typography>
      {premium && user ? (
        <Stack spacing={4}>
          <MyPages />
          <IdeaPicker userId={user.uid} />
        </Stack>
      ) : (
        <Stack spacing={4}>
          <PremiumOffer />
          {user && <MyPages onlyIfAny />}
        </Stack>
      )}
    </Container>
  );
}

function IdeaPicker({ userId }: { userId: string }) {
  const ideas = useUserIdeas(userId);
  if (ideas.isPending)
    return <Skeleton variant="rounded" height={160} role="progressbar" aria-label="Loading your ideas" />;
  return <GenerateForm ideas={ideas.data ?? []} />;
}
