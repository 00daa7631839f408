// User Management below 600 px: one card per member with the table's data (a suspension too) and its buttons, so
// nothing needs a sideways scroll on a phone.
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { AdminUser } from '@schemas/admin.ts';
import {
  UserActions,
  UserBadges,
  UserIdentity,
  UserPlan,
  UserSuspension,
  type UserAction,
} from '@/features/admin/components/user-parts';
import { formatDate } from '@/utils/format';

export function UserCards({
  users,
  onAction,
}: {
  users: AdminUser[];
  onAction: (user: AdminUser, action: UserAction) => void;
}) {
  return (
    <Stack component="ul" spacing={2} aria-label="Users" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {users.map((user) => (
        <li key={user.uid}>
          <UserCard user={user} onAction={(action) => onAction(user, action)} />
        </li>
      ))}
    </Stack>
  );
}

function UserCard({ user, onAction }: { user: AdminUser; onAction: (action: UserAction) => void }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Stack spacing={1.5}>
          <UserIdentity user={user} titleId={titleId} />
          <Typography variant="body2">{user.email}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <UserBadges user={user} />
            <UserPlan user={user} />
          </Stack>
          <UserSuspension user={user} />
          <Typography
            variant="body2"
            color="textSecondary"
          >{`Joined ${formatDate(user.createdAt)}`}</Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <UserActions user={user} onAction={onAction} />
      </CardActions>
    </Card>
  );
}
