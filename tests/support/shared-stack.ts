// The stack the global setup started (tests/support/global-setup.ts), for the test files of the stack, api and
// resilience suites: its clients, its dev mailbox, its database.
import type pg from 'pg';
import { inject } from 'vitest';
import type { Mail } from '../../stack/index.ts';
import { anonClientOf, serviceClientOf, type Client } from './accounts.ts';
import { queryAt } from './database.ts';

export { uniqueEmail, type Client } from './accounts.ts';

export const apiUrl = (): string => inject('apiUrl');

/** A browser-like client with the anon key; sessions kept in memory only. */
export const anonClient = (): Client => anonClientOf(apiUrl());

/** A server-side client with the service_role key, for the admin endpoints. */
export const serviceClient = (): Client => serviceClientOf(apiUrl());

export type MailboxMessage = Mail;

/** The newest mail to `to`, waiting for it to arrive (the limit is a ceiling for mail that never comes). */
export async function latestMail(to: string, timeoutMs = 60_000): Promise<MailboxMessage> {
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
export const sql = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> =>
  queryAt<T>(inject('dbUrl'), text, values);
