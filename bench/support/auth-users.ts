// Confirmed e-mail accounts written straight into auth.users, for bulk loads. The token columns are '' and
// not null, as GoTrue writes them: it reads them as plain strings and fails on a null.
import type postgres from 'postgres';
import { copy, copyLine } from './copy.ts';

export interface BulkAccount {
  id: string;
  email: string;
  /** A bcrypt hash, or '' for an account that never signs in with a password. */
  passwordHash: string;
  /** ISO time of creation, also its confirmation. */
  createdAt: string;
}

/** The auth.users row of `account`, column by column. */
function authUserRow(account: BulkAccount): Record<string, string> {
  return {
    instance_id: '00000000-0000-0000-0000-000000000000',
    id: account.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: account.email,
    encrypted_password: account.passwordHash,
    email_confirmed_at: account.createdAt,
    confirmation_token: '',
    recovery_token: '',
    email_change_token_new: '',
    email_change: '',
    raw_app_meta_data: '{"provider":"email","providers":["email"]}',
    raw_user_meta_data: '{}',
    created_at: account.createdAt,
    updated_at: account.createdAt,
  };
}

const COLUMNS = Object.keys(authUserRow({ id: '', email: '', passwordHash: '', createdAt: '' }));

/** COPYs `accounts` into auth.users (triggers run unless the session says otherwise). */
export async function copyAuthUsers(
  sql: postgres.Sql | postgres.TransactionSql,
  accounts: Iterable<BulkAccount>,
): Promise<void> {
  await copy(
    sql,
    `auth.users (${COLUMNS.join(', ')})`,
    (function* () {
      for (const account of accounts) yield copyLine(Object.values(authUserRow(account)));
    })(),
  );
}
