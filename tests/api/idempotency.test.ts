// Idempotency-Key on the API's writes. On every POST the route contracts declare (a POST the contracts add without an
// entry here fails this file): the same key twice from one member answers the first status and body again, marked
// Idempotency-Replayed, and writes once; the same key with another request is refused with 422 and writes nothing;
// another member's same key is their own, answered afresh. Also: an approval (a PUT) retried with its key is one
// approval; two requests sent at once with one key make one write; a malformed key is refused before anything is
// written; a refusal inside the write's transaction keeps no key, and a failure after it keeps its answer; a route
// that reads in a transaction before the one that writes keeps no key when the writing one fails (a write limit's
// 429, whose retry is refused afresh with its own wait or writes once when the wait is over; a 503 timeout, whose
// retry writes once), yet still replays an answered retry before its reads; a visitor's key is ignored.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVICE_ROLE_KEY, withClient } from '../../stack/index.ts';
import { serviceClient } from '../support/shared-stack.ts';
import { routeLabel, ROUTES } from '../support/api-contract.ts';
import {
  api,
  type ApiAnswer,
  type ApiOptions,
  approvedIdea,
  expectError,
  expectOk,
  ideaFields,
  ideaForm,
  type Member,
  newMember,
  signInAdmin,
  sql,
  submitIdea,
} from './support.ts';

const MARKER = `Idempotency ${Date.now()}`;
const REPLAYED = 'idempotency-replayed';

/** A request as this file sends it. */
interface Sent {
  path: string;
  options: ApiOptions;
}

interface Prepared {
  /** A valid request of the caller's. */
  request: Sent;
  /** Another request to the same route: another body, or another path where the route reads no body. */
  other: Sent;
  /** What either request writes, as the database holds it. */
  written: () => Promise<unknown>;
}

interface Case {
  /** Who sends it: a premium member (every member write), or an administrator. */
  caller: 'member' | 'admin';
  prepare: (caller: Member) => Prepared | Promise<Prepared>;
}

/** Two callers of each kind, an author for the ideas members act on, and a page with a waitlist. */
let members: [Member, Member];
let admins: [Member, Member];
let author: Member;
let owner: Member;
// The waitlist limits joins per address; tests/api/landing-pages.test.ts counts its own addresses in 198.51.100.0/24,
// so this file's visitors come from another documentation range and never share a limit with them.
let clients = 0;

const json = (path: string, body: unknown, method = 'POST'): Sent => ({
  path,
  options: { method, json: body },
});

async function setTier(member: Member, tier: 'free' | 'premium') {
  const admin = await signInAdmin();
  expectOk(
    await api(`/admin/users/${member.id}/tier`, { token: admin.token, method: 'PUT', json: { tier } }),
  );
}

async function premium(label: string): Promise<Member> {
  const member = await newMember(label);
  await setTier(member, 'premium');
  return member;
}

async function page(member: Member, publish: boolean): Promise<{ id: string; slug: string }> {
  const idea = await approvedIdea(member);
  const made = expectOk<{ id: string; slug: string }>(
    await api('/landing-pages', { token: member.token, json: { ideaId: idea.id } }),
    201,
  );
  if (publish)
    expectOk(await api(`/landing-pages/${made.id}/publish`, { token: member.token, method: 'POST' }));
  return made;
}

const pagesState = (ids: string[]) =>
  sql(
    'select id, published_at, updated_at from public.landing_pages where id = any($1::uuid[]) order by id',
    [ids],
  );

/** Publishing or unpublishing one of two pages of the caller's: the other request aims at the other page. */
function pageSwitch(action: 'publish' | 'unpublish'): Case {
  return {
    caller: 'member',
    prepare: async (caller) => {
      const published = action === 'unpublish';
      const [first, second] = await Promise.all([page(caller, published), page(caller, published)]);
      const aim = (id: string): Sent => ({
        path: `/landing-pages/${id}/${action}`,
        options: { method: 'POST' },
      });
      return {
        request: aim(first.id),
        other: aim(second.id),
        written: () => pagesState([first.id, second.id]),
      };
    },
  };
}

/** A valid request for each POST, by route name. */
const CASES: Record<string, Case> = {
  'ideas.create': {
    caller: 'member',
    prepare: (caller) => {
      const fields = ideaFields({ title: `${MARKER} ${randomUUID().slice(0, 8)}` });
      // Serialised anew for each request, as a browser sends a form: another multipart boundary, the same parts.
      const form = (title: string): Sent => ({
        path: '/ideas',
        options: { method: 'POST', form: ideaForm({ ...fields, title }) },
      });
      return {
        request: form(fields.title!),
        other: form(`${fields.title} again`),
        written: () => sql('select title from public.ideas where author_id = $1 order by title', [caller.id]),
      };
    },
  },
  'ratings.create': {
    caller: 'member',
    prepare: async (caller) => {
      const idea = await approvedIdea(author);
      const rating = (score: number) =>
        json('/ratings', { ideaId: idea.id, marketDemand: score, innovation: 50, competition: 50 });
      return {
        request: rating(70),
        other: rating(30),
        written: () =>
          sql('select market_demand from public.ratings where idea_id = $1 and user_id = $2', [
            idea.id,
            caller.id,
          ]),
      };
    },
  },
  'comments.create': {
    caller: 'member',
    prepare: async (caller) => {
      const idea = await approvedIdea(author);
      return {
        request: json(`/ideas/${idea.id}/comments`, { body: 'Said once.' }),
        other: json(`/ideas/${idea.id}/comments`, { body: 'Said otherwise.' }),
        written: () =>
          sql('select body from public.comments where idea_id = $1 and author_id = $2 order by body', [
            idea.id,
            caller.id,
          ]),
      };
    },
  },
  'reports.create': {
    caller: 'member',
    prepare: async (caller) => {
      const idea = await approvedIdea(author);
      return {
        request: json('/reports', { targetType: 'idea', targetId: idea.id, reason: 'spam' }),
        other: json('/reports', {
          targetType: 'idea',
          targetId: idea.id,
          reason: 'other',
          note: 'Said otherwise.',
        }),
        written: () =>
          sql(
            'select reason, note from public.reports where idea_id = $1 and reporter_id = $2 order by reason',
            [idea.id, caller.id],
          ),
      };
    },
  },
  'mail.unsubscribe': {
    caller: 'member',
    prepare: async (caller) => {
      expectOk(
        await api('/me/mail-preferences', {
          token: caller.token,
          method: 'PUT',
          json: { repliesToMe: true },
        }),
      );
      const [row] = await sql<{ token: string }>(
        'select unsubscribe_token::text as token from public.mail_preferences where member_id = $1',
        [caller.id],
      );
      return {
        request: json('/unsubscribe', { token: row!.token, topic: 'review_outcomes' }),
        other: json('/unsubscribe', { token: row!.token, topic: 'replies_to_me' }),
        written: () =>
          sql(
            'select review_outcomes, replies_to_me, updated_at from public.mail_preferences where member_id = $1',
            [caller.id],
          ),
      };
    },
  },
  'notifications.markRead': {
    caller: 'member',
    prepare: async (caller) => {
      await sql(`select private.notify($1::uuid, 'promoted', null)`, [caller.id]);
      return {
        request: json('/notifications/read', { all: true }),
        other: json('/notifications/read', { ids: [randomUUID()] }),
        written: () =>
          sql('select id, read_at from public.notifications where recipient_id = $1 order by id', [
            caller.id,
          ]),
      };
    },
  },
  'administration.rejectEdit': {
    caller: 'admin',
    prepare: async () => {
      const fields = ideaFields();
      const idea = await approvedIdea(author, fields);
      expectOk(
        await api(`/ideas/${idea.id}`, {
          method: 'PUT',
          token: author.token,
          form: ideaForm({ ...fields, title: `${fields.title} v2` }),
        }),
      );
      return {
        request: json(`/admin/ideas/${idea.id}/edit/reject`, { reason: 'Keep the first title.' }),
        other: json(`/admin/ideas/${idea.id}/edit/reject`, { reason: 'Another reason.' }),
        written: () =>
          sql(
            `select (select count(*)::int from public.idea_edits where idea_id = $1) as edits,
                    (select count(*)::int from public.notifications where idea_id = $1 and kind = 'edit_rejected') as told`,
            [idea.id],
          ),
      };
    },
  },
  'administration.reject': {
    caller: 'admin',
    prepare: async () => {
      const idea = await submitIdea(author);
      return {
        request: json(`/admin/ideas/${idea.id}/reject`, { reason: 'Too vague.' }),
        other: json(`/admin/ideas/${idea.id}/reject`, { reason: 'Too broad.' }),
        written: () =>
          sql(
            `select status, rejection_reason, reviewed_at,
                    (select count(*)::int from public.mail_outbox where data ->> 'title' = i.title) as mails
             from public.ideas i where id = $1`,
            [idea.id],
          ),
      };
    },
  },
  'trash.restore': {
    caller: 'admin',
    prepare: async () => {
      const ideas = await Promise.all([submitIdea(author), submitIdea(author)]);
      for (const idea of ideas)
        expectOk(await api(`/ideas/${idea.id}`, { method: 'DELETE', token: author.token }));
      const restore = (id: string): Sent => ({
        path: `/admin/ideas/${id}/restore`,
        options: { method: 'POST' },
      });
      return {
        request: restore(ideas[0].id),
        other: restore(ideas[1].id),
        written: () =>
          sql('select id, deleted_at from public.ideas where id = any($1::uuid[]) order by id', [
            ideas.map((idea) => idea.id),
          ]),
      };
    },
  },
  'administration.merge': {
    caller: 'admin',
    prepare: async () => {
      const [target, first, second] = await Promise.all([
        approvedIdea(author),
        submitIdea(author),
        submitIdea(author),
      ]);
      const merge = (id: string) => json(`/admin/ideas/${id}/merge`, { into: target.id });
      return {
        request: merge(first.id),
        other: merge(second.id),
        written: () =>
          sql('select id, merged_into from public.ideas where id = any($1::uuid[]) order by id', [
            [first.id, second.id],
          ]),
      };
    },
  },
  'landing-pages.countView': {
    caller: 'member',
    prepare: async () => {
      const pages = await Promise.all(
        [1, 2].map(async () => {
          const idea = await submitIdea(owner);
          const page = expectOk<{ id: string; slug: string }>(
            await api('/landing-pages', { token: owner.token, json: { ideaId: idea.id } }),
            201,
          );
          expectOk(await api(`/landing-pages/${page.id}/publish`, { token: owner.token, method: 'POST' }));
          return page;
        }),
      );
      const view = (slug: string): Sent => ({ path: `/p/${slug}/views`, options: { method: 'POST' } });
      return {
        request: view(pages[0]!.slug),
        other: view(pages[1]!.slug),
        written: () =>
          sql(
            'select page_id, views from public.landing_page_views where page_id = any($1::uuid[]) order by 1',
            [pages.map((page) => page.id)],
          ),
      };
    },
  },
  'administration.voidRatings': {
    caller: 'admin',
    prepare: async () => {
      const idea = await approvedIdea(author);
      const raters = await Promise.all([newMember('idem-rater'), newMember('idem-rater')]);
      for (const rater of raters) {
        expectOk(
          await api('/ratings', {
            token: rater.token,
            json: { ideaId: idea.id, marketDemand: 50, innovation: 50, competition: 50 },
          }),
          201,
        );
      }
      const ids = raters.map((rater) => rater.id);
      await sql(
        `update public.profiles set suspended_until = now() + interval '1 day' where id = any($1::uuid[])`,
        [ids],
      );
      const voidOf = (id: string): Sent => ({
        path: `/admin/users/${id}/void-ratings`,
        options: { method: 'POST' },
      });
      return {
        request: voidOf(ids[0]!),
        other: voidOf(ids[1]!),
        written: () =>
          sql('select user_id from public.ratings where user_id = any($1::uuid[]) order by user_id', [ids]),
      };
    },
  },
  'roadmap-administration.add': {
    caller: 'admin',
    prepare: () => {
      const label = `${MARKER} ${randomUUID()}`;
      const item = (suffix: string) =>
        json('/admin/roadmap', {
          quarter: 'Q1 2099',
          theme: 'Idempotency',
          label: label + suffix,
          status: 'planned',
        });
      return {
        request: item(''),
        other: item(' again'),
        written: () =>
          sql('select label from public.roadmap_items where label like $1 order by label', [`${label}%`]),
      };
    },
  },
  'landing-pages.create': {
    caller: 'member',
    prepare: async (caller) => {
      const idea = await approvedIdea(caller);
      return {
        request: json('/landing-pages', { ideaId: idea.id, tone: 'friendly' }),
        other: json('/landing-pages', { ideaId: idea.id, tone: 'bold' }),
        written: () => sql('select id, content from public.landing_pages where idea_id = $1', [idea.id]),
      };
    },
  },
  'landing-pages.publish': pageSwitch('publish'),
  'landing-pages.unpublish': pageSwitch('unpublish'),
  'landing-pages.join': {
    caller: 'member',
    prepare: async (caller) => {
      const { id, slug } = await page(owner, true);
      const client = { 'cf-connecting-ip': `192.0.2.${++clients}` };
      const join = (email: string): Sent => ({
        path: `/p/${slug}/waitlist`,
        options: { method: 'POST', json: { email, consent: true }, headers: client },
      });
      return {
        request: join(caller.email),
        other: join(`other-${caller.email}`),
        written: () =>
          sql('select email from public.waitlist_signups where page_id = $1 order by email', [id]),
      };
    },
  },
};

/** POSTs that take no key, and why; each is checked below to answer afresh every time. */
const UNKEYED: Record<string, string> = {
  'mail.deliverMail':
    "the mail worker's run: called with its secret by no member, it opens no transaction as a caller",
  'trash.purge': "the trash purge's run: called with the workers' secret by no member, as the mail worker",
  'mail.runDigest':
    "the weekly digest's run: the workers' secret, no member; a second run of a week queues nothing",
};

/** This week's Monday (UTC), the latest week the digest may be run for. */
function thisMonday(): string {
  const today = new Date();
  today.setUTCDate(today.getUTCDate() - ((today.getUTCDay() + 6) % 7));
  return today.toISOString().slice(0, 10);
}

const UNKEYED_REQUESTS: Record<string, { path: string; json?: unknown }> = {
  'mail.deliverMail': { path: '/internal/deliver-mail' },
  'trash.purge': { path: '/internal/purge-trash' },
  'mail.runDigest': { path: '/internal/run-digest', json: { week: thisMonday() } },
};

const POSTS = ROUTES.filter((listed) => listed.route.method === 'POST');

function send(sent: Sent, token: string, key: string): Promise<ApiAnswer> {
  return api(sent.path, {
    ...sent.options,
    token,
    headers: { ...sent.options.headers, 'idempotency-key': key },
  });
}

function expectFresh(answer: ApiAnswer, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.headers.get(REPLAYED)).toBeNull();
}

function expectReplayOf(answer: ApiAnswer, first: ApiAnswer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(first.status);
  expect(answer.body).toEqual(first.body);
  expect(answer.headers.get(REPLAYED)).toBe('true');
}

beforeAll(async () => {
  let first: Member;
  let second: Member;
  let secondAdmin: Member;
  [first, second, author, owner, secondAdmin] = await Promise.all([
    premium('idem-first'),
    premium('idem-second'),
    newMember('idem-author'),
    premium('idem-owner'),
    newMember('idem-admin'),
  ]);
  members = [first, second];
  admins = [await signInAdmin(), secondAdmin];
});

afterAll(async () => {
  await sql('delete from public.roadmap_items where label like $1', [`${MARKER}%`]);
});

describe('every POST the contracts declare', () => {
  it('has a valid request here, or says why it takes no key', () => {
    const names = POSTS.map((listed) => listed.name);
    const missing = POSTS.filter((listed) => !CASES[listed.name] && !UNKEYED[listed.name]);
    expect(
      missing.map((listed) => `${routeLabel(listed)} (${listed.name})`),
      'POSTs without an entry',
    ).toEqual([]);
    const stale = [...Object.keys(CASES), ...Object.keys(UNKEYED)].filter((name) => !names.includes(name));
    expect(stale, 'entries of no POST').toEqual([]);
  });

  for (const listed of POSTS) {
    const entry = CASES[listed.name];
    if (!entry) continue;
    const success = listed.route.statuses[0]!;
    describe(routeLabel(listed), () => {
      it('answers a retry with the first answer, writing once; another request under the key is 422, writing nothing', async () => {
        const caller = entry.caller === 'admin' ? admins[0] : members[0];
        const prepared = await entry.prepare(caller);
        const key = randomUUID();
        const before = await prepared.written();

        const first = await send(prepared.request, caller.token, key);
        expectFresh(first, success);
        const once = await prepared.written();
        expect(once, 'the first request writes').not.toEqual(before);

        expectReplayOf(await send(prepared.request, caller.token, key), first);
        expect(await prepared.written(), 'the retry writes nothing more').toEqual(once);

        expectError(await send(prepared.other, caller.token, key), 422, 'idempotency_key_reused');
        expect(await prepared.written(), 'the other request writes nothing').toEqual(once);

        const other = entry.caller === 'admin' ? admins[1] : members[1];
        if (entry.caller === 'admin') await promoted(other, () => theirOwn(entry, other, key, success));
        else await theirOwn(entry, other, key, success);
      });
    });
  }

  for (const [name, why] of Object.entries(UNKEYED)) {
    it(`${name} takes no key (${why}): each call runs`, async () => {
      const worker = {
        method: 'POST',
        headers: { 'x-mail-worker-secret': SERVICE_ROLE_KEY, 'idempotency-key': 'worker-run' },
      };
      const { path, json: body } = UNKEYED_REQUESTS[name]!;
      for (let run = 0; run < 2; run++) {
        expectFresh(await api(path, body === undefined ? worker : { ...worker, json: body }), 200);
      }
    });
  }
});

/** Another caller's request under the same key: answered as if the key were new. */
async function theirOwn(entry: Case, other: Member, key: string, success: number) {
  const theirs = await entry.prepare(other);
  const before = await theirs.written();
  expectFresh(await send(theirs.request, other.token, key), success);
  expect(await theirs.written(), "another member's request writes").not.toEqual(before);
}

/**
 * `work` while `member` is an administrator: promoted just for it, and demoted at once, since other files count
 * the administrators.
 */
async function promoted(member: Member, work: () => Promise<void>) {
  const admin = admins[0];
  expectOk(await api(`/admin/users/${member.id}/promote`, { method: 'PUT', token: admin.token }));
  try {
    await work();
  } finally {
    expectOk(await api(`/admin/users/${member.id}/demote`, { method: 'PUT', token: admin.token }));
  }
}

describe('PUT /api/admin/ideas/{id}/approve with a key', () => {
  it('answers the retry 200 with the same approval, and approves once', async () => {
    const idea = await submitIdea(author);
    const key = randomUUID();
    const approval = { path: `/admin/ideas/${idea.id}/approve`, options: { method: 'PUT' } };
    const first = await send(approval, admins[0].token, key);
    expectFresh(first, 200);
    expectReplayOf(await send(approval, admins[0].token, key), first);
    const [events] = await sql<{ mails: number; notices: number }>(
      `select (select count(*)::int from public.mail_outbox where recipient_id = $1 and data ->> 'title' = $2) as mails,
              (select count(*)::int from public.notifications where idea_id = $3 and kind = 'idea_approved') as notices`,
      [author.id, idea.title, idea.id],
    );
    expect(events).toEqual({ mails: 1, notices: 1 });
    // Without the key, the second approval is what it always was.
    expectError(await api(approval.path, { method: 'PUT', token: admins[0].token }), 409);
  });
});

describe('two requests at once with one key', () => {
  it('make one comment; each answer is the first one, or 409 while it is still being made', async () => {
    const idea = await approvedIdea(author);
    const [caller] = members;
    const comment = json(`/ideas/${idea.id}/comments`, { body: 'Sent twice at once.' });
    const key = randomUUID();
    const answers = await Promise.all([send(comment, caller.token, key), send(comment, caller.token, key)]);
    const made = answers.filter((answer) => answer.status === 201);
    expect(made.length, JSON.stringify(answers.map((answer) => answer.body))).toBeGreaterThanOrEqual(1);
    for (const answer of made) expect(answer.body).toEqual(made[0]!.body);
    for (const answer of answers.filter((one) => one.status !== 201)) {
      expectError(answer, 409, 'idempotency_in_progress');
    }
    const [count] = await sql<{ comments: number }>(
      'select count(*)::int as comments from public.comments where idea_id = $1 and author_id = $2',
      [idea.id, caller.id],
    );
    expect(count!.comments).toBe(1);
    expectReplayOf(await send(comment, caller.token, key), made[0]!);
  });
});

interface PageRequest {
  caller: Member;
  idea: { id: string };
  create: Sent;
}

/** A new premium member's request for a landing page of an approved idea of theirs. */
async function pageRequest(label: string): Promise<PageRequest> {
  const caller = await premium(label);
  const idea = await approvedIdea(caller);
  return { caller, idea, create: json('/landing-pages', { ideaId: idea.id }) };
}

/** The request under `key` makes its page, fresh, and a retry replays it: one page. */
async function expectMadeOnce({ caller, idea, create }: PageRequest, key: string) {
  const made = await send(create, caller.token, key);
  expectFresh(made, 201);
  expectReplayOf(await send(create, caller.token, key), made);
  const [count] = await sql<{ pages: number }>(
    'select count(*)::int as pages from public.landing_pages where idea_id = $1',
    [idea.id],
  );
  expect(count!.pages).toBe(1);
}

describe('the key itself', () => {
  it('is refused with 400 unless it is 1 to 255 visible ASCII characters, before anything is written', async () => {
    const idea = await approvedIdea(author);
    const [caller] = members;
    const rating = json('/ratings', { ideaId: idea.id, marketDemand: 50, innovation: 50, competition: 50 });
    for (const key of ['', 'with space', 'x'.repeat(256), 'caf\u00e9']) {
      expectError(await send(rating, caller.token, key), 400, 'invalid_idempotency_key');
    }
    const [count] = await sql<{ ratings: number }>(
      'select count(*)::int as ratings from public.ratings where idea_id = $1',
      [idea.id],
    );
    expect(count!.ratings).toBe(0);
    expectFresh(await send(rating, caller.token, 'x'.repeat(255)), 201);
  });

  it('is not kept when the write is refused in its transaction: the corrected request takes it', async () => {
    const idea = await approvedIdea(author);
    const [caller] = members;
    const key = randomUUID();
    const path = `/ideas/${idea.id}/comments`;
    expectError(await send(json(path, { body: '' }), caller.token, key), 422, 'validation_failed');
    expectFresh(await send(json(path, { body: 'Corrected.' }), caller.token, key), 201);
  });

  it('keeps the answer of a write that failed after its transaction committed', async () => {
    const [caller] = members;
    const key = randomUUID();
    const gone = { path: `/ideas/${randomUUID()}`, options: { method: 'DELETE' } };
    const first = await send(gone, caller.token, key);
    expectError(first, 404);
    expect(first.headers.get(REPLAYED)).toBeNull();
    expectReplayOf(await send(gone, caller.token, key), first);
  });

  it("is not kept by a write limit's 429: a retry is told its own wait, and once the wait is over it writes once", async () => {
    const pageOf = await pageRequest('idem-limited');
    const { caller, create } = pageOf;
    const key = randomUUID();
    // A day's landing pages made just now: the page is refused in the transaction that writes, after one that reads.
    await sql(
      `insert into private.write_log (member_id, action)
       select $1, 'landing_page' from generate_series(1, (
         select min(max_count) from private.write_limits where action = 'landing_page'))`,
      [caller.id],
    );
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await send(create, caller.token, key);
      expectError(refused, 429, 'rate_limited');
      expect(refused.headers.get(REPLAYED)).toBeNull();
      expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    }
    await sql(`delete from private.write_log where member_id = $1 and action = 'landing_page'`, [caller.id]);
    await expectMadeOnce(pageOf, key);
  });

  it('is not kept when the transaction that writes times out: the retry writes once', async () => {
    const pageOf = await pageRequest('idem-timeout');
    const { caller, idea, create } = pageOf;
    const key = randomUUID();
    // The idea's row held from another connection: the page's insert waits on its foreign key until the member's
    // statement timeout ends it, after the first transaction read the idea unhindered.
    const failed = await withClient(inject('dbUrl'), async (db) => {
      await db.query('begin');
      await db.query('select 1 from public.ideas where id = $1 for update', [idea.id]);
      try {
        return await send(create, caller.token, key);
      } finally {
        await db.query('rollback');
      }
    });
    expectError(failed, 503, 'timeout');
    expect(failed.headers.get(REPLAYED)).toBeNull();
    await expectMadeOnce(pageOf, key);
  });

  it('is replayed to a retry before the reads that come ahead of the write: an answered page is not refused anew', async () => {
    const { caller, create } = await pageRequest('idem-lapsed');
    const key = randomUUID();
    const made = await send(create, caller.token, key);
    expectFresh(made, 201);
    // No longer premium: a fresh request would be refused by the first transaction's check.
    await setTier(caller, 'free');
    expectReplayOf(await send(create, caller.token, key), made);
    expectError(await send(create, caller.token, randomUUID()), 403);
  });

  it("from a deleted member's still valid token is refused, on a write that checks no account too: 403", async () => {
    const ghost = await newMember('idem-ghost');
    const { error } = await serviceClient().auth.admin.deleteUser(ghost.id);
    expect(error).toBeNull();
    // The key would belong to an account that is gone (its foreign key), as the write's own rows would.
    expectError(
      await send(json('/notifications/read', { all: true }), ghost.token, randomUUID()),
      403,
      'user_not_found',
    );
  });

  it("is ignored from a visitor: a visitor's retry runs again", async () => {
    const { id, slug } = await page(owner, true);
    const key = randomUUID();
    for (const email of [
      `first-${randomUUID().slice(0, 8)}@example.test`,
      `second-${randomUUID().slice(0, 8)}@example.test`,
    ]) {
      const answer = await api(`/p/${slug}/waitlist`, {
        method: 'POST',
        json: { email, consent: true },
        headers: { 'idempotency-key': key, 'cf-connecting-ip': `192.0.2.${++clients}` },
      });
      expectFresh(answer, 200);
    }
    const [count] = await sql<{ signups: number }>(
      'select count(*)::int as signups from public.waitlist_signups where page_id = $1',
      [id],
    );
    expect(count!.signups).toBe(2);
  });
});
