// What every local stand-in gets: the settings of supabase/config.toml, the keys, its database pool, the mailbox.
import type pg from 'pg';
import type { SigningKey } from './keys.ts';
import type { Mailbox } from './mailbox/mailbox.ts';
import type { Settings } from './settings.ts';

export interface StackContext {
  settings: Settings;
  signingKey: SigningKey;
  /** Folder for the stand-ins' files (storage objects, signing key). */
  dataDir: string;
  /** The gateway's public address, e.g. http://127.0.0.1:54321: the base of every link the services make. */
  apiUrl: string;
  /** postgres:// URL of the `postgres` role. */
  dbUrl: string;
  /** Pools connected as the services' own roles, as on Supabase: supabase_auth_admin, supabase_storage_admin. */
  db: { auth: pg.Pool; storage: pg.Pool };
  mailbox: Mailbox;
  log: (message: string) => void;
}

/** The same server as `url`, logged in as another role (every role's password is the database password locally). */
export function roleUrl(url: string, role: string): string {
  const parsed = new URL(url);
  parsed.username = role;
  return parsed.toString();
}
