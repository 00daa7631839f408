// The 'Following' section of the signed-in member's own profile: the ideas they follow, newest follow first, each
// linking to its page, ten at a time. Who follows what is the member's own: no other profile shows it.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useMyFollows } from '@/features/follows/api/get-my-follows';
import { formatDate } from '@/utils/format';

export const FOLLOWS_PAGE_SIZE = 10;

export function FollowedIdeasSection() {
  const [offset, setOffset] = useState(0);
  const follows = useMyFollows(FOLLOWS_PAGE_SIZE, offset);
  const total = follows.data?.total ?? 0;

  return (
    <Container maxWidth="lg" sx={{ pb: 6 }}>
      <Card variant="outlined" component="section" aria-labelledby="following-heading">
        <CardContent>
          <Typography variant="h5" component="h2" id="following-heading" gutterBottom>
            Following
          </Typography>
          {follows.data ? (
            follows.data.ideas.length === 0 ? (
              <Typography color="textSecondary">
                You follow no idea yet. Follow one from its page to hear of its changes and new comments.
              </Typography>
            ) : (
              <List aria-labelledby="following-heading" disablePadding>
                {follows.data.ideas.map((idea) => (
                  <ListItem key={idea.id} disableGutters divider>
                    <ListItemText
                      primary={
                        <Link component={RouterLink} to={paths.idea.getHref(idea.id)}>
                          {idea.title}
                        </Link>
                      }
                      secondary={`Followed ${formatDate(idea.followedAt)}${idea.status === 'approved' ? '' : ' · in review'}`}
                    />
                  </ListItem>
                ))}
              </List>
            )
          ) : follows.isError ? (
            <Typography color="error">The ideas you follow could not be loaded.</Typography>
          ) : (
            <Skeleton
              variant="rectangular"
              height={96}
              role="status"
              aria-label="Loading the ideas you follow"
            />
          )}
          {total > FOLLOWS_PAGE_SIZE && (
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Button
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - FOLLOWS_PAGE_SIZE))}
              >
                Newer
              </Button>
              <Button
                disabled={offset + FOLLOWS_PAGE_SIZE >= total}
                onClick={() => setOffset(offset + FOLLOWS_PAGE_SIZE)}
              >
                Older
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
