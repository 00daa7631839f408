// Settings of the Docker-less local stack: the same ports and well-known demo keys as `supabase start`, so the
// same .env works against either.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SUPABASE_DIR = path.join(ROOT, 'supabase');
/** Where the local stack keeps its database, storage objects and signing key; IDEABOARD_DATA_DIR moves it. */
export const DATA_DIR = process.env.IDEABOARD_DATA_DIR ?? path.join(ROOT, '.data');

export const PORTS = {
  gateway: 54321,
  db: 54322,
  mailbox: 54324,
  /** The dev mailbox's SMTP port, as [inbucket] smtp_port in supabase/config.toml. */
  smtp: 54325,
  vite: 5173,
} as const;

export const DB_PASSWORD = 'postgres';
/** The superuser initdb creates, named as on the Supabase image, where `postgres` is not a superuser. */
export const DB_SUPERUSER = 'supabase_admin';

export function dbUrl(port: number, user = 'postgres', database = 'postgres'): string {
  return `postgresql://${user}:${DB_PASSWORD}@127.0.0.1:${port}/${database}`;
}

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', role: 'administrator' },
  { email: 'alice@example.com', role: 'premium member' },
  { email: 'bob@example.com', role: 'member' },
] as const;
export const DEMO_PASSWORD = 'password123';
