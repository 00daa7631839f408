// Shared by the HTTP tests of the /api edge function: sign-ins with the real supabase-js, fresh members,
// one request helper that returns status and parsed body, valid idea forms and minimal pitch-deck files. In the
// api suite every answer the request helper reads is checked against the OpenAPI document (below).
import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { apiUrl, serviceClient, sql, uniqueEmail } from '../support/shared-stack.ts';
import { passwordSignIn, PASSWORD, type Member } from '../support/accounts.ts';
import { openApiDocument } from '../support/api-contract.ts';
import { AnswerChecker, recordAnswer } from '../support/answer-check.ts';
import { observeAnswers, request, type RequestOptions } from '../support/request.ts';

export { apiUrl, PASSWORD, sql, uniqueEmail, type Member };
export const SEED = {
  admin: { email: 'admin@example.com', id: 'a9d1c3e5-0000-4000-a000-000000000001' },
  alice: { email: 'alice@example.com', id: 'b47e2f10-0000-4000-a000-000000000002' },
  bob: { email: 'bob@example.com', id: 'c2f8a6d4-0000-4000-a000-000000000003' },
} as const;

/** The id of seed idea `n` (1-16 approved, 17-19 pending, 20-21 rejected). */
export const seedIdea = (n: number): string => `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;

/* Section - sessions */

const sessions = new Map<string, Promise<Member>>();

/** A signed-in session with supabase-js, one per e-mail and test file (tokens last an hour). */
export function signIn(email: string, password = PASSWORD): Promise<Member> {
  let session = sessions.get(email);
  if (!session) {
    session = passwordSignIn(apiUrl(), email, password);
    sessions.set(email, session);
  }
  return session;
}

export const signInAdmin = () => signIn(SEED.admin.email);
export const signInAlice = () => signIn(SEED.alice.email);
export const signInBob = () => signIn(SEED.bob.email);

/** A new confirmed member made with the admin API, signed in. */
export async function newMember(label = 'member', displayName = `Test ${label}`): Promise<Member> {
  const email = uniqueEmail(label);
  const { error } = await serviceClient().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { display_name: displayName },
  });
  if (error) throw new Error(`could not create ${email}: ${error.message}`);
  return signIn(email);
}

/* Section - requests */

/**
 * Every answer to /api: a status its route declares and a body of the shape the document gives for it, else the
 * request throws, failing the test that sent it. Only where the global setup keeps the record (the api suite):
 * the resilience suite imports these helpers too, and its answers come from a broken stack on purpose.
 */
const answerLog = inject('answerLog');
if (answerLog) {
  const checker = new AnswerChecker(openApiDocument());
  observeAnswers((sent, answer) => {
    const verdict = checker.check({ ...sent, ...answer });
    if (!verdict) return;
    recordAnswer(answerLog, verdict);
    if (verdict.problem) throw new Error(`Answer not as the OpenAPI document says: ${verdict.problem}`);
  });
}

export type ApiOptions = Omit<RequestOptions, 'timeoutMs'>;

/** The API's envelope: { success, data, message?, meta? } or { success: false, message, code, details? }. */
export interface Envelope<T = unknown> {
  success: boolean;
  data: T;
  message?: string;
  code?: string;
  details?: Record<string, string[]>;
  meta?: { limit: number; offset: number; total?: number };
}

export interface ApiAnswer<T = unknown> {
  status: number;
  /** The parsed JSON envelope (an empty answer, e.g. to HEAD, is left as its text). */
  body: Envelope<T>;
  headers: Headers;
}

/** The address of an API path, e.g. `/ideas?limit=5`. */
export const apiPath = (pathname: string): string => `${apiUrl()}/functions/v1/api${pathname}`;

/** One request to the API; the body is parsed as JSON when it is JSON, else returned as text. */
export async function api<T = unknown>(pathname: string, options: ApiOptions = {}): Promise<ApiAnswer<T>> {
  const answer = await request(apiPath(pathname), options);
  const body = answer.isJson ? answer.json : answer.text;
  return { status: answer.status, body: body as Envelope<T>, headers: answer.headers };
}

/** Asserts the error envelope with its status and code, and returns the body. */
export function expectError(answer: ApiAnswer, status: number, code?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.success).toBe(false);
  expect(typeof answer.body.message).toBe('string');
  expect(typeof answer.body.code).toBe('string');
  if (code) expect(answer.body.code).toBe(code);
  expect(answer.body).not.toHaveProperty('data');
  return answer.body as { success: false; message: string; code: string; details?: Record<string, string[]> };
}

/** Asserts a 422 naming `field` among the field errors. */
export function expectInvalid(answer: ApiAnswer, field: string) {
  const body = expectError(answer, 422, 'validation_failed');
  expect(Object.keys(body.details ?? {}), JSON.stringify(body.details)).toContain(field);
  return body;
}

/** Asserts a success envelope with `status`, and returns its data. */
export function expectOk<T = unknown>(answer: ApiAnswer, status = 200): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.success).toBe(true);
  expect(answer.body).toHaveProperty('data');
  return answer.body.data as T;
}

/* Section - ideas */

/** The fields of a valid idea as the SPA sends them (tags and socialMedia as JSON text). */
export function ideaFields(overrides: Record<string, string | null> = {}): Record<string, string> {
  const fields: Record<string, string | null> = {
    title: `Test idea ${randomUUID().slice(0, 8)}`,
    description: 'A service that does something genuinely useful for a clearly defined group of people.',
    category: 'technology',
    targetMarket: 'Small businesses in Europe',
    businessModel: 'Monthly subscription per seat',
    competitors: 'Nobody yet',
    fundingNeeded: '50000',
    timeline: '6 months',
    tags: JSON.stringify(['test', 'api']),
    websiteUrl: 'https://example.com',
    socialMedia: JSON.stringify({ twitter: 'https://twitter.com/example' }),
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}

/** A multipart form of a valid idea; a null override leaves that field out. */
export function ideaForm(
  overrides: Record<string, string | null> = {},
  pitchDeck?: { bytes: Uint8Array; name: string; type?: string },
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(ideaFields(overrides))) form.append(key, value);
  if (pitchDeck) {
    form.append('pitchDeck', new Blob([pitchDeck.bytes], { type: pitchDeck.type ?? '' }), pitchDeck.name);
  }
  return form;
}

/** Submits a valid idea as `member` and returns its answer data. */
export async function submitIdea(
  member: Member,
  overrides: Record<string, string | null> = {},
): Promise<{ id: string; title: string; description: string; status: string; [key: string]: unknown }> {
  return expectOk(await api('/ideas', { token: member.token, form: ideaForm(overrides) }), 201);
}

/** Approves `ideaId` as the seed administrator. */
export async function approve(ideaId: string): Promise<void> {
  const admin = await signInAdmin();
  expectOk(await api(`/admin/ideas/${ideaId}/approve`, { token: admin.token, method: 'PUT' }));
}

/** A new member's idea, already approved. */
export async function approvedIdea(member: Member, overrides: Record<string, string | null> = {}) {
  const idea = await submitIdea(member, overrides);
  await approve(idea.id);
  return idea;
}

/* Section - files */

/** A minimal PDF: it starts with %PDF- as content sniffing expects. */
export function pdfBytes(extra = 0): Uint8Array {
  const text = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  const head = new TextEncoder().encode(text);
  const bytes = new Uint8Array(head.length + extra);
  bytes.set(head);
  for (let i = head.length; i < bytes.length; i++) bytes[i] = 0x20 + (i % 90);
  return bytes;
}

/** A minimal PPTX: a zip (PK\x03\x04) naming a ppt/ entry. */
export function pptxBytes(): Uint8Array {
  const name = new TextEncoder().encode('ppt/presentation.xml');
  const header = new Uint8Array(30 + name.length);
  header.set([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
  header[26] = name.length;
  header.set(name, 30);
  const end = new Uint8Array(22);
  end.set([0x50, 0x4b, 0x05, 0x06]);
  const bytes = new Uint8Array(header.length + end.length);
  bytes.set(header);
  bytes.set(end, header.length);
  return bytes;
}

/** A minimal legacy PowerPoint (.ppt): the OLE2 signature. */
export function pptBytes(): Uint8Array {
  const bytes = new Uint8Array(512);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return bytes;
}

/* Section - database checks */

/** Row counts of the tables the API writes, scoped to one author's ideas and decks and one idea's ratings. */
export async function rowCounts(where: { ideaAuthor?: string; ideaId?: string } = {}) {
  const [row] = await sql<{ ideas: string; ratings: string; objects: string }>(
    `select
       (select count(*) from public.ideas where ($1::uuid is null or author_id = $1)) as ideas,
       (select count(*) from public.ratings where ($2::uuid is null or idea_id = $2)) as ratings,
       (select count(*) from storage.objects where bucket_id = 'pitch-decks'
          and ($1::uuid is null or name like $1::text || '/%')) as objects`,
    [where.ideaAuthor ?? null, where.ideaId ?? null],
  );
  return row!;
}

/** The idea row as stored, for comparisons after refused writes. */
export async function storedIdea(id: string) {
  const [row] = await sql(`select * from public.ideas where id = $1`, [id]);
  return row;
}
