// The User Management tab (docs/product-spec.md section 2): '1 user found' or '{n} users found' (the API's total),
// the name search (sent once typing pauses, and only when not empty), and the table of members with their role,
// plan and joining date, and Promote or Demote (cards on a phone).
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminUser } from '@schemas/admin.ts';
import { useAdminUsers } from '@/features/admin/api/get-admin-users';
import { RoleChangeDialog } from '@/features/admin/components/role-change-dialog';
import { isSuspensionAction, SuspensionDialog } from '@/features/admin/components/suspension-dialog';
import { UserCards } from '@/features/admin/components/user-cards';
import {
  UserActions,
  UserBadges,
  UserIdentity,
  UserPlan,
  UserSuspension,
  type UserAction,
} from '@/features/admin/components/user-parts';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { countOf, formatDate } from '@/utils/format';
import { LoadingStatus } from '@/components/ui/loading-status';

export const USER_SEARCH_DEBOUNCE_MS = 300;

const COLUMNS = ['User', 'Email', 'Role', 'Subscription', 'Joined', 'Actions'];

interface RoleTarget {
  user: AdminUser;
  action: UserAction;
  open: boolean;
  /** Each opening mounts a fresh dialog, so no error of an earlier attempt is left over. */
  seq: number;
}

export const usersFound = (total: number) => `${countOf(total, 'user')} found`;

export function UserManagement() {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), USER_SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers({ search: debouncedSearch });
  const [target, setTarget] = useState<RoleTarget | null>(null);
  // Below 600 px the six columns cannot fit: each member becomes a card (docs/product-spec.md section 2).
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));

  const ask = (user: AdminUser, action: UserAction) =>
    setTarget((current) => ({
      user,
      action,
      open: true,
      seq: (current?.seq ?? 0) + 1,
    }));
  const closeDialog = () => setTarget((current) => current && { ...current, open: false });

  return (
    <section aria-labelledby="user-management-heading">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}
      >
        <Box>
          <Typography id="user-management-heading" variant="h5" component="h2">
            User Management
          </Typography>
          <Typography color="textSecondary" aria-live="polite">
            {users.data ? usersFound(users.data.total) : ' '}
          </Typography>
        </Box>
        <TextField
          type="search"
          size="small"
          placeholder="Search users by name..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ width: { xs: '100%', sm: 320 } }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search users by name', maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>
        {users.isFetching && !users.isPending && <LinearProgress aria-label="Updating the users" />}
      </Box>
      {users.isError ? (
        <Alert severity="error">{`Error loading users: ${users.error.message}`}</Alert>
      ) : users.isPending ? (
        <LoadingStatus text="Loading users..." />
      ) : phone ? (
        <UserCards users={users.data.users} onAction={ask} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Users" size="medium">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {users.data.users.map((user) => (
                <UserRow key={user.uid} user={user} onAction={(action) => ask(user, action)} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {target &&
        (isSuspensionAction(target.action) ? (
          <SuspensionDialog
            key={target.seq}
            user={target.user}
            action={target.action}
            open={target.open}
            onClose={closeDialog}
          />
        ) : (
          <RoleChangeDialog
            key={target.seq}
            user={target.user}
            action={target.action}
            open={target.open}
            onClose={closeDialog}
          />
        ))}
    </section>
  );
}

function UserRow({ user, onAction }: { user: AdminUser; onAction: (action: UserAction) => void }) {
  return (
    <TableRow hover>
      <TableCell>
        <UserIdentity user={user} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.email}</TableCell>
      <TableCell>
        <UserBadges user={user} />
        <UserSuspension user={user} />
      </TableCell>
      <TableCell>
        <UserPlan user={user} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(user.createdAt)}</TableCell>
      <TableCell>
        <UserActions user={user} onAction={onAction} />
      </TableCell>
    </TableRow>
  );
}
