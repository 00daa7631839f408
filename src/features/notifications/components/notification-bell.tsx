// The bell in the header of signed-in members (docs/product-spec.md section 2): the unread count on a badge, and
// a popover listing the newest items, each a link that marks it read, with 'Mark all as read'.
import NotificationsIcon from '@mui/icons-material/Notifications';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { RelativeTime } from '@/components/ui/relative-time';
import {
  useMarkRead,
  useNotifications,
  type NotificationItem,
} from '@/features/notifications/api/notifications';
import { notificationHref, notificationText } from '@/features/notifications/components/notification-text';
import { countOf } from '@/utils/format';

export function unreadLabel(unread: number): string {
  if (unread === 0) return 'No unread notifications';
  return countOf(unread, 'unread notification');
}

export function NotificationBell() {
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const unread = notifications.data?.unread ?? 0;

  const open = (item: NotificationItem) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    setAnchor(null);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unreadLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          // MUI keeps a popover 16 px from each edge of the window: at 100vw it would reach past the right one.
          paper: {
            role: 'dialog',
            'aria-label': 'Notifications',
            sx: { width: 360, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Notifications
          </Typography>
          <Button
            size="small"
            disabled={unread === 0}
            loading={markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            Mark all as read
          </Button>
        </Stack>
        {notifications.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress size={28} aria-label="Loading notifications" />
          </Box>
        ) : notifications.isError && !notifications.data ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void notifications.refetch()}>
                Retry
              </Button>
            }
          >
            Could not load your notifications.
          </Alert>
        ) : notifications.data.items.length === 0 ? (
          <Typography sx={{ px: 2, pb: 3, pt: 1 }} color="textSecondary">
            You&apos;re all caught up
          </Typography>
        ) : (
          <List
            dense
            disablePadding
            aria-label="Notification list"
            sx={{ maxHeight: 420, overflowY: 'auto' }}
          >
            {notifications.data.items.map((item) => (
              <li key={item.id}>
                <ListItemButton
                  component={RouterLink}
                  to={notificationHref(item)}
                  onClick={() => open(item)}
                  selected={!item.read}
                  aria-label={`${item.read ? '' : 'Unread: '}${notificationText(item)}`}
                >
                  <ListItemText
                    primary={notificationText(item)}
                    secondary={<RelativeTime value={item.updatedAt} />}
                    slotProps={{ primary: { sx: { fontWeight: item.read ? 400 : 700 } } }}
                  />
                </ListItemButton>
              </li>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
