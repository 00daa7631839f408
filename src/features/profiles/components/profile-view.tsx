// The profile pages, /profile (one's own) and /user/{id} (product spec "User profile"): a header with avatar,
// name, bio, joining date, social links and badges; tabs 'Ideas (n)' and 'Ratings'. The owner sees
// 'Edit Profile' and the review state of each of their ideas.
import EditIcon from '@mui/icons-material/Edit';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import TwitterIcon from '@mui/icons-material/Twitter';
import VerifiedIcon from '@mui/icons-material/Verified';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '@/components/use-document-title';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { useUserIdeas } from '@/features/ideas/api/get-user-ideas';
import { IdeaCard } from '@/features/ideas/components/idea-card';
import { displayNameOrId, formatDate } from '@/utils/format';
import { useUser } from '@/features/profiles/api/get-user';
import type { UserProfile } from '@/features/profiles/types';

type ProfileTab = 'ideas' | 'ratings';

export function ProfileView({ userId }: { userId: string }) {
  const profile = useUser(userId);
  const ideas = useUserIdeas(userId);
  const { user } = useCurrentUser();
  const isOwner = user !== null && user.uid === userId;
  const [tab, setTab] = useState<ProfileTab>('ideas');
  const name = profile.data ? displayNameOrId(profile.data.displayName, profile.data.uid) : undefined;
  useDocumentTitle(name ?? (profile.isError ? 'Profile Not Found' : 'Profile'));

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 8, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Profile Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The profile you are looking for does not exist.
        </Typography>
        <Button component={RouterLink} to={paths.home.getHref()}>
          Back to Home
        </Button>
      </Container>
    );
  }

  const ideaCount = ideas.data?.length ?? 0;
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <ProfileHeader profile={profile.data} name={name ?? ''} isOwner={isOwner} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 4 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: ProfileTab) => setTab(value)}
          aria-label="Profile sections"
        >
          <Tab
            value="ideas"
            label={`Ideas (${ideaCount})`}
            id="profile-tab-ideas"
            aria-controls="profile-panel-ideas"
          />
          <Tab
            value="ratings"
            label="Ratings"
            id="profile-tab-ratings"
            aria-controls="profile-panel-ratings"
          />
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id="profile-panel-ideas"
        aria-labelledby="profile-tab-ideas"
        hidden={tab !== 'ideas'}
        sx={{ py: 3 }}
      >
        {tab === 'ideas' &&
          (ideas.isPending ? (
            <Grid container spacing={3} role="status" aria-label="Loading ideas">
              {[0, 1, 2].map((index) => (
                <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
                  <Skeleton variant="rectangular" height={180} />
                </Grid>
              ))}
            </Grid>
          ) : ideas.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void ideas.refetch()}>
                  Try Again
                </Button>
              }
            >
              Failed to fetch ideas
            </Alert>
          ) : ideas.data.length === 0 ? (
            <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }}>
              <Typography color="text.secondary">
                {isOwner ? "You haven't submitted any ideas yet." : 'No ideas yet.'}
              </Typography>
              {isOwner && (
                <Button component={RouterLink} to={paths.submit.getHref()} variant="contained">
                  Submit an Idea
                </Button>
              )}
            </Stack>
          ) : (
            <Grid container spacing={3}>
              {ideas.data.map((idea) => (
                <Grid key={idea.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <IdeaCard idea={idea} showStatus={isOwner} />
                </Grid>
              ))}
            </Grid>
          ))}
      </Box>
      <Box
        role="tabpanel"
        id="profile-panel-ratings"
        aria-labelledby="profile-tab-ratings"
        hidden={tab !== 'ratings'}
        sx={{ py: 3 }}
      >
        {tab === 'ratings' && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
            Rating history coming soon...
          </Typography>
        )}
      </Box>
    </Container>
  );
}

function ProfileHeader({ profile, name, isOwner }: { profile: UserProfile; name: string; isOwner: boolean }) {
  const joined = formatDate(profile.createdAt, 'month');
  const twitter = profile.socialLinks?.twitter;
  const linkedin = profile.socialLinks?.linkedin;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <Avatar src={profile.avatar || undefined} alt={name} sx={{ width: 96, height: 96, fontSize: 40 }}>
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              {profile.isVerified && (
                <Chip icon={<VerifiedIcon />} label="Verified" color="info" size="small" variant="outlined" />
              )}
              {profile.subscriptionTier === 'premium' && (
                <Chip icon={<WorkspacePremiumIcon />} label="Premium" color="secondary" size="small" />
              )}
            </Stack>
            {profile.bio && (
              <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {profile.bio}
              </Typography>
            )}
            {joined && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Joined {joined}
              </Typography>
            )}
            {(twitter || linkedin) && (
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                {twitter && (
                  <IconButton
                    component="a"
                    href={twitter}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label="Twitter"
                  >
                    <TwitterIcon />
                  </IconButton>
                )}
                {linkedin && (
                  <IconButton
                    component="a"
                    href={linkedin}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label="LinkedIn"
                  >
                    <LinkedInIcon />
                  </IconButton>
                )}
              </Stack>
            )}
          </Box>
          {isOwner && (
            <Button
              component={RouterLink}
              to={paths.profileEdit.getHref()}
              variant="outlined"
              startIcon={<EditIcon />}
            >
              Edit Profile
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: 6 }} role="status" aria-label="Loading the profile">
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" width={96} height={96} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="40%" />
          <Skeleton width="60%" />
        </Box>
      </Stack>
      <Skeleton variant="rectangular" height={200} sx={{ mt: 4 }} />
    </Container>
  );
}
