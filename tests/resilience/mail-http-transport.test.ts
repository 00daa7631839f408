// The mail worker through an HTTPS mail API in Resend's shape, against a small server of this file that plays the
// API: what the worker sends (the key, an Idempotency-Key per outbox row, from, to, subject, html, text and the
// unsubscribe headers), and what it does with the API's answers: a 422 marks the mail failed with the API's reason
// and the run goes on; a 429 gives the attempt back and waits the Retry-After it names; a 503 is tried again after
// its Retry-After, a 500 after the back-off; each mail is accepted once. And the refusal hosted Supabase would
// otherwise make silently: SMTP on port 587 from a hosted Edge Function answers 503 with the reason, says it once
// in the log, and the outbox waits. Each part needs its own function settings, so each starts a stack of its own.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ROLE_KEY } from '../../stack/index.ts';
import {
  createAccounts,
  describeAnswer,
  eventually,
  expectFailure,
  send,
  sqlAt,
  startOwnStack,
  type OwnStack,
  type Target,
} from './support.ts';

interface Sent {
  at: number;
  path: string;
  authorization?: string;
  idempotencyKey?: string;
  body: {
    from: string;
    to: string[];
    subject: string;
    html: string;
    text: string;
    headers: Record<string, string>;
  };
  status: number;
}

interface Scripted {
  status: number;
  retryAfter?: string;
  body: { statusCode: number; name: string; message: string };
}

interface OutboxState {
  attempts: number;
  last_error: string | null;
  sent: boolean;
  wait_ms: number;
}

const API_KEY = 'test-mail-api-key';

/** An error answer in Resend's shape. */
const refusal = (status: number, name: string, message: string, retryAfter?: string): Scripted => ({
  status,
  retryAfter,
  body: { statusCode: status, name, message },
});
const FROM = 'Ideaboard <mail@ideaboard.example>';

/* Section - the mail API's stand-in */

const requests: Sent[] = [];
/** The answers a recipient gets first, in order; after them, 200 with an id. */
const script = new Map<string, Scripted[]>();
let server: Server;

function startMailApi(): Promise<number> {
  const ids = new Map<string, string>();
  server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(text) as Sent['body'];
      const scripted = script.get(body.to[0]!)?.shift();
      const key = req.headers['idempotency-key'] as string | undefined;
      const status = scripted?.status ?? 200;
      requests.push({
        at: Date.now(),
        path: req.url ?? '',
        authorization: req.headers.authorization,
        idempotencyKey: key,
        body,
        status,
      });
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (scripted?.retryAfter) headers['retry-after'] = scripted.retryAfter;
      res.writeHead(status, headers);
      if (scripted) return res.end(JSON.stringify(scripted.body));
      // As Resend: a key seen before answers the first id again and sends nothing new.
      const id = ids.get(key ?? '') ?? crypto.randomUUID();
      if (key) ids.set(key, id);
      res.end(JSON.stringify({ id }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

/* Section - helpers */

/** One outbox row for `recipient`, as a review would write it; its id. */
async function enqueue(target: Target, recipient: string, title: string): Promise<string> {
  const [row] = await sqlAt<{ id: string }>(
    target,
    `select private.enqueue_mail($1::uuid, 'review_outcome',
       jsonb_build_object('idea_id', gen_random_uuid(), 'title', $2::text, 'decision', 'approved'))::text as id`,
    [recipient, title],
  );
  expect(row?.id).toBeTruthy();
  return row!.id;
}

async function outboxRow(target: Target, id: string): Promise<OutboxState> {
  const [row] = await sqlAt<OutboxState>(
    target,
    `select attempts, last_error, sent_at is not null as sent,
            (extract(epoch from next_attempt_at - now()) * 1000)::int as wait_ms
     from public.mail_outbox where id = $1`,
    [id],
  );
  return row!;
}

const sentTo = (email: string) => requests.filter((request) => request.body.to[0] === email);

const untilSent = (target: Target, id: string) =>
  eventually(
    `outbox row ${id} sent`,
    async () => ((await outboxRow(target, id)).sent ? true : undefined),
    60_000,
  );

/* Section - through the API */

describe('the mail worker through an HTTPS mail API', () => {
  let own: OwnStack;
  let accounts: { id: string; email: string }[];

  beforeAll(async () => {
    const port = await startMailApi();
    own = await startOwnStack({
      functionEnv: { MAIL_API_URL: `http://127.0.0.1:${port}`, MAIL_API_KEY: API_KEY, MAIL_FROM: FROM },
    });
    accounts = await createAccounts(own.target, 5, 'mailapi');
  });

  afterAll(async () => {
    await own?.stop();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('sends the mail as JSON with the key and a stable Idempotency-Key, and nothing over SMTP', async () => {
    const [ada] = accounts;
    const id = await enqueue(own.target, ada!.id, 'API mailed idea');
    await untilSent(own.target, id);

    const [request] = sentTo(ada!.email);
    expect(request).toMatchObject({
      path: '/emails',
      authorization: `Bearer ${API_KEY}`,
      status: 200,
      body: { from: FROM, to: [ada!.email], subject: 'Your idea "API mailed idea" is live' },
    });
    expect(request!.idempotencyKey).toMatch(new RegExp(`^outbox-${id}-[0-9a-f-]{36}$`));
    expect(request!.body.html).toContain('&quot;API mailed idea&quot; was approved');
    expect(request!.body.text).toContain('"API mailed idea" was approved');
    expect(request!.body.text).toMatch(/See your idea: http:\/\/\S+\/idea\/[0-9a-f-]{36}/);
    expect(request!.body.headers).toEqual({
      'Message-ID': expect.stringMatching(new RegExp(`^<outbox-${id}@ideaboard\\.example>$`)) as string,
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/\S+\/functions\/v1\/api\/unsubscribe\?token=[0-9a-f-]{36}&topic=review_outcomes>$/,
      ) as string,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await outboxRow(own.target, id)).toMatchObject({ attempts: 1, last_error: null });
    expect(own.stack.mailbox.list(ada!.email)).toEqual([]);
  });

  it("marks a mail the API refuses (422) failed for good with the API's reason; the next mail still goes", async () => {
    const [, bob, cleo] = accounts;
    script.set(bob!.email, [refusal(422, 'validation_error', 'Invalid `to` field.')]);
    const refused = await enqueue(own.target, bob!.id, 'Refused idea');
    const fine = await enqueue(own.target, cleo!.id, 'Fine idea');
    await untilSent(own.target, fine);
    await eventually('the refused mail given up', async () =>
      (await outboxRow(own.target, refused)).attempts === 12 ? true : undefined,
    );
    expect(await outboxRow(own.target, refused)).toMatchObject({
      sent: false,
      last_error: 'The mail API answered 422: validation_error: Invalid `to` field.',
    });
    expect(sentTo(bob!.email)).toHaveLength(1);
  });

  it('gives the attempt back on a 429 and tries again once its Retry-After has passed', async () => {
    const dan = accounts[3]!;
    script.set(dan.email, [refusal(429, 'rate_limit_exceeded', 'Too many requests.', '3')]);
    const id = await enqueue(own.target, dan.id, 'Rate-limited idea');
    const waiting = await eventually('the 429 recorded', async () => {
      const row = await outboxRow(own.target, id);
      return row.last_error ? row : undefined;
    });
    expect(waiting).toMatchObject({ attempts: 0, sent: false });
    expect(waiting.last_error).toBe('The mail API answered 429: rate_limit_exceeded: Too many requests.');
    expect(waiting.wait_ms).toBeGreaterThan(1000);
    expect(waiting.wait_ms).toBeLessThanOrEqual(3000);

    await untilSent(own.target, id);
    const [limited, accepted] = sentTo(dan.email);
    expect([limited?.status, accepted?.status]).toEqual([429, 200]);
    expect(accepted!.at - limited!.at).toBeGreaterThanOrEqual(2900);
    expect(accepted!.idempotencyKey).toBe(limited!.idempotencyKey);
    expect(await outboxRow(own.target, id)).toMatchObject({ attempts: 1, last_error: null });
  });

  it('counts a 503 and a 500 as attempts, waiting the Retry-After or else the back-off, with the same key', async () => {
    const eve = accounts[4]!;
    script.set(eve.email, [
      refusal(503, 'application_error', 'Try again later.', '2'),
      refusal(500, 'internal_server_error', 'Oops.'),
    ]);
    const id = await enqueue(own.target, eve.id, 'Outage idea');
    await untilSent(own.target, id);
    const [unavailable, failed, accepted] = sentTo(eve.email);
    expect([unavailable?.status, failed?.status, accepted?.status]).toEqual([503, 500, 200]);
    expect(failed!.at - unavailable!.at).toBeGreaterThanOrEqual(1900);
    // No Retry-After: the back-off after a second attempt, 2^2 seconds.
    expect(accepted!.at - failed!.at).toBeGreaterThanOrEqual(3900);
    expect(new Set([unavailable, failed, accepted].map((r) => r!.idempotencyKey)).size).toBe(1);
    expect(await outboxRow(own.target, id)).toMatchObject({ attempts: 3, last_error: null });

    const acceptedKeys = requests.filter((r) => r.status === 200).map((r) => r.idempotencyKey);
    expect(new Set(acceptedKeys).size).toBe(acceptedKeys.length);
    // Nothing is due any more: a further run claims nothing, so it cannot send anything twice.
    const run = await send<{ claimed: number }>(own.target, '/internal/deliver-mail', {
      method: 'POST',
      headers: { 'x-mail-worker-secret': SERVICE_ROLE_KEY },
    });
    expect(run.body.data.claimed, describeAnswer(run)).toBe(0);
  });
});

/* Section - SMTP on a blocked port, hosted */

describe('SMTP on port 587 from hosted Supabase', () => {
  let own: OwnStack;

  beforeAll(async () => {
    // SB_REGION is what the hosted edge runtime sets; the stack's mailbox is the SMTP server, on port 587 here.
    own = await startOwnStack({ functionEnv: { SB_REGION: 'eu-central-1', SMTP_PORT: '587' } });
  });

  afterAll(async () => {
    await own?.stop();
  });

  it('is refused with a 503 that names the reason, said once per instance in the log, and the outbox waits', async () => {
    const [account] = await createAccounts(own.target, 1, 'mailhosted');
    const id = await enqueue(own.target, account!.id, 'Waiting idea');
    for (let run = 0; run < 3; run++) {
      const answer = await send(own.target, '/internal/deliver-mail', {
        method: 'POST',
        headers: { 'x-mail-worker-secret': SERVICE_ROLE_KEY },
      });
      const body = expectFailure(answer, 503, 'mail_port_blocked');
      expect(body.message).toBe(
        'SMTP port 587 is blocked for hosted Edge Functions: set MAIL_API_KEY to send through the HTTPS mail ' +
          'API, or use SMTP on port 465. The outbox keeps its mails until then.',
      );
    }
    expect(await outboxRow(own.target, id)).toMatchObject({ attempts: 0, last_error: null, sent: false });
    // Once per instance of the function: each has its own memory, as hosted workers do.
    const said = own.log.filter((line) => line.startsWith('[functions/api]') && line.includes('port 587'));
    expect(said.length).toBeGreaterThanOrEqual(1);
    expect(said.length).toBeLessThanOrEqual(own.stack.functions.get('api')!.instancesStarted);
    for (const line of said) expect(line).toContain('[mail worker] SMTP port 587 is blocked');
  });
});
