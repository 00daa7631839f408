// Shared by the resilience tests: requests bounded by a timeout against any stack (the shared one or one a test
// file starts for itself), members made in bulk, the API's envelope as an assertion, and database checksums.
import bcrypt from 'bcryptjs';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { startThrowawayStack, type RunningStack, type StackOptions } from '../../stack/index.ts';
import type { Envelope } from '../api/support.ts';
import { passwordSignIn, PASSWORD, serviceClientOf, uniqueEmail, type Member } from '../support/accounts.ts';
import { queryAt } from '../support/database.ts';
import { request, type RequestOptions } from '../support/request.ts';
import { liftWriteLimits } from '../support/write-limits.ts';

export { PASSWORD, type Envelope, type Member };

/** Where a stack answers: its gateway and its database (as the `postgres` role). */
export interface Target {
  apiUrl: string;
  dbUrl: string;
}

/** The stack the project's global setup started. */
export const sharedStack = (): Target => ({ apiUrl: inject('apiUrl'), dbUrl: inject('dbUrl') });

/**
 * Every request of these tests is bounded: an answer that does not come in time fails the test, never hangs it. A
 * ceiling for a hung request on a busy 2-core machine, not a pace.
 */
export const REQUEST_TIMEOUT_MS = 60_000;

/* Section - requests */

export type SendOptions = RequestOptions;

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body when it was JSON, else undefined. */
  body: Envelope<T>;
  /** Whether the answer said it was JSON and parsed as JSON. */
  isJson: boolean;
}

/** One request to `/functions/v1/api<pathname>` of `target`, aborted after `timeoutMs`. */
export async function send<T = unknown>(target: Target, pathname: string, options: SendOptions = {}) {
  return await sendTo<T>(`${target.apiUrl}/functions/v1/api${pathname}`, options);
}

/** One request to any URL of a stack, aborted after `timeoutMs` (REQUEST_TIMEOUT_MS unless given). */
export async function sendTo<T = unknown>(url: string, options: SendOptions = {}): Promise<Answer<T>> {
  const answer = await request(url, { ...options, timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS });
  const { status, headers, text, isJson } = answer;
  return { status, headers, text, isJson, body: answer.json as Envelope<T> };
}

/** What an answer looked like, for assertion messages. */
export const describeAnswer = (answer: Answer) => `HTTP ${answer.status} ${answer.text.slice(0, 300)}`;

/**
 * The API's contract for any request: never a 5xx, always JSON in the envelope, `success` agreeing with the
 * status: `{ success: true, data }` for 2xx, `{ success: false, message, code }` otherwise.
 */
export function expectEnvelope(answer: Answer, context = ''): void {
  expect(answer.status, `${context} -> ${describeAnswer(answer)}`).toBeLessThan(500);
  expectEnvelopeShape(answer, context);
}

/** The envelope alone, whatever the status: JSON, `success` agreeing with the status, message and code on errors. */
export function expectEnvelopeShape(answer: Answer, context = ''): void {
  const what = `${context} -> ${describeAnswer(answer)}`;
  expect(answer.isJson, what).toBe(true);
  expect(answer.body, what).toBeTypeOf('object');
  expect(answer.body, what).not.toBeNull();
  if (answer.status < 400) {
    expect(answer.body.success, what).toBe(true);
    expect(answer.body, what).toHaveProperty('data');
  } else {
    expect(answer.body.success, what).toBe(false);
    expect(answer.body.message, what).toBeTypeOf('string');
    expect(answer.body.message!.length, what).toBeGreaterThan(0);
    expect(answer.body.code, what).toBeTypeOf('string');
    expect(answer.body, what).not.toHaveProperty('data');
  }
}

/** Asserts an error envelope with `status` (and `code`), and returns the body. */
export function expectFailure(answer: Answer, status: number, code?: string) {
  expect(answer.status, describeAnswer(answer)).toBe(status);
  expectEnvelopeShape(answer);
  if (code) expect(answer.body.code, describeAnswer(answer)).toBe(code);
  return answer.body as { success: false; message: string; code: string };
}

/** Asserts a success envelope with `status`, and returns its data. */
export function expectSuccess<T>(answer: Answer<T>, status = 200): T {
  expect(answer.status, describeAnswer(answer)).toBe(status);
  expectEnvelope(answer);
  return answer.body.data;
}

/** Runs `work` on every item with at most `limit` at a time; results in the items' order. */
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Retries `attempt` until it returns a value (not undefined), failing after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  attempt: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await attempt();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${what}: not within ${timeoutMs / 1000} s${last ? ` (last error: ${(last as Error).message})` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/* Section - accounts */

/** One bcrypt hash of PASSWORD (GoTrue's cost), given to every bulk-created account: sign-ins still verify it. */
let passwordHash: string | null = null;

/** Signs `email` in with supabase-js against `target`. */
export const signInAt = (target: Target, email: string, password = PASSWORD): Promise<Member> =>
  passwordSignIn(target.apiUrl, email, password);

/** `count` confirmed accounts made with the admin API (which no sign-in rate limit counts), a few at a time. */
export async function createAccounts(target: Target, count: number, label = 'member') {
  passwordHash ??= await bcrypt.hash(PASSWORD, 10);
  const admin = serviceClientOf(target.apiUrl).auth.admin;
  return await mapLimit(Array.from({ length: count }), 6, async (_, index) => {
    const email = uniqueEmail(`${label}${index}`);
    const { data, error } = await admin.createUser({
      email,
      password_hash: passwordHash!,
      email_confirm: true,
      user_metadata: { display_name: `${label} ${index}` },
    });
    if (error) throw new Error(`could not create ${email}: ${error.message}`);
    return { id: data.user.id, email };
  });
}

/** `count` confirmed members made with the admin API and signed in, a few at a time. */
export async function createMembers(target: Target, count: number, label = 'member'): Promise<Member[]> {
  const accounts = await createAccounts(target, count, label);
  return await mapLimit(accounts, 6, (account) => signInAt(target, account.email));
}

/** Deletes an account with the admin API (its profile and everything it owns go with it). */
export async function deleteUser(target: Target, id: string): Promise<void> {
  const { error } = await serviceClientOf(target.apiUrl).auth.admin.deleteUser(id);
  if (error) throw new Error(`could not delete ${id}: ${error.message}`);
}

/* Section - database */

/** One query as the `postgres` role of `target`. */
export const sqlAt = <T extends pg.QueryResultRow>(target: Target, text: string, values: unknown[] = []) =>
  queryAt<T>(target.dbUrl, text, values);

/**
 * An md5 of every row of every table in the app's and Supabase's schemas (public, storage, auth), by table.
 * Equal checksums before and after mean nothing was written, however the rows are ordered on disk.
 */
export async function databaseChecksums(target: Target): Promise<Record<string, string>> {
  const tables = await sqlAt<{ name: string }>(
    target,
    `select format('%I.%I', n.nspname, c.relname) as name
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname in ('public', 'storage', 'auth')
     order by 1`,
  );
  expect(tables.map((t) => t.name)).toEqual(
    expect.arrayContaining([
      'public.ideas',
      'public.ratings',
      'public.profiles',
      'storage.objects',
      'auth.users',
    ]),
  );
  const union = tables
    .map(
      ({ name }) =>
        `select ${pg.escapeLiteral(name)} as name, ` +
        `coalesce(md5(string_agg(t::text, ',' order by t::text)), 'empty') as sum from ${name} t`,
    )
    .join(' union all ');
  const rows = await sqlAt<{ name: string; sum: string }>(target, union);
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}

/* Section - stacks of their own */

export interface OwnStack {
  stack: RunningStack;
  target: Target;
  dataDir: string;
  /** Lines the stack logged (kept for failure messages). */
  log: string[];
  stop(): Promise<void>;
}

/** A whole stack in a throw-away folder on free ports, for tests that break parts of it or change its settings. */
export async function startOwnStack(options: Partial<StackOptions> = {}): Promise<OwnStack> {
  const { dataDir: _dataDir, ports: _ports, ...rest } = options;
  const stack = await startThrowawayStack({ prefix: 'ideaboard-resilience-', ...rest });
  // As the suite's own stack (tests/support/global-setup.ts): these files write more than one member would.
  await liftWriteLimits(stack.dbUrl);
  return {
    stack,
    target: { apiUrl: stack.apiUrl, dbUrl: stack.dbUrl },
    dataDir: stack.dataDir,
    log: stack.log,
    stop: () => stack.dispose(),
  };
}
