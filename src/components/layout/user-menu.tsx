// The signed-in user's menu (docs/product-spec.md section 2): Profile, Landing Generator (premium tier), Admin
// Dashboard (admins), Sign Out. It closes on a click or touch outside it and on Escape.
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { UserAvatar } from '@/components/layout/user-avatar';
import { useSnackbar } from '@/components/toast';
import { paths } from '@/config/paths';
import { useSignOut } from '@/lib/auth/sign-out';
import type { CurrentUser } from '@/lib/auth/use-current-user';

export function UserMenu({ user }: { user: CurrentUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const menuId = useId();
  const buttonId = useId();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const signOut = useSignOut({
    mutationConfig: {
      onSuccess: () => {
        enqueueSnackbar('Signed out successfully', { variant: 'success', autoHideDuration: 2000 });
        void navigate(paths.home.getHref());
      },
      onError: () => {
        enqueueSnackbar('Error signing out', { variant: 'error' });
      },
    },
  });
  const close = () => setAnchor(null);
  const name = user.displayName || user.email;

  return (
    <>
      <Tooltip title="Account">
        <IconButton
          id={buttonId}
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label="Open user menu"
          aria-haspopup="menu"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? 'true' : undefined}
          sx={{ p: 0.5 }}
        >
          <UserAvatar user={user} sx={{ width: 34, height: 34 }} />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-labelledby': buttonId },
          // A tap outside closes at once, without waiting for the click the browser derives from it.
          backdrop: { onTouchStart: close },
        }}
      >
        {/* Who is signed in: a menu may hold only items and separators, so this is an item that does nothing
            (disabled, skipped by the arrow keys, shown at full strength). */}
        <MenuItem disabled sx={{ display: 'block', maxWidth: 260, '&.Mui-disabled': { opacity: 1 } }}>
          <Typography variant="subtitle2" component="span" sx={{ display: 'block' }} noWrap>
            {name}
          </Typography>
          {user.displayName && (
            <Typography
              variant="body2"
              component="span"
              color="textSecondary"
              sx={{ display: 'block' }}
              noWrap
            >
              {user.email}
            </Typography>
          )}
        </MenuItem>
        <Divider />
        <MenuItem component={RouterLink} to={paths.profile.getHref()} onClick={close}>
          Profile
        </MenuItem>
        {user.subscriptionTier === 'premium' && (
          <MenuItem component={RouterLink} to={paths.landingGenerator.getHref()} onClick={close}>
            Landing Generator
          </MenuItem>
        )}
        {user.isAdmin && (
          <MenuItem component={RouterLink} to={paths.admin.getHref()} onClick={close}>
            Admin Dashboard
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            signOut.mutate();
          }}
          disabled={signOut.isPending}
        >
          <Typography color="error">Sign Out</Typography>
        </MenuItem>
      </Menu>
    </>
  );
}
