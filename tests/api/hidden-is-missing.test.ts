// An idea the caller may not see (another member's pending or rejected idea) is refused exactly like a missing one
// on every route that names an idea: same status, same body. Its author and administrators, who see it, still get
// the specific refusal.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  type ApiOptions,
  expectError,
  ideaForm,
  type Member,
  newMember,
  signInAdmin,
  submitIdea,
} from './support.ts';

const MISSING = '00000000-0000-4000-8000-00000000dead';

/** Each route that names an idea, as the request a caller would send for the idea `id`. */
const ROUTES: [string, (id: string) => [string, ApiOptions]][] = [
  ['GET /ideas/{id}', (id) => [`/ideas/${id}`, {}]],
  ['GET /ideas/{id}/scores', (id) => [`/ideas/${id}/scores`, {}]],
  ['PUT /ideas/{id}', (id) => [`/ideas/${id}`, { method: 'PUT', form: ideaForm() }]],
  ['DELETE /ideas/{id}', (id) => [`/ideas/${id}`, { method: 'DELETE' }]],
  ['GET /ideas/{id}/comments', (id) => [`/ideas/${id}/comments`, {}]],
  ['POST /ideas/{id}/comments', (id) => [`/ideas/${id}/comments`, { json: { body: 'Is this still open?' } }]],
  ['GET /ratings/idea/{id}', (id) => [`/ratings/idea/${id}`, {}]],
  [
    'POST /ratings',
    (id) => ['/ratings', { json: { ideaId: id, marketDemand: 50, innovation: 50, competition: 50 } }],
  ],
  ['POST /landing-pages', (id) => ['/landing-pages', { json: { ideaId: id, tone: 'friendly' } }]],
  ['PUT /admin/ideas/{id}/approve', (id) => [`/admin/ideas/${id}/approve`, { method: 'PUT' }]],
  ['POST /admin/ideas/{id}/reject', (id) => [`/admin/ideas/${id}/reject`, { method: 'POST' }]],
  ['DELETE /admin/ideas/{id}', (id) => [`/admin/ideas/${id}`, { method: 'DELETE' }]],
];

let author: Member;
let member: Member;
let admin: Member;
let pending: string;
let rejected: string;

beforeAll(async () => {
  [author, member, admin] = await Promise.all([
    newMember('hidden-author'),
    newMember('hidden-member'),
    signInAdmin(),
  ]);
  // Premium, so that drafting a landing page reaches the idea rather than stopping at the tier.
  expectOkStatus(
    await api(`/admin/users/${member.id}/tier`, {
      token: admin.token,
      method: 'PUT',
      json: { tier: 'premium' },
    }),
  );
  const ideas = await Promise.all([submitIdea(author), submitIdea(author)]);
  [pending, rejected] = [ideas[0].id, ideas[1].id];
  expectOkStatus(await api(`/admin/ideas/${rejected}/reject`, { token: admin.token, method: 'POST' }));
});

function expectOkStatus(answer: { status: number; body: unknown }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

const ask = (route: (id: string) => [string, ApiOptions], id: string, token?: string) => {
  const [path, options] = route(id);
  return api(path, { ...options, token });
};

describe.each([
  ['a visitor', () => undefined],
  ['a member', () => member.token],
])('to %s, a hidden idea answers as a missing one', (_who, token) => {
  it.each(ROUTES)('%s', async (_name, route) => {
    const missing = await ask(route, MISSING, token());
    for (const hidden of [pending, rejected]) {
      const answer = await ask(route, hidden, token());
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: missing.status,
        body: missing.body,
      });
    }
  });
});

describe('whoever sees the idea still learns why it is refused', () => {
  const rating = (ideaId: string) => ({ ideaId, marketDemand: 50, innovation: 50, competition: 50 });

  it('its author rating their own pending idea: 403', async () => {
    const body = expectError(
      await api('/ratings', { token: author.token, json: rating(pending) }),
      403,
      'forbidden',
    );
    expect(body.message).toBe('You cannot rate your own idea.');
  });

  it('an administrator rating a pending or rejected idea: 409', async () => {
    for (const id of [pending, rejected]) {
      const body = expectError(
        await api('/ratings', { token: admin.token, json: rating(id) }),
        409,
        'wrong_state',
      );
      expect(body.message).toBe('Only approved ideas can be rated');
    }
  });
});
