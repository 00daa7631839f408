// Shared by the contract tests: clients as the app builds them, unique accounts, the dev mailbox.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { inject } from 'vitest';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../stack/keys.ts';
import type { Mail } from '../../stack/mailbox/mailbox.ts';

export const apiUrl = (): string => inject('apiUrl');

/** The client createClient gives without a generated Database type. */
export type Client = ReturnType<typeof createClient>;

/** A browser-like client with the anon key; sessions kept in memory only. */
export function anonClient(): Client {
  return createClient(apiUrl(), ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** A server-side client with the service_role key, for the admin endpoints. */
export function serviceClient(): Client {
  return createClient(apiUrl(), SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

export type MailboxMessage = Mail;

/** The newest mail to `to`, waiting briefly for it to arrive. */
export async function latestMail(to: string, timeoutMs = 5000): Promise<MailboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${inject('mailboxUrl')}/api/messages?to=${encodeURIComponent(to)}`);
    const mails = (await response.json()) as MailboxMessage[];
    if (mails[0]) return mails[0];
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** One query as the `postgres` role, for checks the API does not expose. */
export async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: inject('dbUrl') });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
