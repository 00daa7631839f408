// Malformed requests to every endpoint of the API (every route the contracts declare, each its share of the runs),
// generated with fast-check from a fixed seed, as a visitor, a member, an administrator and with forged
// credentials: wrong types, missing and extra fields, huge strings, odd Unicode (lone surrogates, NUL, invalid
// UTF-8), bad UUIDs, bad JSON, bad multipart, wrong methods and oversized bodies. Every answer must be the API's
// JSON envelope and never a 5xx, no request that is not a read may succeed, and afterwards every table of the
// database is exactly as before (a checksum of all their rows).
//
// Reproduce a failure with the seed it prints: RESILIENCE_SEED=<seed> npx vitest run --project resilience bad-input
// (RESILIENCE_RUNS=<n> for more runs in all; RESILIENCE_SHRINK=1 to let fast-check shrink the failing request).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ideaFields, pdfBytes, seedIdea, signInAdmin } from '../api/support.ts';
import {
  aimAt,
  BOUNDARY,
  encodeMultipart,
  endpointReached,
  ENDPOINTS,
  refusesUnknownFields,
  requestsTo,
  strayRequests,
  type Part,
  type Request,
  type Role,
} from './malformed.ts';
import {
  createMembers,
  databaseChecksums,
  expectEnvelope,
  expectFailure,
  expectSuccess,
  send,
  sharedStack,
  sqlAt,
  type Answer,
  type Member,
  type Target,
} from './support.ts';

const SEED = Number(process.env.RESILIENCE_SEED ?? 20251101);
const RUNS = Number(process.env.RESILIENCE_RUNS ?? 600);
/** Each endpoint's share of the runs, and the paths no endpoint answers one more share. */
const PER_ENDPOINT = Math.max(4, Math.ceil(RUNS / (ENDPOINTS.length + 1)));

let target: Target;
let member: Member;
let admin: Member;
let existingIds: Set<string>;
/** The member's own pending idea: a row only reads may name (and the oversized edit below, refused for its size). */
let ownIdea: string;
let checksumsBefore: Record<string, string>;
let sent = 0;

beforeAll(async () => {
  target = sharedStack();
  let members: Member[];
  [admin, members] = await Promise.all([signInAdmin(), createMembers(target, 1, 'fuzzer')]);
  member = members[0]!;
  const form = new FormData();
  for (const [key, value] of Object.entries(ideaFields())) form.append(key, value);
  ownIdea = expectSuccess(
    await send<{ id: string }>(target, '/ideas', { token: member.token, form }),
    201,
  ).id;
  const rows = await sqlAt<{ id: string }>(
    target,
    `select id::text from public.ideas union select id::text from auth.users
     union select id::text from public.ratings union select id::text from storage.objects
     union select id::text from public.comments union select id::text from public.notifications
     union select id::text from public.roadmap_items union select id::text from public.landing_pages
     union select slug from public.landing_pages union select id::text from public.waitlist_signups
     union select id::text from public.mail_outbox`,
  );
  existingIds = new Set(rows.map((row) => row.id.toLowerCase()));
  const published = await sqlAt<{ slug: string }>(
    target,
    'select slug from public.landing_pages where published_at is not null order by slug',
  );
  aimAt({ existingIds, ownIdea, memberId: member.id, slugs: published.map((page) => page.slug) });
  checksumsBefore = await databaseChecksums(target);
});

/* Section - sending */

async function sendRequest(request: Request): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (request.role === 'member') headers.authorization = `Bearer ${member.token}`;
  if (request.role === 'admin') headers.authorization = `Bearer ${admin.token}`;
  if (request.authorization) headers.authorization = request.authorization;
  if (request.body?.contentType) headers['content-type'] = request.body.contentType;
  sent += 1;
  return await send(target, request.path, { method: request.method, headers, body: request.body?.bytes });
}

/* Section - tests */

/** What the sweep saw: statuses, roles, the endpoints requests reached, statuses those do not declare. */
const seen = {
  statuses: new Map<number, number>(),
  roles: new Set<Role>(),
  reached: new Set<string>(),
  undeclared: new Map<string, Set<number>>(),
};

/** The sweep's promises for one answer: never a 5xx, always the envelope, and only reads succeed. */
async function sweep(request: Request): Promise<void> {
  const answer = await sendRequest(request);
  const label = String(request[fc.toStringMethod]());
  const reached = endpointReached(request);
  if (reached?.file && answer.status < 300) {
    expect(answer.status, label).toBe(200);
    expect(answer.headers.get('content-type'), label).toBe(reached.file);
  } else if (reached?.bare && answer.status < 300) {
    expect(answer.status, label).toBe(200);
    expect(answer.isJson, `${label} -> ${answer.text.slice(0, 300)}`).toBe(true);
  } else {
    expectEnvelope(answer, label);
  }
  // Reads may succeed; anything else was malformed (or aimed at nothing) and must be refused.
  if (request.method !== 'GET')
    expect(answer.status, `${label} -> ${answer.text}`).toBeGreaterThanOrEqual(400);
  seen.statuses.set(answer.status, (seen.statuses.get(answer.status) ?? 0) + 1);
  seen.roles.add(request.role);
  if (reached) {
    seen.reached.add(reached.name);
    if (!reached.statuses.includes(answer.status)) {
      seen.undeclared.set(
        reached.label,
        (seen.undeclared.get(reached.label) ?? new Set()).add(answer.status),
      );
    }
  }
}

const property = (requests: fc.Arbitrary<Request>) =>
  fc.assert(fc.asyncProperty(requests, sweep), {
    seed: SEED,
    numRuns: PER_ENDPOINT,
    endOnFailure: !process.env.RESILIENCE_SHRINK,
  });

describe('malformed requests to every endpoint', () => {
  it('every JSON body the contracts declare refuses fields it does not name', () => {
    const lax = ENDPOINTS.filter((endpoint) => endpoint.body.kind === 'json')
      .filter((endpoint) => endpoint.body.kind === 'json' && !refusesUnknownFields(endpoint.body.schema))
      .map((endpoint) => endpoint.label);
    expect(lax, 'bodies that take unknown fields').toEqual([]);
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.label}: ${PER_ENDPOINT} generated requests (seed ${SEED}), never a 5xx, always the envelope${endpoint.read ? '' : ', refused'}`, async () => {
      await property(requestsTo(endpoint));
      expect(seen.reached, `no request reached ${endpoint.label}`).toContain(endpoint.name);
    });
  }

  it(`paths no endpoint answers: ${PER_ENDPOINT} generated requests, each refused in the envelope`, async () => {
    await property(strayRequests());
  });

  it('reached every endpoint, every role and every kind of refusal it is meant to', () => {
    console.log(
      `malformed-request sweep: ${seen.reached.size} of ${ENDPOINTS.length} endpoints, ${sent} requests`,
    );
    if (seen.undeclared.size) {
      // Not the sweep's promise (the contracts list the statuses of well-formed requests); worth knowing.
      const lines = [...seen.undeclared].map(
        ([label, statuses]) => `  ${label}: ${[...statuses].join(', ')}`,
      );
      console.log(`statuses the contracts do not declare:\n${lines.join('\n')}`);
    }
    expect(ENDPOINTS.filter((endpoint) => !seen.reached.has(endpoint.name)).map((e) => e.label)).toEqual([]);
    expect([...seen.roles].sort()).toEqual(['admin', 'forged', 'member', 'visitor']);
    for (const status of [400, 401, 403, 404, 405, 415, 422]) {
      expect(
        seen.statuses.get(status) ?? 0,
        `answers with ${status}: ${JSON.stringify([...seen.statuses])}`,
      ).toBeGreaterThan(0);
    }
  });

  it("fields named like Object.prototype's members are refused as unknown fields, never a 500", async () => {
    const unknownIdea = '00000000-0000-4000-b000-0000000fffff';
    for (const key of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) {
      const rating = `{"ideaId":"${unknownIdea}","marketDemand":1,"innovation":2,"competition":3,"${key}":"x"}`;
      const profile = `{"bio":"a","${key}":{"bio":"b"}}`;
      const form = Object.entries(ideaFields()).map(([name, value]): Part => ({ name, value }));
      const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
      const json = { 'content-type': 'application/json' };
      const cases: [string, string, Record<string, string>, string | Uint8Array<ArrayBuffer>][] = [
        ['POST', '/ratings', json, rating],
        ['PUT', '/me', json, profile],
        ['POST', `/admin/ideas/${unknownIdea}/reject`, json, `{"${key}":"x"}`],
        ['POST', '/ideas', multipart, encodeMultipart([...form, { name: key, value: 'x' }], BOUNDARY)],
        [
          'POST',
          '/ideas',
          multipart,
          encodeMultipart(
            [...form, { name: key, file: pdfBytes(), filename: 'x.pdf', type: 'application/pdf' }],
            BOUNDARY,
          ),
        ],
      ];
      for (const [method, path, headers, body] of cases) {
        sent += 1;
        const answer = await send(target, path, { method, token: admin.token, headers, body });
        expectFailure(answer, 422, 'validation_failed');
        const details = (answer.body as { details?: Record<string, string[]> }).details ?? {};
        expect(Object.keys(details), `${method} ${path} with ${key}: ${answer.text}`).toContain(key);
      }
    }
  });

  it('oversized bodies are refused with 413 and nothing else breaks', async () => {
    const big = (bytes: number) => JSON.stringify({ reason: 'x'.repeat(bytes) });
    const json = { 'content-type': 'application/json' };
    const cases: [string, string, Member, Record<string, string>, string | Uint8Array<ArrayBuffer>][] = [
      ['POST', '/ratings', member, json, big(2 * 1024 * 1024)],
      ['PUT', '/me', member, json, big(1024 * 1024)],
      ['POST', `/admin/ideas/${seedIdea(17)}/reject`, admin, json, big(3 * 1024 * 1024)],
    ];
    // A form of 11 MB: a valid idea whose deck is over the 10 MB limit.
    const form = Object.entries(ideaFields()).map(([name, value]): Part => ({ name, value }));
    form.push({
      name: 'pitchDeck',
      file: pdfBytes(11 * 1024 * 1024),
      filename: 'deck.pdf',
      type: 'application/pdf',
    });
    const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
    cases.push(['POST', '/ideas', member, multipart, encodeMultipart(form, BOUNDARY)]);
    cases.push(['PUT', `/ideas/${ownIdea}`, member, multipart, encodeMultipart(form, BOUNDARY)]);
    for (const [method, path, caller, headers, body] of cases) {
      sent += 1;
      const answer = await send(target, path, { method, token: caller.token, headers, body });
      expectFailure(answer, 413, 'payload_too_large');
    }
  });

  it('deeply nested JSON (up to 500 000 levels, within the 1 MB limit) is refused without a 5xx', async () => {
    for (const depth of [1000, 100_000, 500_000]) {
      const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const cases: [string, string, Member, string][] = [
        ['POST', '/ratings', member, `{"ideaId":${nested}}`],
        ['POST', '/ratings', member, nested],
        ['PUT', '/me', member, `{"displayName":"x","socialLinks":{"twitter":${nested}}}`],
        ['POST', `/admin/ideas/${seedIdea(17)}/reject`, admin, `{"reason":${nested}}`],
      ];
      for (const [method, path, caller, body] of cases) {
        sent += 1;
        const answer = await send(target, path, {
          method,
          token: caller.token,
          headers: { 'content-type': 'application/json' },
          body,
        });
        expectEnvelope(answer, `${method} ${path} nested ${depth} deep`);
        expect(answer.status).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it('afterwards every table of the database is exactly as before', async () => {
    expect(sent).toBeGreaterThanOrEqual(500);
    expect(await databaseChecksums(target)).toEqual(checksumsBefore);
  });
});
