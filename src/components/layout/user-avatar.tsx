// A user's avatar: the picture when there is one, else the first letter of the display name, else of the e-mail.
import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';

interface AvatarUser {
  displayName?: string | null;
  email?: string | null;
  avatar?: string | null;
}

export function userInitial({ displayName, email }: AvatarUser): string {
  const source = displayName?.trim() || email?.trim() || '?';
  return source.charAt(0).toUpperCase();
}

export function UserAvatar({ user, sx }: { user: AvatarUser; sx?: SxProps<Theme> }) {
  const initial = userInitial(user);
  return (
    <Avatar src={user.avatar || undefined} alt={user.displayName || user.email || ''} sx={sx}>
      {initial}
    </Avatar>
  );
}
