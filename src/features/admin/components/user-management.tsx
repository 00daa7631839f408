// The User Management tab (docs/product-spec.md section 2): '{n} users found' (the API's total), the name search (sent
// once typing pauses, and only when not empty), and the table of members with Promote or Demote.
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
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
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAdminUsers } from '@/features/admin/api/get-admin-users';
import { RoleChangeDialog, type RoleAction } from '@/features/admin/components/role-change-dialog';
import { useDebouncedValue } from '@/features/admin/hooks/use-debounced-value';
import type { AdminUser } from '@/features/admin/types';
import { formatDate, initialOf, shortId, userName } from '@/utils/format';

export const USER_SEARCH_DEBOUNCE_MS = 300;

const COLUMNS = ['User', 'Email', 'Status', 'Subscription', 'Joined', 'Actions'];

interface RoleTarget {
  user: AdminUser;
  action: RoleAction;
  open: boolean;
  /** Each opening mounts a fresh dialog, so no error of an earlier attempt is left over. */
  seq: number;
}

export function UserManagement() {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), USER_SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers({ search: debouncedSearch });
  const [target, setTarget] = useState<RoleTarget | null>(null);

  const ask = (user: AdminUser) =>
    setTarget((current) => ({
      user,
      action: user.isAdmin ? 'demote' : 'promote',
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
          <Typography color="text.secondary" aria-live="polite">
            {users.data ? `${users.data.total} users found` : ' '}
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
        <Stack direction="row" spacing={2} role="status" sx={{ justifyContent: 'center', py: 6 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Loading users...</Typography>
        </Stack>
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
                <UserRow key={user.uid} user={user} onChangeRole={() => ask(user)} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {target && (
        <RoleChangeDialog
          key={target.seq}
          user={target.user}
          action={target.action}
          open={target.open}
          onClose={closeDialog}
        />
      )}
    </section>
  );
}

function UserRow({ user, onChangeRole }: { user: AdminUser; onChangeRole: () => void }) {
  const name = userName(user);
  return (
    <TableRow hover>
      <TableCell>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 180 }}>
          {user.avatar ? (
            <Avatar src={user.avatar} alt={name} />
          ) : (
            <Avatar aria-hidden>{initialOf(user)}</Avatar>
          )}
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {shortId(user.uid)}
            </Typography>
          </Box>
        </Stack>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.email}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {user.isAdmin && <Chip label="Admin" color="primary" size="small" />}
          {user.isVerified && <Chip label="Verified" color="success" size="small" variant="outlined" />}
        </Stack>
      </TableCell>
      <TableCell>
        {user.subscriptionTier === 'premium' ? (
          <Chip label="Premium" color="secondary" size="small" />
        ) : (
          <Chip label="Free" size="small" variant="outlined" />
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(user.createdAt)}</TableCell>
      <TableCell>
        {user.isAdmin ? (
          <Button variant="outlined" color="error" size="small" onClick={onChangeRole}>
            Demote
          </Button>
        ) : (
          <Button variant="contained" size="small" onClick={onChangeRole}>
            Promote
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
