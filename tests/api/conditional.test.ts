// Conditional and compressed answers: a public GET carries a strong ETag and answers 304 to a matching
// If-None-Match; the tag changes with anything the answer shows (a rating, an approval, an edit) and with who asks,
// and only with that (a rating leaves the roadmap's and other ideas' tags); gzip answers decompress to the same JSON;
// Cache-Control says who may keep an answer, so that a CDN in front of the function keeps only visitors' answers.
// Tags are the function's to make: one worked out from the read versions (as they once were) gets no 304 for an
// idea the caller may not see, only the 404 a missing idea gets. A PNG preview image goes out as it is, never gzipped.
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  apiPath,
  approve,
  approvedIdea,
  expectError,
  expectOk,
  ideaForm,
  type Member,
  newMember,
  signInAdmin,
  signInAlice,
  sql,
  submitIdea,
} from './support.ts';

let owner: Member;
let alice: Member;
let admin: Member;

beforeAll(async () => {
  [owner, alice, admin] = await Promise.all([
    newMember('etag-owner', 'Etta Owner'),
    signInAlice(),
    signInAdmin(),
  ]);
});

/** The tag of a 200 answer, checked to be strong. */
function tagOf(answer: { status: number; headers: Headers }): string {
  expect(answer.status).toBe(200);
  const tag = answer.headers.get('etag');
  expect(tag).toMatch(/^"[^"]+"$/);
  return tag!;
}

const revalidate = (path: string, tag: string, token?: string) =>
  api(path, { token, headers: { 'if-none-match': tag } });

/** The raw bytes of an answer, as sent by the function through the gateway (Node's fetch would decode them). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, unknown>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(apiPath(path), { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ headers: answer.headers, bytes: Buffer.concat(chunks) }));
      answer.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('ETag and 304', () => {
  it('answers a repeat with 304, no body, and the same validators', async () => {
    const path = '/ideas?status=approved&sort=finalScore&order=desc&limit=5';
    const first = await api(path);
    const tag = tagOf(first);
    const again = await revalidate(path, tag);
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe('public, no-cache');
    // A tag the client got weakened by a proxy still matches (If-None-Match compares weakly).
    expect((await revalidate(path, `W/${tag}`)).status).toBe(304);
    expect((await revalidate(path, '"something-else"')).status).toBe(200);
  });

  it('every public GET carries a tag and answers 304 on a repeat', async () => {
    const idea = await approvedIdea(owner);
    const paths = [
      '/ideas',
      `/ideas/${idea.id}`,
      `/ideas/${idea.id}/scores`,
      `/ratings/idea/${idea.id}`,
      `/users/${owner.id}`,
      `/users/${owner.id}/ideas`,
      `/users/${owner.id}/ratings`,
      '/roadmap',
      `/ideas/${idea.id}/comments`,
    ];
    for (const path of paths) {
      const tag = tagOf(await api(path));
      expect((await revalidate(path, tag)).status, path).toBe(304);
    }
  });

  it('gives a fresh 200 right after a rating changes the answer', async () => {
    const idea = await approvedIdea(owner);
    const path = `/ideas/${idea.id}/scores`;
    const before = await api<{ totalRatings: number }>(path);
    const tag = tagOf(before);
    expectOk(
      await api('/ratings', {
        token: alice.token,
        json: { ideaId: idea.id, marketDemand: 80, innovation: 70, competition: 60 },
      }),
      201,
    );
    const after = await revalidate(path, tag);
    expect(tagOf(after)).not.toBe(tag);
    expect(expectOk<{ totalRatings: number }>(after).totalRatings).toBe(before.body.data.totalRatings + 1);
  });

  it("keeps a visitor's answer under its tag: a repeat without the tag comes from memory until a rating changes it", async () => {
    const idea = await approvedIdea(owner);
    const path = `/ideas/${idea.id}/scores`;
    // Each function process keeps its own answers (the suite runs two behind the gateway, each replaced now and
    // then), and another file's write may move the global version: reads repeat until one comes from memory under
    // the tag of the read before it.
    let first = await api(path);
    let second: Awaited<ReturnType<typeof api>> | undefined;
    for (let attempt = 0; attempt < 20 && !second; attempt++) {
      const next = await api(path);
      if (tagOf(next) === tagOf(first) && next.headers.get('x-cache') === 'HIT') second = next;
      else first = next;
    }
    expect(second?.headers.get('x-cache')).toBe('HIT');
    second = second!;
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(second.headers.get('cache-control')).toBe('public, no-cache');

    expectOk(
      await api('/ratings', {
        token: alice.token,
        json: { ideaId: idea.id, marketDemand: 80, innovation: 70, competition: 60 },
      }),
      201,
    );
    const after = await api<{ totalRatings: number }>(path);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(expectOk<{ totalRatings: number }>(after).totalRatings).toBe(
      (first.body as { data: { totalRatings: number } }).data.totalRatings + 1,
    );
    // A member's answers are not kept.
    expect((await api(path, { token: alice.token })).headers.get('x-cache')).toBeNull();
  });

  it('gives a fresh 200 right after an approval changes the answer', async () => {
    const idea = await submitIdea(owner);
    const path = `/users/${owner.id}/ideas`;
    const before = await api<{ id: string }[]>(path);
    const tag = tagOf(before);
    expect(expectOk<{ id: string }[]>(before).map((i) => i.id)).not.toContain(idea.id);
    await approve(idea.id);
    const after = await revalidate(path, tag);
    expect(tagOf(after)).not.toBe(tag);
    expect(expectOk<{ id: string }[]>(after).map((i) => i.id)).toContain(idea.id);
  });

  it('gives a fresh 200 right after an edit changes the answer', async () => {
    const idea = await approvedIdea(owner);
    const path = `/ideas/${idea.id}`;
    const tag = tagOf(await api(path));
    // An administrator's edit shows at once (the owner's would wait for review).
    const timeline = `Edited ${idea.id.slice(0, 8)}`;
    const form = ideaForm({ title: idea.title, description: idea.description, timeline });
    expectOk(await api(`/admin${path}`, { method: 'PUT', token: admin.token, form }));
    const after = await revalidate(path, tag);
    expect(tagOf(after)).not.toBe(tag);
    expect(expectOk<{ timeline: string }>(after).timeline).toBe(timeline);
  });

  it('gives a fresh 200 right after a comment changes the discussion', async () => {
    const idea = await approvedIdea(owner);
    const path = `/ideas/${idea.id}/comments`;
    const tag = tagOf(await api(path));
    expect((await revalidate(path, tag)).status).toBe(304);
    expectOk(await api(path, { token: alice.token, json: { body: 'Who maintains them?' } }), 201);
    const after = await revalidate(path, tag);
    expect(tagOf(after)).not.toBe(tag);
    expect(expectOk<{ body: string }[]>(after).map((comment) => comment.body)).toEqual([
      'Who maintains them?',
    ]);
  });
});

/** The read version of `resources` (the global one plus theirs), as the database has it now. */
async function readVersionOf(resources: string[]): Promise<string> {
  const [row] = await sql<{ v: string }>('select private.read_version($1::text[])::text as v', [resources]);
  return row!.v;
}

/** What the lists show: a burst read under one version of it shows one answer. */
const listsVersion = () => readVersionOf(['lists']);

/** The versions a write of another test file may move under this file's feet: the global one and the roadmap's. */
async function sharedVersions(): Promise<string> {
  const [row] = await sql<{ v: string }>(
    `select private.read_version(array['roadmap'])::text || '/' || (select sum(bumps) from private.read_version_shards) as v`,
  );
  return row!.v;
}

describe('versions per resource', () => {
  it("a rating moves its idea's, the lists' and its rater's tags, not the roadmap's, another idea's or another member's", async () => {
    const [rated, other] = await Promise.all([approvedIdea(owner), approvedIdea(owner)]);
    const bystander = await newMember('etag-bystander', 'Bea Stander');
    const kept = {
      'other idea': `/ideas/${other.id}`,
      roadmap: '/roadmap',
      "another member's profile": `/users/${bystander.id}`,
    };
    // Another file may move the global or the roadmap's version meanwhile (a rename, a roadmap edit): then again,
    // with another rater (a member rates an idea once).
    let checked = false;
    for (let attempt = 0; attempt < 5 && !checked; attempt++) {
      const rater = await newMember(`etag-rater-${attempt}`);
      const moved = {
        'rated idea': `/ideas/${rated.id}`,
        'its ratings': `/ratings/idea/${rated.id}`,
        leaderboard: '/ideas?status=approved&sort=finalScore&order=desc&limit=5',
        "the rater's history": `/users/${rater.id}/ratings`,
      };
      const before = await sharedVersions();
      const tags = new Map<string, string>();
      for (const path of [...Object.values(moved), ...Object.values(kept)])
        tags.set(path, tagOf(await api(path)));
      expectOk(
        await api('/ratings', {
          token: rater.token,
          json: { ideaId: rated.id, marketDemand: 80, innovation: 70, competition: 60 },
        }),
        201,
      );
      const answers = new Map<string, number>();
      for (const [path, tag] of tags) answers.set(path, (await revalidate(path, tag)).status);
      if ((await sharedVersions()) !== before) continue;
      for (const [name, path] of Object.entries(moved)) expect(answers.get(path), name).toBe(200);
      for (const [name, path] of Object.entries(kept)) expect(answers.get(path), name).toBe(304);
      checked = true;
    }
    expect(checked).toBe(true);
  });
});

describe("a landing page shows its idea's rank", () => {
  it('gives a fresh 200 after a rating of another idea, whose score may move the rank', async () => {
    const author = await newMember('etag-page-owner');
    expectOk(
      await api(`/admin/users/${author.id}/tier`, {
        token: admin.token,
        method: 'PUT',
        json: { tier: 'premium' },
      }),
    );
    const [own, rival] = await Promise.all([approvedIdea(author), approvedIdea(owner)]);
    const page = expectOk<{ id: string; slug: string }>(
      await api('/landing-pages', { token: author.token, json: { ideaId: own.id, tone: 'bold' } }),
      201,
    );
    expectOk(await api(`/landing-pages/${page.id}/publish`, { token: author.token, method: 'POST' }));
    const path = `/p/${page.slug}`;
    const tag = tagOf(await api(path));
    expect((await revalidate(path, tag)).status).toBe(304);
    expectOk(
      await api('/ratings', {
        token: alice.token,
        json: { ideaId: rival.id, marketDemand: 90, innovation: 90, competition: 90 },
      }),
      201,
    );
    expect(tagOf(await revalidate(path, tag))).not.toBe(tag);
  });
});

describe('no 304 across callers whose answers differ', () => {
  it("a visitor holding a member's tag for their list with a pending idea gets the visitor's list", async () => {
    const pending = await submitIdea(owner);
    const path = `/users/${owner.id}/ideas`;
    const own = await api<{ id: string }[]>(path, { token: owner.token });
    const ownTag = tagOf(own);
    expect(expectOk<{ id: string }[]>(own).map((i) => i.id)).toContain(pending.id);
    expect((await revalidate(path, ownTag, owner.token)).status).toBe(304);
    const visitor = await revalidate(path, ownTag);
    expect(tagOf(visitor)).not.toBe(ownTag);
    expect(expectOk<{ id: string }[]>(visitor).map((i) => i.id)).not.toContain(pending.id);
    expect(visitor.headers.get('cache-control')).toBe('public, no-cache');
  });

  it("a member holding an administrator's tag for a pending idea gets their 404, and the other way round a 200", async () => {
    const pending = await submitIdea(owner);
    const path = `/ideas/${pending.id}`;
    const adminTag = tagOf(await api(path, { token: admin.token }));
    expectError(await revalidate(path, adminTag, alice.token), 404, 'not_found');
    const ownerTag = tagOf(await api(path, { token: owner.token }));
    expect(ownerTag).not.toBe(adminTag);
    expect(tagOf(await revalidate(path, ownerTag, admin.token))).toBe(adminTag);
  });

  it("'*' matches nothing: a hidden idea and a missing one both answer 404, to a visitor and to another member", async () => {
    const pending = await submitIdea(owner);
    for (const path of [
      `/ideas/${pending.id}`,
      `/ideas/${pending.id}/preview.png`,
      `/ideas/${crypto.randomUUID()}`,
    ]) {
      expectError(await revalidate(path, '*'), 404, 'not_found');
      expectError(await revalidate(path, '*', alice.token), 404, 'not_found');
    }
  });
});

const MISSING = '00000000-0000-4000-8000-00000000dead';

/** The reads of an idea answered 304 before their handler looks it up, and the resources their tag names. */
const IDEA_READS: { path: (id: string) => string; resources: (id: string) => string[]; suffix?: string }[] = [
  { path: (id) => `/ideas/${id}/comments`, resources: (id) => [`idea:${id}`] },
  { path: (id) => `/ratings/idea/${id}`, resources: (id) => [`idea:${id}`] },
  { path: (id) => `/ideas/${id}/scores`, resources: (id) => [`idea:${id}`, 'lists'] },
  // The renderer's version follows the middleware's tag.
  { path: (id) => `/ideas/${id}/preview.png`, resources: (id) => [`idea:${id}`], suffix: '.card1' },
];

/**
 * Tags for `resources` as the function once made them, from the read version and who asks ("<version>.<who>"),
 * for the versions around the current one, plain and gzipped: what someone polling a hidden idea would send.
 */
async function guessedTags(resources: string[], who: Member | null, suffix = ''): Promise<string> {
  const shown = who ? [...resources, `member:${who.id}`] : resources;
  const version = BigInt(await readVersionOf(shown));
  const guesses = [-2n, -1n, 0n, 1n, 2n].flatMap((step) => {
    const base = `${version + step}.${who ? who.id : 'anon'}`;
    return [`"${base}${suffix}"`, `"${base}.gz${suffix}"`];
  });
  return guesses.join(', ');
}

/** An idea of each kind that a visitor and another member may not see. */
async function hiddenIdeas(): Promise<[string, string][]> {
  const [pending, rejected, sentBack, trashed] = await Promise.all([
    submitIdea(owner),
    submitIdea(owner),
    approvedIdea(owner),
    approvedIdea(owner),
  ]);
  expectOk(await api(`/admin/ideas/${rejected.id}/reject`, { token: admin.token, method: 'POST' }));
  expectOk(
    await api(`/admin/ideas/${sentBack.id}/send-back`, {
      token: admin.token,
      method: 'PUT',
      json: { reason: 'Needs a closer look' },
    }),
  );
  expectOk(await api(`/ideas/${trashed.id}`, { token: owner.token, method: 'DELETE' }));
  return [
    ['pending', pending.id],
    ['rejected', rejected.id],
    ['sent back by moderation', sentBack.id],
    ['trashed', trashed.id],
  ];
}

/** What a refusal shows: its status, body and caching, and that it carries no tag. */
const refusal = (answer: Awaited<ReturnType<typeof api>>) => ({
  status: answer.status,
  body: answer.body,
  cacheControl: answer.headers.get('cache-control'),
  etag: answer.headers.get('etag'),
});

describe('tags only the function makes', () => {
  it('a tag worked out from the read version gets no 304 for a hidden idea: the answer a missing idea gets', async () => {
    const hidden = await hiddenIdeas();
    for (const [who, token] of [
      [null, undefined],
      [alice, alice.token],
    ] as const) {
      for (const read of IDEA_READS) {
        const missing = refusal(await api(read.path(MISSING), { token }));
        expect(missing).toMatchObject({ status: 404, cacheControl: 'no-store', etag: null });
        for (const [kind, id] of hidden) {
          const guessed = await guessedTags(read.resources(id), who, read.suffix);
          const answer = await revalidate(read.path(id), guessed, token);
          expect(refusal(answer), `${kind}: ${read.path(id)} as ${who ? 'a member' : 'a visitor'}`).toEqual(
            missing,
          );
        }
      }
    }
  });

  it("a visitor's and a member's own tags still revalidate; once the idea is hidden the visitor's is a 404", async () => {
    const [approved, pending] = await Promise.all([approvedIdea(owner), submitIdea(owner)]);
    for (const read of IDEA_READS) {
      const path = read.path(approved.id);
      const visitorTag = tagOf(await api(path));
      expect((await revalidate(path, visitorTag)).status, path).toBe(304);
      const memberTag = tagOf(await api(path, { token: alice.token }));
      expect(memberTag).not.toBe(visitorTag);
      expect((await revalidate(path, memberTag, alice.token)).status, path).toBe(304);
    }
    // The author sees their pending idea: their tag is theirs to revalidate, and no one else's.
    const own = `/ideas/${pending.id}`;
    const ownTag = tagOf(await api(own, { token: owner.token }));
    expect((await revalidate(own, ownTag, owner.token)).status).toBe(304);
    expectError(await revalidate(own, ownTag), 404, 'not_found');
    expectError(await revalidate(own, ownTag, alice.token), 404, 'not_found');

    const path = `/ideas/${approved.id}/comments`;
    const visitorTag = tagOf(await api(path));
    expectOk(
      await api(`/admin/ideas/${approved.id}/send-back`, {
        token: admin.token,
        method: 'PUT',
        json: { reason: 'Needs a closer look' },
      }),
    );
    expect(refusal(await revalidate(path, visitorTag))).toEqual(
      refusal(await api(`/ideas/${MISSING}/comments`)),
    );
  });
});

describe("answers kept once for everyone's reads", () => {
  it("a member gets the approved ideas' list visitors get, under a tag of their own; their other statuses afresh", async () => {
    const path = '/ideas?status=approved&sort=createdAt&order=desc&limit=7';
    // Another file's write may move the lists between the reads: then again.
    let checked = false;
    for (let attempt = 0; attempt < 10 && !checked; attempt++) {
      const visitor = await api(path);
      const member = await api(path, { token: alice.token });
      const memberRepeat = await revalidate(path, tagOf(member), alice.token);
      if (tagOf(await api(path)) !== tagOf(visitor) || memberRepeat.status !== 304) continue;
      expect(member.body).toEqual(visitor.body);
      expect(member.headers.get('x-cache')).toMatch(/^(HIT|MISS|JOINED)$/);
      expect(member.headers.get('cache-control')).toBe('private, no-cache');
      expect(tagOf(member)).not.toBe(tagOf(visitor));
      expect(tagOf(await revalidate(path, tagOf(member)))).toBe(tagOf(visitor));
      checked = true;
    }
    expect(checked).toBe(true);

    const pending = await submitIdea(owner);
    const own = await api<{ id: string }[]>('/ideas?status=pending&limit=100', { token: owner.token });
    expect(own.headers.get('x-cache')).toBeNull();
    expect(expectOk<{ id: string }[]>(own).map((idea) => idea.id)).toContain(pending.id);
  });

  it('requests for an answer being built wait for that one build, and all get the same answer', async () => {
    const path = '/ideas?status=approved&sort=totalRatings&order=asc&limit=9';
    const idea = await approvedIdea(owner);
    // Another file's write may move the lists during the burst: then again.
    let checked = false;
    for (let attempt = 0; attempt < 5 && !checked; attempt++) {
      const rater = await newMember(`etag-burst-${attempt}`);
      // A rating moves the lists: every read of the page that follows misses at once.
      expectOk(
        await api('/ratings', {
          token: rater.token,
          json: { ideaId: idea.id, marketDemand: 50, innovation: 50, competition: 50 },
        }),
        201,
      );
      const before = await listsVersion();
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => api(path, i % 2 ? { token: alice.token } : {})),
      );
      const after = await listsVersion();
      if (after !== before) continue;
      for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
      // One build per function process (two, either maybe replaced by a new one meanwhile).
      const built = answers.filter((answer) => answer.headers.get('x-cache') === 'MISS').length;
      expect(built).toBeGreaterThanOrEqual(1);
      expect(built).toBeLessThanOrEqual(4);
      checked = true;
    }
    expect(checked).toBe(true);
  });
});

describe('compression', () => {
  it('gzips a large JSON answer when accepted, to the same JSON, with a tag of its own that revalidates', async () => {
    await approvedIdea(owner, { description: 'A long description that repeats. '.repeat(60).trim() });
    const path = `/users/${owner.id}/ideas`;
    const plain = await rawGet(path, { 'accept-encoding': 'identity' });
    const zipped = await rawGet(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.byteLength).toBeGreaterThan(2000);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(String(zipped.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(zipped.bytes.byteLength).toBeLessThan(plain.bytes.byteLength);
    expect(JSON.parse(gunzipSync(zipped.bytes).toString('utf8'))).toEqual(
      JSON.parse(plain.bytes.toString('utf8')),
    );
    const zippedTag = String(zipped.headers.etag);
    expect(zippedTag).toMatch(/^"[^"]+"$/);
    expect(zippedTag).not.toBe(String(plain.headers.etag));
    const again = await rawGet(path, { 'accept-encoding': 'gzip', 'if-none-match': zippedTag });
    expect(again.bytes.byteLength).toBe(0);
    expect(again.headers.etag).toBe(zippedTag);
  });

  it('sends a PNG preview image as it is, gzip or not (it is deflated already), while JSON of the same idea is gzipped', async () => {
    const idea = await approvedIdea(owner, {
      description: 'A long description that repeats. '.repeat(60).trim(),
    });
    const image = `/ideas/${idea.id}/preview.png`;
    // Twice: the build, then the kept answer.
    for (const how of ['built', 'kept']) {
      const png = await rawGet(image, { 'accept-encoding': 'gzip, deflate, br' });
      expect(png.headers['content-type'], how).toBe('image/png');
      expect(png.headers['content-encoding'], how).toBeUndefined();
      expect(png.bytes.subarray(1, 4).toString('latin1'), how).toBe('PNG');
      expect(String(png.headers.vary), how).toBe('Authorization');
      const tag = String(png.headers.etag);
      expect(tag, how).not.toMatch(/\.gz/);
      const again = await rawGet(image, { 'accept-encoding': 'gzip', 'if-none-match': tag });
      expect(again.bytes.byteLength).toBe(0);
      expect(again.headers.etag).toBe(tag);
      expect(String(again.headers.vary)).toBe('Authorization');
    }
    const json = await rawGet(`/ideas/${idea.id}`, { 'accept-encoding': 'gzip' });
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(String(json.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(gunzipSync(json.bytes).toString('utf8'))).toMatchObject({ data: { id: idea.id } });
  });

  it('leaves a tiny answer plain', async () => {
    const answer = await rawGet('/ideas/00000000-0000-4000-8000-00000000dead', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.bytes.toString('utf8'))).toMatchObject({ success: false, code: 'not_found' });
  });
});

describe('Cache-Control', () => {
  it('public lists revalidate, signed-in answers are private, writes and own data are not kept', async () => {
    expect((await api('/ideas?limit=1')).headers.get('cache-control')).toBe('public, no-cache');
    const signedIn = await api('/ideas?limit=1', { token: alice.token });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    expect(signedIn.headers.get('vary')).toMatch(/Authorization/i);
    expect((await api('/me', { token: alice.token })).headers.get('cache-control')).toBe('no-store');
    const write = await api('/ratings', { token: alice.token, json: {} });
    expect(write.status).toBe(422);
    expect(write.headers.get('cache-control')).toBe('no-store');
  });

  it("a shared cache may keep a visitor's answer only if it revalidates it, and keys it by Authorization", async () => {
    const idea = await approvedIdea(owner);
    const path = `/ideas/${idea.id}/comments`;
    const visitor = await api(path);
    expect(visitor.headers.get('cache-control')).toBe('public, no-cache');
    expect(visitor.headers.get('vary')).toMatch(/Authorization/i);
    const notModified = await revalidate(path, tagOf(visitor));
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('cache-control')).toBe('public, no-cache');
    expect(notModified.headers.get('vary')).toMatch(/Authorization/i);
    const member = await api(path, { token: alice.token });
    expect(member.headers.get('cache-control')).toBe('private, no-cache');
    const memberRepeat = await revalidate(path, tagOf(member), alice.token);
    expect(memberRepeat.status).toBe(304);
    expect(memberRepeat.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('a refusal of a conditional read is not kept anywhere', async () => {
    const missing = await api('/ideas/00000000-0000-4000-8000-00000000dead');
    expectError(missing, 404, 'not_found');
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('etag')).toBeNull();
  });
});
