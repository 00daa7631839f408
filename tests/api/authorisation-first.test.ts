// Who may write comes before what was sent: on every write endpoint, a caller who may not write the row gets the
// same 401, 403 or 404 whatever the body holds (nothing, an empty or incomplete form, out-of-bounds fields,
// malformed multipart or JSON, the wrong content type, a file above the deck limit), and nothing is written. The
// same bodies from someone who may write get the body's own refusal, so each body is indeed a bad one.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  type ApiOptions,
  approve,
  expectError,
  ideaForm,
  type Member,
  newMember,
  pdfBytes,
  rowCounts,
  SEED,
  signInAdmin,
  sql,
  storedIdea,
  submitIdea,
} from './support.ts';
import { serviceClient } from '../support/shared-stack.ts';

const MARKER = `Written by a stranger ${Date.now()}`;
const DECK_LIMIT = 10 * 1024 * 1024;

/** Bodies no write endpoint accepts, each named for the failure messages. Fresh for every request. */
function badBodies(): [string, ApiOptions][] {
  const json = { 'content-type': 'application/json' };
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
    [
      'a file above the deck limit',
      { form: ideaForm({ title: MARKER }, { bytes: pdfBytes(DECK_LIMIT + 1), name: 'big.pdf' }) },
    ],
  ];
}

/** A valid form with a valid deck: what a stranger's pitch-deck upload looks like. */
const formWithDeck = () => ideaForm({ title: MARKER }, { bytes: pdfBytes(64), name: 'deck.pdf' });

let writer: Member;
/** A member who may write none of the rows below (a fresh one: the seed members' rows change in other files). */
let stranger: Member;
let admin: Member;
let pending: { id: string };
let approved: { id: string };

beforeAll(async () => {
  [writer, stranger, admin] = await Promise.all([
    newMember('owner', 'Olga Owner'),
    newMember('stranger', 'Sam Stranger'),
    signInAdmin(),
  ]);
  [pending, approved] = await Promise.all([submitIdea(writer), submitIdea(writer)]);
  await approve(approved.id);
});

/** Everything a refused write could have changed. */
async function snapshot() {
  return {
    pending: await storedIdea(pending.id),
    approved: await storedIdea(approved.id),
    writer: await rowCounts({ ideaAuthor: writer.id, ideaId: approved.id }),
    stranger: await rowCounts({ ideaAuthor: stranger.id }),
    profiles: await sql(
      'select id, display_name, bio, avatar_url, social_links, is_admin from public.profiles where id = any($1) order by id',
      [[writer.id, stranger.id]],
    ),
    seedAdmin: await sql('select is_admin from public.profiles where id = $1', [SEED.admin.id]),
    marked: await sql('select id from public.ideas where title like $1', [`${MARKER}%`]),
  };
}

/** Sends every bad body (and `extra`) as `token` and expects `status` (and `code`) for each, then an unchanged database. */
async function refusesEveryBody(
  method: string,
  pathname: string,
  token: string | undefined,
  status: number,
  extra: [string, ApiOptions][] = [],
  code?: string,
) {
  const before = await snapshot();
  for (const [label, options] of [...badBodies(), ...extra]) {
    const answer = await api(pathname, { ...options, method, token });
    expect(answer.status, `${method} ${pathname} with ${label}: ${JSON.stringify(answer.body)}`).toBe(status);
    expectError(answer, status, code);
  }
  expect(await snapshot()).toEqual(before);
}

describe('PUT /api/ideas/{id}', () => {
  const path = () => `/ideas/${approved.id}`;
  const deck: () => [string, ApiOptions][] = () => [['a valid form with a deck', { form: formWithDeck() }]];

  it('visitors: 401 whatever the body', async () => {
    await refusesEveryBody('PUT', path(), undefined, 401, deck());
  });

  it('another member, on an idea they can see: 403 with the owner-only message, whatever the body, no deck stored', async () => {
    await refusesEveryBody('PUT', path(), stranger.token, 403, deck());
    const answer = await api(path(), {
      method: 'PUT',
      token: stranger.token,
      form: ideaForm({ description: null }),
    });
    expect(expectError(answer, 403, 'forbidden').message).toBe('You can only edit your own ideas.');
  });

  it("another member, on someone's pending idea they cannot see: 404 whatever the body", async () => {
    await refusesEveryBody('PUT', `/ideas/${pending.id}`, stranger.token, 404, deck());
  });

  it("the owner gets each bad body's own refusal (400, 413, 415 or 422), changing nothing", async () => {
    const before = await snapshot();
    for (const [label, options] of badBodies()) {
      const answer = await api(path(), { ...options, method: 'PUT', token: writer.token });
      expect([400, 413, 415, 422], `${label}: ${answer.status}`).toContain(answer.status);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('DELETE /api/ideas/{id}', () => {
  it('visitors 401, other members 403 (visible) or 404 (pending), whatever the body; nothing deleted', async () => {
    await refusesEveryBody('DELETE', `/ideas/${approved.id}`, undefined, 401);
    await refusesEveryBody('DELETE', `/ideas/${approved.id}`, stranger.token, 403);
    await refusesEveryBody('DELETE', `/ideas/${pending.id}`, stranger.token, 404);
  });
});

describe('member writes without an idea in the path', () => {
  it('POST /api/ideas: visitors 401 whatever the body, a deck included', async () => {
    await refusesEveryBody('POST', '/ideas', undefined, 401, [
      ['a valid form with a deck', { form: formWithDeck() }],
    ]);
  });

  it('POST /api/ratings: visitors 401 whatever the body, a valid rating included', async () => {
    const rating = { ideaId: approved.id, marketDemand: 50, innovation: 50, competition: 50 };
    await refusesEveryBody('POST', '/ratings', undefined, 401, [['a valid rating', { json: rating }]]);
  });

  it('PUT /api/me: visitors 401 whatever the body, a valid change included', async () => {
    await refusesEveryBody('PUT', '/me', undefined, 401, [
      ['a valid change', { json: { displayName: MARKER } }],
    ]);
  });
});

describe("a deleted member's token, still within its exp", () => {
  let ghost: Member;

  beforeAll(async () => {
    ghost = await newMember('ghost');
    const { error } = await serviceClient().auth.admin.deleteUser(ghost.id);
    expect(error).toBeNull();
  });

  /** The bad bodies and `extra` refused with `status` and `code`; nothing written, nothing left under the ghost's id. */
  const refusedAsGone = async (
    method: string,
    pathname: string,
    status: number,
    code: string,
    extra: [string, ApiOptions][],
  ) => {
    await refusesEveryBody(method, pathname, ghost.token, status, extra, code);
    const left = await rowCounts({ ideaAuthor: ghost.id });
    expect([Number(left.ideas), Number(left.objects)]).toEqual([0, 0]);
    expect(await sql('select 1 from public.ratings where user_id = $1', [ghost.id])).toEqual([]);
  };

  it('POST /api/ideas: 403 user_not_found whatever the body, a deck included, storing nothing', async () => {
    await refusedAsGone('POST', '/ideas', 403, 'user_not_found', [
      ['a valid form with a deck', { form: formWithDeck() }],
    ]);
  });

  it('POST /api/ratings: 403 user_not_found whatever the body', async () => {
    const rating = { ideaId: approved.id, marketDemand: 50, innovation: 50, competition: 50 };
    await refusedAsGone('POST', '/ratings', 403, 'user_not_found', [['a valid rating', { json: rating }]]);
  });

  it('PUT /api/me: 404 whatever the body', async () => {
    await refusedAsGone('PUT', '/me', 404, 'not_found', [['a valid change', { json: { bio: MARKER } }]]);
  });
});

describe('administrator endpoints', () => {
  // {pending}, {stranger} and {admin} stand for ids made in beforeAll.
  const ENDPOINTS: [string, string][] = [
    ['PUT', '/admin/ideas/{pending}/approve'],
    ['POST', '/admin/ideas/{pending}/reject'],
    ['PUT', '/admin/ideas/{pending}'],
    ['DELETE', '/admin/ideas/{pending}'],
    ['PUT', '/admin/users/{stranger}/promote'],
    ['PUT', '/admin/users/{admin}/demote'],
    // Malformed ids name nothing, but who is asking is still answered first.
    ['PUT', '/admin/ideas/not-an-id/approve'],
    ['POST', '/admin/ideas/not-an-id/reject'],
    ['PUT', '/admin/ideas/not-an-id'],
  ];
  const resolve = (template: string) =>
    template
      .replace('{pending}', pending.id)
      .replace('{stranger}', stranger.id)
      .replace('{admin}', SEED.admin.id);
  const deck = (): [string, ApiOptions][] => [['a valid form with a deck', { form: formWithDeck() }]];

  for (const [method, template] of ENDPOINTS) {
    it(`${method} ${template}: visitors 401 and members 403 naming administrators, whatever the body`, async () => {
      const pathname = resolve(template);
      await refusesEveryBody(method, pathname, undefined, 401, deck());
      await refusesEveryBody(method, pathname, stranger.token, 403, deck());
      const answer = await api(pathname, {
        method,
        token: stranger.token,
        json: { reason: 'r'.repeat(5000) },
      });
      expect(expectError(answer, 403, 'forbidden').message).toMatch(/^Only administrators can /);
    });
  }

  it('members get 403 on the user list whatever the query', async () => {
    for (const query of ['?limit=x', '?offset=-1', `?search=${'s'.repeat(500)}`, '?unknown=1']) {
      expectError(await api(`/admin/users${query}`, { token: stranger.token }), 403, 'forbidden');
    }
  });

  it("an administrator gets each bad form's own refusal on the edit, changing nothing", async () => {
    const before = await snapshot();
    for (const [label, options] of badBodies()) {
      const answer = await api(`/admin/ideas/${pending.id}`, {
        ...options,
        method: 'PUT',
        token: admin.token,
      });
      expect([400, 413, 415, 422], `${label}: ${answer.status}`).toContain(answer.status);
    }
    expect(await snapshot()).toEqual(before);
  });
});
