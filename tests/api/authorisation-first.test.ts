// Who may write comes before what was sent, on every write the route contracts declare (every route but GET):
// a caller who may not write gets the same 401, 403 or 404 whatever the body holds (nothing, an empty or
// incomplete form, out-of-bounds fields, malformed multipart or JSON, the wrong content type, a body above the
// limit, a valid body), and nothing is written. Visitors get 401 on every write that is not public, members 403
// on every administrator's write, and a member aiming at someone else's row the refusal AIMS gives for the route;
// a deleted member's still valid token is refused before the body where the contract says so. The public writes
// (unsubscribing, joining a waitlist, counting a view, the mail worker) each have their own refusal. A write the
// contracts add without an entry here fails this file. The same bodies from someone who may write get the body's own
// refusal, so each body is indeed a bad one.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  type ApiOptions,
  approve,
  expectError,
  expectOk,
  ideaForm,
  type Member,
  newMember,
  pdfBytes,
  SEED,
  signInAdmin,
  sql,
  submitIdea,
} from './support.ts';
import { routeLabel, WRITES, type ListedRoute } from '../support/api-contract.ts';
import { serviceClient } from '../support/shared-stack.ts';

const MARKER = `Written by a stranger ${Date.now()}`;
const DECK_LIMIT = 10 * 1024 * 1024;
const JSON_LIMIT = 1024 * 1024;

/* Section - the rows aimed at */

/** Rows of the writer (a premium member), the stranger and the administrator, made in beforeAll. */
interface Rows {
  writer: Member;
  stranger: Member;
  /** The writer's ideas: one pending, one approved (with a comment of the writer's). */
  pending: string;
  approved: string;
  comment: string;
  /** The writer's landing page, a draft, and its content. */
  page: string;
  slug: string;
  content: unknown;
  /** A roadmap item of this file's own. */
  item: string;
}

let rows: Rows;
let admin: Member;

interface Refusal {
  status: 401 | 403 | 404;
  code?: string;
  message?: string;
}

interface Aim {
  /** The path's parameters: a row the stranger may not write. */
  params?: (rows: Rows) => Record<string, string>;
  /** What the stranger gets there, whatever the body: member writes (administrators' are 403 for all members). */
  stranger?: Refusal;
  /** More rows the stranger may not write, and what they get there. */
  also?: { what: string; params: (rows: Rows) => Record<string, string>; stranger: Refusal }[];
  /** For a member write whose path names no row: why it has no stranger to refuse (it writes the caller's own). */
  own?: string;
  /** What a deleted member's token gets whatever the body, where the contract's `account` does not say. */
  ghost?: Refusal;
  /** A body someone who may write would send: the strongest one to refuse. */
  valid?: (rows: Rows) => ApiOptions;
}

/** A valid form with a valid deck: what a stranger's pitch-deck upload looks like. */
const formWithDeck = () => ideaForm({ title: MARKER }, { bytes: pdfBytes(64), name: 'deck.pdf' });
const roadmapItem = (status: string) => ({ quarter: 'Q1 2098', theme: 'Stranger', label: MARKER, status });
const ownIdeaAway = (what: string) => ({
  params: (r: Rows) => ({ id: r.pending }),
  what,
  stranger: { status: 404 as const },
});

/** How to aim each write that is not public at a row the stranger may not write, by route name. */
const AIMS: Record<string, Aim> = {
  'ideas.create': { own: 'a member submits their own idea', valid: () => ({ form: formWithDeck() }) },
  'ideas.update': {
    params: (r) => ({ id: r.approved }),
    stranger: { status: 403, code: 'forbidden', message: 'You can only edit your own ideas.' },
    also: [ownIdeaAway("someone's pending idea, which the stranger cannot see")],
    valid: () => ({ form: formWithDeck() }),
  },
  'ideas.remove': {
    params: (r) => ({ id: r.approved }),
    stranger: { status: 403, code: 'forbidden' },
    also: [ownIdeaAway("someone's pending idea, which the stranger cannot see")],
  },
  'ratings.create': {
    own: "the body names the idea; rating one's own or an unpublished idea is refused in ratings.test.ts",
    valid: (r) => ({ json: { ideaId: r.approved, marketDemand: 50, innovation: 50, competition: 50 } }),
  },
  'comments.create': {
    params: (r) => ({ id: r.pending }),
    stranger: { status: 404 },
    valid: () => ({ json: { body: MARKER } }),
  },
  'comments.update': {
    params: (r) => ({ id: r.comment }),
    stranger: { status: 403, code: 'forbidden' },
    valid: () => ({ json: { body: MARKER } }),
  },
  'comments.remove': { params: (r) => ({ id: r.comment }), stranger: { status: 403, code: 'forbidden' } },
  'follows.follow': { params: (r) => ({ id: r.pending }), stranger: { status: 404 } },
  'follows.unfollow': { params: (r) => ({ id: r.pending }), stranger: { status: 404 } },
  'follows.updateSettings': {
    own: 'the path names no row: a member sets their own auto-follow',
    valid: () => ({ json: { autoFollow: false } }),
  },
  'me.updateOwnProfile': {
    own: 'the path names no row: a member changes their own profile',
    ghost: { status: 404, code: 'not_found' },
    valid: () => ({ json: { displayName: MARKER } }),
  },
  'me.deleteOwnAccount': {
    own: 'the path names no row: a member deletes their own account',
    ghost: { status: 404, code: 'not_found' },
    valid: (r) => ({ json: { email: r.writer.email } }),
  },
  'mail.updatePreferences': {
    own: 'the path names no row: a member sets their own preferences',
    valid: () => ({ json: { reviewOutcomes: false } }),
  },
  'notifications.markRead': {
    own: "the path names no row: ids of someone else's items are ignored (notifications.test.ts)",
    valid: () => ({ json: { all: true } }),
  },
  'reports.create': {
    own: "the body names the target; one's own, a hidden one and a repeat are refused in reports.test.ts",
    valid: (r) => ({ json: { targetType: 'comment', targetId: r.comment, reason: 'spam' } }),
  },
  'landing-pages.create': {
    own: "the body names the idea; someone else's idea is refused in landing-pages.test.ts",
    valid: (r) => ({ json: { ideaId: r.approved } }),
  },
  'landing-pages.update': {
    params: (r) => ({ id: r.page }),
    stranger: { status: 404 },
    valid: (r) => ({ json: { slug: `stranger-${r.slug}`, content: r.content } }),
  },
  'landing-pages.remove': { params: (r) => ({ id: r.page }), stranger: { status: 404 } },
  'landing-pages.publish': { params: (r) => ({ id: r.page }), stranger: { status: 404 } },
  'landing-pages.unpublish': { params: (r) => ({ id: r.page }), stranger: { status: 404 } },
  'administration.approve': { params: (r) => ({ id: r.pending }) },
  'administration.approveEdit': { params: (r) => ({ id: r.approved }) },
  'administration.rejectEdit': {
    params: (r) => ({ id: r.approved }),
    valid: () => ({ json: { reason: MARKER } }),
  },
  'administration.reject': {
    params: (r) => ({ id: r.pending }),
    valid: () => ({ json: { reason: MARKER } }),
  },
  'administration.editIdea': { params: (r) => ({ id: r.pending }), valid: () => ({ form: formWithDeck() }) },
  'administration.deleteIdea': { params: (r) => ({ id: r.pending }) },
  'administration.promote': { params: (r) => ({ id: r.stranger.id }) },
  'administration.demote': { params: () => ({ id: SEED.admin.id }) },
  'administration.setTier': {
    params: (r) => ({ id: r.stranger.id }),
    valid: () => ({ json: { tier: 'premium' } }),
  },
  'administration.suspend': {
    params: (r) => ({ id: r.stranger.id }),
    valid: () => ({ json: { days: 1, reason: MARKER } }),
  },
  'administration.unsuspend': { params: (r) => ({ id: r.stranger.id }) },
  'administration.voidRatings': { params: (r) => ({ id: r.stranger.id }) },
  'administration.merge': {
    params: (r) => ({ id: r.pending }),
    valid: (r) => ({ json: { into: r.approved } }),
  },
  'moderation.dismiss': { params: (r) => ({ id: r.approved }) },
  'moderation.hideComment': {
    params: (r) => ({ id: r.comment }),
    valid: () => ({ json: { reason: MARKER } }),
  },
  'moderation.unhideComment': { params: (r) => ({ id: r.comment }) },
  'moderation.sendBack': { params: (r) => ({ id: r.approved }), valid: () => ({ json: { reason: MARKER } }) },
  'roadmap-administration.add': { valid: () => ({ json: roadmapItem('planned') }) },
  'roadmap-administration.move': {
    params: (r) => ({ id: r.item }),
    valid: () => ({ json: { direction: 'up' } }),
  },
  'roadmap-administration.update': {
    params: (r) => ({ id: r.item }),
    valid: () => ({ json: roadmapItem('done') }),
  },
  'roadmap-administration.remove': { params: (r) => ({ id: r.item }) },
  'roadmap-administration.link': {
    params: (r) => ({ id: r.approved }),
    valid: (r) => ({ json: { itemId: Number(r.item) } }),
  },
  'roadmap-administration.unlink': { params: (r) => ({ id: r.approved }) },
  'trash.restore': { params: (r) => ({ id: r.pending }) },
  // The suites' lifted count (tests/support/write-limits.ts): were it ever saved, nothing would change.
  'write-limits.update': {
    valid: () => ({ json: { limits: [{ action: 'report', per: 'day', maxCount: 10_000 }] } }),
  },
};

/** The public writes' own refusals, by route name (below). */
const PUBLIC_WRITES = [
  'mail.unsubscribe',
  'mail.deliverMail',
  'mail.runDigest',
  'landing-pages.join',
  'landing-pages.countView',
  'trash.purge',
];

const isPublic = (listed: ListedRoute) => listed.route.access === 'public';
const adminAction = (listed: ListedRoute) =>
  typeof listed.route.access === 'object' ? listed.route.access.admin : null;
const pathParams = (listed: ListedRoute) => [...listed.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** The route's path (under /api) with `values` for its parameters. */
const pathOf = (listed: ListedRoute, values: Record<string, string>) =>
  listed.path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? randomUUID());

/** The same path with every parameter malformed: who is asking is still answered first. */
const malformedPathOf = (listed: ListedRoute) =>
  pathOf(listed, Object.fromEntries(pathParams(listed).map((name) => [name, 'not-an-id'])));

/** The paths a refusal is checked on: the aimed row, and the same with malformed ids. */
function pathsOf(listed: ListedRoute): string[] {
  const aimed = pathOf(listed, AIMS[listed.name]?.params?.(rows) ?? {});
  return pathParams(listed).length ? [aimed, malformedPathOf(listed)] : [aimed];
}

/* Section - bodies */

/** Bodies no write accepts, each named for the failure messages. Fresh for every request. */
function badBodies(listed: ListedRoute): [string, ApiOptions][] {
  const json = { 'content-type': 'application/json' };
  const aboveLimit: ApiOptions =
    listed.route.body?.type === 'multipart'
      ? { form: ideaForm({ title: MARKER }, { bytes: pdfBytes(DECK_LIMIT + 1), name: 'big.pdf' }) }
      : { body: JSON.stringify({ reason: 'x'.repeat(JSON_LIMIT + 1) }), headers: json };
  const valid = AIMS[listed.name]?.valid?.(rows);
  return [
    ['no body', {}],
    ['an empty form', { form: new FormData() }],
    ['an incomplete form', { form: ideaForm({ title: MARKER, description: null, category: null }) }],
    [
      'out-of-bounds fields',
      { form: ideaForm({ title: `${MARKER} ${'t'.repeat(5000)}`, fundingNeeded: '-5' }) },
    ],
    [
      'malformed multipart',
      { body: '--x\r\nnot a part', headers: { 'content-type': 'multipart/form-data; boundary=y' } },
    ],
    ['malformed JSON', { body: '{"title": ', headers: json }],
    ['JSON of the wrong shape', { json: { title: MARKER, marketDemand: 'lots', reason: 7, isAdmin: true } }],
    ['plain text', { body: MARKER, headers: { 'content-type': 'text/plain' } }],
    ['a body above the limit', aboveLimit],
    ...(valid ? [['a valid body', valid] as [string, ApiOptions]] : []),
  ];
}

/* Section - nothing written */

/** Everything a refused write could have changed: the rows of the writer and the stranger, and this file's own. */
async function snapshot() {
  const [row] = await sql<{ snapshot: unknown }>(
    `with ours as (select unnest($1::uuid[]) as id),
       their_ideas as (select id from public.ideas where author_id in (select id from ours))
     select jsonb_build_object(
       'ideas', (select jsonb_agg(to_jsonb(i) order by i.id) from public.ideas i where i.id in (select id from their_ideas)),
       'marked', (select jsonb_agg(id order by id) from public.ideas where title like $2),
       'ratings', (select jsonb_agg(to_jsonb(r) order by r.id) from public.ratings r
                    where r.user_id in (select id from ours) or r.idea_id in (select id from their_ideas)),
       'comments', (select jsonb_agg(to_jsonb(c) order by c.id) from public.comments c
                     where c.author_id in (select id from ours) or c.idea_id in (select id from their_ideas)),
       'edits', (select jsonb_agg(to_jsonb(e) order by e.idea_id) from public.idea_edits e
                  where e.idea_id in (select id from their_ideas)),
       'profiles', (select jsonb_agg(to_jsonb(p) order by p.id) from public.profiles p where p.id in (select id from ours)),
       'seedAdmin', (select is_admin from public.profiles where id = $3),
       'preferences', (select jsonb_agg(to_jsonb(m) order by m.member_id) from public.mail_preferences m
                        where m.member_id in (select id from ours)),
       'notifications', (select jsonb_agg(jsonb_build_object('id', n.id, 'count', n.count, 'read', n.read_at) order by n.id)
                          from public.notifications n where n.recipient_id in (select id from ours)),
       'outbox', (select jsonb_agg(jsonb_build_object('id', o.id, 'kind', o.kind) order by o.id)
                   from public.mail_outbox o where o.recipient_id in (select id from ours)),
       'pages', (select jsonb_agg(to_jsonb(l) order by l.id) from public.landing_pages l where l.owner_id in (select id from ours)),
       'waitlist', (select count(*) from public.waitlist_signups w
                     join public.landing_pages l on l.id = w.page_id where l.owner_id in (select id from ours)),
       'roadmap', (select jsonb_agg(to_jsonb(ri) order by ri.id) from public.roadmap_items ri
                    where ri.id = $4::bigint or ri.label like $2),
       'objects', (select jsonb_agg(o.bucket_id || ':' || o.name order by o.name) from storage.objects o
                    where split_part(o.name, '/', 1) in (select id::text from ours)),
       'accounts', (select count(*) from auth.users where id in (select id from ours))
     ) as snapshot`,
    [[rows.writer.id, rows.stranger.id], `${MARKER}%`, SEED.admin.id, rows.item],
  );
  return row!.snapshot;
}

/** Sends every bad body (the valid one too) to each path as `token` and expects `refusal` for each, then an unchanged database. */
async function refusesEveryBody(
  listed: ListedRoute,
  paths: string[],
  token: string | undefined,
  refusal: Refusal,
) {
  const before = await snapshot();
  for (const pathname of paths) {
    for (const [label, options] of badBodies(listed)) {
      const answer = await api(pathname, { ...options, method: listed.route.method, token });
      const what = `${listed.route.method} ${pathname} with ${label}: ${JSON.stringify(answer.body).slice(0, 300)}`;
      expect(answer.status, what).toBe(refusal.status);
      const body = expectError(answer, refusal.status, refusal.code);
      if (refusal.message) expect(body.message, what).toBe(refusal.message);
    }
  }
  expect(await snapshot()).toEqual(before);
}

/* Section - set-up */

let ghost: Member;
const covered = new Set<string>();

beforeAll(async () => {
  let writer: Member;
  let stranger: Member;
  [writer, stranger, admin, ghost] = await Promise.all([
    newMember('owner', 'Olga Owner'),
    newMember('stranger', 'Sam Stranger'),
    signInAdmin(),
    newMember('ghost'),
  ]);
  const { error } = await serviceClient().auth.admin.deleteUser(ghost.id);
  expect(error).toBeNull();
  expectOk(
    await api(`/admin/users/${writer.id}/tier`, {
      token: admin.token,
      method: 'PUT',
      json: { tier: 'premium' },
    }),
  );
  const [pending, approved] = await Promise.all([submitIdea(writer), submitIdea(writer)]);
  await approve(approved.id);
  const comment = expectOk<{ id: string }>(
    await api(`/ideas/${approved.id}/comments`, { token: writer.token, json: { body: 'The owner speaks.' } }),
    201,
  );
  const page = expectOk<{ id: string; slug: string; content: unknown }>(
    await api('/landing-pages', { token: writer.token, json: { ideaId: approved.id } }),
    201,
  );
  const item = expectOk<{ id: number }>(
    await api('/admin/roadmap', {
      token: admin.token,
      method: 'POST',
      json: { quarter: 'Q1 2098', theme: 'Authorisation first', label: `Kept ${MARKER}`, status: 'planned' },
    }),
    201,
  );
  rows = {
    writer,
    stranger,
    pending: pending.id,
    approved: approved.id,
    comment: comment.id,
    page: page.id,
    slug: page.slug,
    content: page.content,
    item: String(item.id),
  };
});

afterAll(async () => {
  if (rows) await sql('delete from public.roadmap_items where id = $1', [rows.item]);
});

/* Section - every write */

describe('every write the contracts declare', () => {
  it('has its aim here (a write that is not public) or its own refusal (a public one)', () => {
    const missing = WRITES.filter(
      (listed) => !(isPublic(listed) ? PUBLIC_WRITES : Object.keys(AIMS)).includes(listed.name),
    );
    expect(
      missing.map((listed) => `${routeLabel(listed)} (${listed.name})`),
      'writes without an entry',
    ).toEqual([]);
    const names = WRITES.map((listed) => listed.name);
    const stale = [...Object.keys(AIMS), ...PUBLIC_WRITES].filter((name) => !names.includes(name));
    expect(stale, 'entries of no write').toEqual([]);
    for (const listed of WRITES.filter((write) => !isPublic(write))) {
      const aim = AIMS[listed.name];
      if (!aim) continue;
      const what = `${routeLabel(listed)}: AIMS['${listed.name}']`;
      expect(Object.keys(aim.params?.(rows) ?? {}).sort(), `${what}.params`).toEqual(
        pathParams(listed).sort(),
      );
      if (adminAction(listed)) {
        expect(
          aim.stranger ?? aim.own ?? aim.also,
          `${what}: administrators' writes refuse all members`,
        ).toBeUndefined();
      } else {
        // A member write either names a row someone else owns, or writes the caller's own.
        expect(
          Boolean(aim.stranger) !== Boolean(aim.own),
          `${what}: a stranger's refusal, or why there is none`,
        ).toBe(true);
      }
    }
  });

  for (const listed of WRITES) {
    const label = routeLabel(listed);
    if (isPublic(listed)) continue;
    describe(label, () => {
      it('visitors: 401 whatever the body, on the row and on a malformed id', async () => {
        await refusesEveryBody(listed, pathsOf(listed), undefined, { status: 401 });
        covered.add(listed.name);
      });

      const action = adminAction(listed);
      if (action) {
        it(`members: 403 "Only administrators can ${action}" whatever the body, on the row and on a malformed id`, async () => {
          await refusesEveryBody(listed, pathsOf(listed), rows.stranger.token, {
            status: 403,
            code: 'forbidden',
            message: `Only administrators can ${action}`,
          });
        });
      }

      const aim = AIMS[listed.name];
      if (aim?.stranger) {
        it(`another member, on a row not theirs: ${aim.stranger.status} whatever the body`, async () => {
          await refusesEveryBody(
            listed,
            [pathOf(listed, aim.params!(rows))],
            rows.stranger.token,
            aim.stranger!,
          );
        });
      }
      for (const other of aim?.also ?? []) {
        it(`another member, on ${other.what}: ${other.stranger.status} whatever the body`, async () => {
          await refusesEveryBody(
            listed,
            [pathOf(listed, other.params(rows))],
            rows.stranger.token,
            other.stranger,
          );
        });
      }

      const account = listed.route.account;
      const gone: Refusal | undefined =
        account === 'gone'
          ? { status: 403, code: 'user_not_found' }
          : account === 'profile'
            ? { status: 404, code: 'not_found' }
            : aim?.ghost;
      if (gone) {
        it(`a deleted member's token: ${gone.status} ${gone.code ?? ''} whatever the body, nothing left under its id`, async () => {
          await refusesEveryBody(listed, [pathOf(listed, aim?.params?.(rows) ?? {})], ghost.token, gone);
          const [left] = await sql<{ ideas: number; ratings: number; comments: number; objects: number }>(
            `select (select count(*)::int from public.ideas where author_id = $1) as ideas,
                    (select count(*)::int from public.ratings where user_id = $1) as ratings,
                    (select count(*)::int from public.comments where author_id = $1) as comments,
                    (select count(*)::int from storage.objects where split_part(name, '/', 1) = $1::text) as objects`,
            [ghost.id],
          );
          expect(left).toEqual({ ideas: 0, ratings: 0, comments: 0, objects: 0 });
        });
      }
    });
  }
});

/* Section - the public writes */

const publicWrite = (name: string) => WRITES.find((listed) => listed.name === name)!;

describe('POST /api/unsubscribe', () => {
  it("changes nobody's preferences without their mail's token: 404 for guesses, signed in or not", async () => {
    const listed = publicWrite('mail.unsubscribe');
    const before = await snapshot();
    const guesses: [string, string, ApiOptions][] = [
      ['an unknown token', '/unsubscribe', { json: { token: randomUUID() } }],
      [
        "the member's id as the token",
        '/unsubscribe',
        { json: { token: rows.writer.id, topic: 'review_outcomes' } },
      ],
      ['a malformed token', '/unsubscribe', { json: { token: "' or 1=1 --" } }],
      [
        'an unknown token in the query (one-click)',
        `/unsubscribe?token=${randomUUID()}`,
        {
          body: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      ],
    ];
    for (const token of [undefined, rows.stranger.token]) {
      for (const [label, pathname, options] of guesses) {
        const answer = await api(pathname, { ...options, method: listed.route.method, token });
        expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(404);
        expectError(answer, 404);
      }
    }
    expect(await snapshot()).toEqual(before);
    covered.add(listed.name);
  });
});

// The schedule's workers: the mail worker, and the trash's purge and the digest's run, which take the same secret.
describe.each([
  ['mail.deliverMail', '/internal/deliver-mail'],
  ['mail.runDigest', '/internal/run-digest'],
  ['trash.purge', '/internal/purge-trash'],
])('POST /api/internal: %s', (name, pathname) => {
  it('is 401 without the worker secret whatever the body and whoever asks, running nothing', async () => {
    const listed = publicWrite(name);
    const callers: [string, ApiOptions][] = [
      ['a visitor', {}],
      ['a wrong secret', { headers: { 'x-mail-worker-secret': 'guess' } }],
      ['a member', { token: rows.stranger.token }],
      ['an administrator', { token: admin.token }],
    ];
    const before = await snapshot();
    for (const [who, caller] of callers) {
      for (const [label, options] of badBodies(listed)) {
        const answer = await api(pathname, {
          ...options,
          ...caller,
          headers: { ...options.headers, ...caller.headers },
          method: 'POST',
        });
        expect(answer.status, `${who} with ${label}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(401);
        expectError(answer, 401);
      }
    }
    expect(await snapshot()).toEqual(before);
    covered.add(listed.name);
  });
});

describe('POST /api/p/{slug}/waitlist', () => {
  it('joins no waitlist of a draft or of an address that names nothing: 404, nothing written', async () => {
    const listed = publicWrite('landing-pages.join');
    const before = await snapshot();
    const signup = { email: `join-${randomUUID().slice(0, 8)}@example.test`, consent: true };
    for (const slug of [rows.slug, `no-such-page-${randomUUID().slice(0, 8)}`]) {
      for (const token of [undefined, rows.stranger.token]) {
        const answer = await api(`/p/${slug}/waitlist`, { method: 'POST', json: signup, token });
        expect(answer.status, `${slug}: ${JSON.stringify(answer.body)}`).toBe(404);
        expectError(answer, 404);
      }
    }
    expect(await snapshot()).toEqual(before);
    covered.add(listed.name);
  });
});

describe('POST /api/p/{slug}/views', () => {
  it('counts no view of a draft or of an address that names nothing: 404 whatever the body, nothing written', async () => {
    const listed = publicWrite('landing-pages.countView');
    const views = () => sql<{ n: number }>('select count(*)::int as n from public.landing_page_views');
    const before = await views();
    for (const slug of [rows.slug, `no-such-page-${randomUUID().slice(0, 8)}`]) {
      for (const token of [undefined, rows.stranger.token, rows.writer.token]) {
        for (const [label, options] of badBodies(listed)) {
          const answer = await api(`/p/${slug}/views`, { ...options, method: 'POST', token });
          expect(answer.status, `${slug} with ${label}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(
            404,
          );
          expectError(answer, 404);
        }
      }
    }
    expect(await views()).toEqual(before);
    covered.add(listed.name);
  });
});

/* Section - the bodies are bad ones */

describe('the same bodies from someone who may write', () => {
  it("the owner gets each bad body's own refusal (400, 413, 415 or 422) on their idea, changing nothing", async () => {
    const listed = WRITES.find((write) => write.name === 'ideas.update')!;
    const before = await snapshot();
    for (const [label, options] of badBodies(listed).filter(([name]) => name !== 'a valid body')) {
      const answer = await api(`/ideas/${rows.approved}`, {
        ...options,
        method: 'PUT',
        token: rows.writer.token,
      });
      expect([400, 413, 415, 422], `${label}: ${answer.status}`).toContain(answer.status);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("an administrator gets each bad form's own refusal on the edit, changing nothing", async () => {
    const listed = WRITES.find((write) => write.name === 'administration.editIdea')!;
    const before = await snapshot();
    for (const [label, options] of badBodies(listed).filter(([name]) => name !== 'a valid body')) {
      const answer = await api(`/admin/ideas/${rows.pending}`, {
        ...options,
        method: 'PUT',
        token: admin.token,
      });
      expect([400, 413, 415, 422], `${label}: ${answer.status}`).toContain(answer.status);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('members get 403 on the user list whatever the query', async () => {
    for (const query of ['?limit=x', '?offset=-1', `?search=${'s'.repeat(500)}`, '?unknown=1']) {
      expectError(await api(`/admin/users${query}`, { token: rows.stranger.token }), 403, 'forbidden');
    }
  });
});

describe('coverage', () => {
  it('every write of the contracts was refused here', () => {
    console.log(`authorisation-first: ${covered.size} of ${WRITES.length} writes`);
    expect(WRITES.filter((listed) => !covered.has(listed.name)).map(routeLabel)).toEqual([]);
  });
});
