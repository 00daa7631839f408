// What the User Management table and its phone cards both show of a member: who they are, their role (Admin or
// Member, always said), verification, plan and suspension, and the Promote or Demote, plan and suspension buttons
// (Suspend; or Unsuspend and Void ratings), written once so the two
// layouts cannot drift apart. The state is what the eye meets first; the rare actions, each behind a
// confirmation, are outlined or text buttons, so no row carries a filled button that draws the eye to them.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@schemas/admin.ts';
import type { RoleAction } from '@/features/admin/components/role-change-dialog';
import type { SuspensionAction } from '@/features/admin/components/suspension-dialog';
import { formatDate, initialOf, shortId, userName } from '@/utils/format';

/** Every action a member's row offers: a role or plan change, or a suspension's. */
export type UserAction = RoleAction | SuspensionAction;

export function UserIdentity({ user, titleId }: { user: AdminUser; titleId?: string }) {
  const name = userName(user);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 180 }}>
      {user.avatar ? <Avatar src={user.avatar} alt={name} /> : <Avatar aria-hidden>{initialOf(user)}</Avatar>}
      <Box sx={{ minWidth: 0 }}>
        <Typography id={titleId} variant="body2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {shortId(user.uid)}
        </Typography>
      </Box>
    </Stack>
  );
}

export function UserBadges({ user }: { user: AdminUser }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {user.isAdmin ? (
        <Chip label="Admin" color="primary" size="small" />
      ) : (
        <Chip label="Member" size="small" variant="outlined" />
      )}
      {user.isVerified && <Chip label="Verified" color="success" size="small" variant="outlined" />}
      {user.suspension && <Chip label="Suspended" color="error" size="small" />}
    </Stack>
  );
}

/** 'Suspended until <date>: <reason>', while the member is suspended. */
export function UserSuspension({ user }: { user: AdminUser }) {
  if (!user.suspension) return null;
  return (
    <Typography variant="body2" color="error">
      {`Suspended until ${formatDate(user.suspension.until, 'dateTime')}: ${user.suspension.reason}`}
    </Typography>
  );
}

export function UserPlan({ user }: { user: AdminUser }) {
  return user.subscriptionTier === 'premium' ? (
    <Chip label="Premium" color="secondary" size="small" />
  ) : (
    <Chip label="Free" size="small" variant="outlined" />
  );
}

export function UserActions({ user, onAction }: { user: AdminUser; onAction: (action: UserAction) => void }) {
  const premium = user.subscriptionTier === 'premium';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {user.isAdmin ? (
        <Button variant="outlined" color="error" size="small" onClick={() => onAction('demote')}>
          Demote
        </Button>
      ) : (
        <Button variant="outlined" size="small" onClick={() => onAction('promote')}>
          Promote
        </Button>
      )}
      <Button variant="text" size="small" onClick={() => onAction(premium ? 'free' : 'premium')}>
        {premium ? 'Make free' : 'Make premium'}
      </Button>
      {/* An administrator cannot be suspended: demote first. */}
      {!user.isAdmin &&
        (user.suspension ? (
          <>
            <Button variant="text" size="small" onClick={() => onAction('unsuspend')}>
              Unsuspend
            </Button>
            <Button variant="text" color="error" size="small" onClick={() => onAction('void')}>
              Void ratings
            </Button>
          </>
        ) : (
          <Button variant="text" color="error" size="small" onClick={() => onAction('suspend')}>
            Suspend
          </Button>
        ))}
    </Stack>
  );
}
