// The /idea/{id} page body (docs/product-spec.md section 2): back link, category, date, title, description, tags,
// scores, business details, links, an author card, and the slots the route fills with the ratings and the
// rating form. The author gets Edit and Delete; an administrator, Delete.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { AfterFirstPaint } from '@/components/ui/after-first-paint';
import { CategoryBadge } from '@/components/ui/category-badge';
import { NotFound } from '@/components/ui/not-found';
import { SkipOffscreen } from '@/components/ui/skip-offscreen';
import { UnpublishedScore } from '@/components/ui/unpublished-score';
import { paths } from '@/config/paths';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { getIdeaScoresQueryOptions } from '@/features/ideas/api/get-idea-scores';
import { IdeaStatusChip } from '@/features/ideas/components/idea-status-chip';
import { IdeaTags } from '@/features/ideas/components/idea-tags';
import { ScoreDetailsSkeleton } from '@/features/ideas/components/score-details-skeleton';
import { isRated, scoreText } from '@/utils/not-rated';
import { ScoreMargin } from '@/features/ideas/components/score-margin';
import { commentCount, ratingCount } from '@/features/ideas/components/leaderboard-row';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import type { Idea } from '@schemas/ideas.ts';
import { authorName, formatDate, formatFunding, formatScore } from '@/utils/format';

/**
 * 'Back': where the visitor came from when that was a page of the app (a history step, so the leaderboard keeps its
 * filters and scroll), else the leaderboard. React Router marks the first page of a visit with the key 'default'.
 */
function BackLink() {
  const location = useLocation();
  const navigate = useNavigate();
  const cameFromApp = location.key !== 'default';
  return (
    <Button
      component={RouterLink}
      to={paths.leaderboard.getHref()}
      onClick={(event: MouseEvent) => {
        if (!cameFromApp) return;
        event.preventDefault();
        void navigate(-1);
      }}
      startIcon={<ArrowBackIcon />}
      sx={{ mb: 3 }}
    >
      Back
    </Button>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `idea-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

interface IdeaDetailsProps {
  idea: Idea;
  /** The list of the idea's ratings. */
  ratings: ReactNode;
  /** The rating form or the notice that replaces it. */
  ratingPanel: ReactNode;
  /** The comments, shown for approved ideas only. */
  discussion?: ReactNode;
  /** The report action, offered on approved ideas to readers other than the author. */
  reportAction?: ReactNode;
  /** The share action, offered on approved ideas to everyone. */
  shareAction?: ReactNode;
}

/** The discussion's form and a few comments with the ratings list under them, on a phone. */
const DISCUSSION_HEIGHT = 900;

// Only the author has these (with the edit form and its validation): other readers never load them.
const IdeaOwnerActions = lazy(async () => ({
  default: (await import('@/features/ideas/components/idea-owner-actions')).IdeaOwnerActions,
}));

// The chart library is large and the score details sit below the fold: their code and data are fetched only when
// they come near the viewport, so neither the first load of the site nor the opening of an idea page waits for them.
const ScoreDetails = lazy(async () => ({
  default: (await import('@/features/ideas/components/score-details')).ScoreDetails,
}));

function ScoreDetailsWhenNear({ ideaId }: { ideaId: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  // The scores are asked for alongside the chart's code rather than after it arrives.
  useQuery({ ...getIdeaScoresQueryOptions(ideaId), enabled: near });
  // Until the chart is drawn a skeleton of its height holds the place, so nothing below moves when it arrives.
  return (
    <Box ref={ref}>
      {near ? (
        <Suspense fallback={<ScoreDetailsSkeleton />}>
          <ScoreDetails ideaId={ideaId} />
        </Suspense>
      ) : (
        <ScoreDetailsSkeleton />
      )}
    </Box>
  );
}

export function IdeaDetails({
  idea,
  ratings,
  ratingPanel,
  discussion,
  reportAction,
  shareAction,
}: IdeaDetailsProps) {
  const { user } = useCurrentUser();
  const isOwner = user !== null && user.uid === idea.authorId;
  // On a phone the side column would come last, after every business detail: the score and the rating form are
  // what most readers came for, so there they follow the title block. Moved in the DOM rather than by CSS order,
  // so screen readers and the Tab key meet them in the order they are seen. Decided once per visit: a breakpoint
  // crossed later (a resized window, a full-page screenshot) would move the rating form and so remount it, losing
  // the scores the member had set; the columns themselves still follow the window.
  const theme = useTheme();
  const [isNarrow] = useState(
    () =>
      typeof window.matchMedia === 'function' &&
      window.matchMedia(theme.breakpoints.down('md').replace(/^@media ?/, '')).matches,
  );
  const scoreBlock = (
    <>
      <Scores idea={idea} />
      {ratingPanel}
    </>
  );
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <BackLink />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <Box component="header">
              <Stack
                direction="row"
                spacing={1.5}
                useFlexGap
                sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}
              >
                <CategoryBadge category={idea.category} size="medium" />
                <Typography variant="body2" color="textSecondary">
                  {formatDate(idea.createdAt, 'long')}
                </Typography>
                {isOwner && idea.status !== 'approved' && <IdeaStatusChip status={idea.status} />}
              </Stack>
              <Typography variant="h3" component="h1" gutterBottom>
                {idea.title}
              </Typography>
              {(isOwner || user?.isAdmin) && (
                <Suspense fallback={null}>
                  <IdeaOwnerActions idea={idea} asAdmin={!isOwner} />
                </Suspense>
              )}
              {idea.status === 'approved' && shareAction}
              {!isOwner && idea.status === 'approved' && reportAction}
            </Box>
            {isOwner && idea.status === 'rejected' && (
              // The author is the one who can act on a rejection: the reason, and how to resubmit.
              <Alert severity="warning">
                {idea.rejectionReason
                  ? `This idea was rejected: ${idea.rejectionReason}`
                  : 'This idea was rejected.'}{' '}
                Edit it to send it back for review.
              </Alert>
            )}
            {isOwner && idea.pendingEdit && (
              // Only the author and administrators receive pendingEdit; the public sees the approved version.
              <Alert severity="info">
                Your edit is waiting for review. Until an administrator approves it, everyone else sees the
                version below.
              </Alert>
            )}
            {isNarrow && scoreBlock}
            <Typography sx={{ whiteSpace: 'pre-line' }}>{idea.description}</Typography>
            <IdeaTags tags={idea.tags} />
            <BusinessDetails idea={idea} />
            <IdeaLinks idea={idea} />
            {idea.status === 'approved' && idea.totalRatings > 0 && (
              <Panel title="Score Details">
                <ScoreDetailsWhenNear key={idea.id} ideaId={idea.id} />
              </Panel>
            )}
            <AfterFirstPaint>
              <SkipOffscreen estimate={DISCUSSION_HEIGHT}>
                <Stack spacing={3}>
                  {idea.status === 'approved' && discussion}
                  {ratings}
                </Stack>
              </SkipOffscreen>
            </AfterFirstPaint>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            {!isNarrow && scoreBlock}
            <AuthorCard idea={idea} />
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}

function Scores({ idea }: { idea: Idea }) {
  if (idea.status !== 'approved') {
    return (
      <Panel title="Scores">
        <UnpublishedScore status={idea.status} variant="h5" component="p" align="center" />
      </Panel>
    );
  }
  return (
    <Panel title="Scores">
      <Box sx={{ textAlign: 'center', mb: 2 }}>
        <Typography
          variant={isRated(idea) ? 'h3' : 'h5'}
          component="p"
          color="primary"
          sx={{ fontWeight: 700 }}
        >
          {scoreText(idea, idea.finalScore)}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          Overall Score · based on {ratingCount(idea.totalRatings)}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {commentCount(idea.commentCount)}
        </Typography>
        <ScoreMargin idea={idea} variant="body2" />
      </Box>
      {isRated(idea) && (
        <Stack spacing={1.5}>
          <ScoreBar label="Market Demand" score={idea.marketDemandScore} />
          <ScoreBar label="Innovation" score={idea.innovationScore} />
          <ScoreBar label="Competition" score={idea.competitionScore} />
        </Stack>
      )}
    </Panel>
  );
}

function ScoreBar({ label, score }: { label: string; score: number }) {
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatScore(score)}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={Math.max(0, Math.min(100, score))}
        aria-label={`${label} score`}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}

function BusinessDetails({ idea }: { idea: Idea }) {
  const rows: [string, string][] = [
    ['Target Market', idea.targetMarket],
    ['Business Model', idea.businessModel],
    ['Competitors', idea.competitors],
    ['Funding Needed', formatFunding(idea.fundingNeeded)],
    ['Timeline', idea.timeline],
  ];
  return (
    <Panel title="Business Details">
      <Box component="dl" sx={{ m: 0 }}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Box key={label} sx={{ mb: 1.5 }}>
              <Typography component="dt" variant="subtitle2" color="textSecondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
                {value}
              </Typography>
            </Box>
          ))}
      </Box>
    </Panel>
  );
}

function IdeaLinks({ idea }: { idea: Idea }) {
  const links: [string, string | null | undefined][] = [
    ['Website', idea.websiteUrl],
    ['Twitter', idea.socialMedia?.twitter],
    ['LinkedIn', idea.socialMedia?.linkedin],
    ['Instagram', idea.socialMedia?.instagram],
    ['View Pitch Deck', idea.pitchDeckUrl],
  ];
  const present = links.filter((link): link is [string, string] => Boolean(link[1]));
  if (present.length === 0) return null;
  return (
    <Panel title="Links">
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {present.map(([label, href]) => (
          <li key={label}>
            <Link href={href} target="_blank" rel="noopener noreferrer">
              {label}
            </Link>
          </li>
        ))}
      </Stack>
    </Panel>
  );
}

function AuthorCard({ idea }: { idea: Idea }) {
  const name = authorName(idea);
  return (
    <Panel title="About the Author">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Avatar aria-hidden>{name.charAt(0).toUpperCase()}</Avatar>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
      </Stack>
      <Button component={RouterLink} to={paths.user.getHref(idea.authorId)} variant="outlined" fullWidth>
        View Profile
      </Button>
    </Panel>
  );
}

export function IdeaNotFound() {
  return (
    <NotFound title="Idea Not Found" action={<BackLink />}>
      The idea you are looking for does not exist.
    </NotFound>
  );
}

export function IdeaDetailsSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }} role="status" aria-label="Loading the idea">
      <Skeleton width={140} sx={{ mb: 3 }} />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Skeleton width="30%" />
          <Skeleton variant="text" sx={{ fontSize: '3rem' }} width="70%" />
          <Skeleton variant="rectangular" height={120} sx={{ my: 2 }} />
          <Skeleton variant="rectangular" height={200} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rectangular" height={220} sx={{ mb: 3 }} />
          <Skeleton variant="rectangular" height={160} />
        </Grid>
      </Grid>
    </Container>
  );
}
