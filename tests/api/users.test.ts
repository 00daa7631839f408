// Profiles: GET /api/users/{id} (public: never the e-mail or the admin flag), GET /api/users/{id}/ideas (what the
// caller may see), GET /api/me (one's own, with e-mail and isAdmin) and PUT /api/me (display name, bio, avatar and
// social links only; unknown fields, bad URLs and out-of-bounds text refused with 422, writing nothing).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  expectError,
  expectInvalid,
  expectOk,
  type Member,
  newMember,
  SEED,
  seedIdea,
  signInAdmin,
  signInAlice,
  signInBob,
  sql,
  submitIdea,
} from './support.ts';

interface Profile {
  uid: string;
  displayName: string;
  bio: string;
  avatar: string;
  socialLinks: Record<string, string>;
  isVerified: boolean;
  subscriptionTier: string;
  createdAt: string;
  email?: string;
  isAdmin?: boolean;
}

let admin: Member;
let alice: Member;
let bob: Member;
let member: Member;

beforeAll(async () => {
  [admin, alice, bob, member] = await Promise.all([
    signInAdmin(),
    signInAlice(),
    signInBob(),
    newMember('profile', 'Paula Profile'),
  ]);
});

const storedProfile = async (id: string) =>
  (await sql('select * from public.profiles where id = $1', [id]))[0];

describe('GET /api/users/{id}', () => {
  it('shows a public profile to anyone, never with the e-mail or the admin flag', async () => {
    for (const token of [undefined, bob.token, admin.token]) {
      const answer = await api(`/users/${SEED.alice.id}`, { token });
      const profile = expectOk<Profile>(answer);
      expect(profile).toEqual({
        uid: SEED.alice.id,
        displayName: 'Alice Premium',
        bio: expect.stringContaining('Serial founder'),
        avatar: '',
        socialLinks: { twitter: 'https://twitter.com/alice', linkedin: 'https://www.linkedin.com/in/alice' },
        isVerified: true,
        subscriptionTier: 'premium',
        createdAt: expect.any(String),
      });
      expect(JSON.stringify(answer.body)).not.toContain('@example.com');
    }
    const adminProfile = expectOk<Profile>(await api(`/users/${SEED.admin.id}`));
    expect(adminProfile).not.toHaveProperty('isAdmin');
    expect(adminProfile).not.toHaveProperty('email');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expectError(await api('/users/00000000-0000-4000-a000-999999999999'), 404, 'not_found');
    expectError(await api('/users/alice'), 404, 'not_found');
  });
});

describe('GET /api/users/{id}/ideas', () => {
  it('shows visitors and other members only the approved ideas, newest first', async () => {
    for (const token of [undefined, alice.token]) {
      const ideas = expectOk<{ id: string; status: string; authorId: string; createdAt: string }[]>(
        await api(`/users/${SEED.bob.id}/ideas`, { token }),
      );
      expect(ideas.map((i) => i.id)).toEqual(
        expect.arrayContaining([seedIdea(2), seedIdea(4), seedIdea(15)]),
      );
      expect(ideas.every((i) => i.status === 'approved' && i.authorId === SEED.bob.id)).toBe(true);
      const dates = ideas.map((i) => Date.parse(i.createdAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    }
  });

  it('shows the owner and administrators every status', async () => {
    for (const token of [bob.token, admin.token]) {
      const ideas = expectOk<{ id: string; status: string }[]>(
        await api(`/users/${SEED.bob.id}/ideas`, { token }),
      );
      const statuses = new Set(ideas.map((i) => i.status));
      expect([...statuses].sort()).toEqual(['approved', 'pending', 'rejected']);
      expect(ideas.map((i) => i.id)).toEqual(expect.arrayContaining([seedIdea(17), seedIdea(20)]));
    }
  });

  it('answers an empty list for a member without ideas and 404 for an unknown member', async () => {
    const fresh = expectOk(await api(`/users/${member.id}/ideas`));
    expect(Array.isArray(fresh)).toBe(true);
    expectError(await api('/users/00000000-0000-4000-a000-999999999999/ideas'), 404);
    expectError(await api('/users/nobody/ideas'), 404);
  });
});

describe('GET /api/me', () => {
  it('is 401 for visitors', async () => {
    expectError(await api('/me'), 401, 'unauthorized');
  });

  it('gives members their own e-mail and isAdmin', async () => {
    expect(expectOk<Profile>(await api('/me', { token: member.token }))).toMatchObject({
      uid: member.id,
      email: member.email,
      displayName: 'Paula Profile',
      isAdmin: false,
      isVerified: true,
      subscriptionTier: 'free',
    });
    expect(expectOk<Profile>(await api('/me', { token: admin.token }))).toMatchObject({
      email: SEED.admin.email,
      isAdmin: true,
    });
    expect(expectOk<Profile>(await api('/me', { token: alice.token }))).toMatchObject({
      isAdmin: false,
      subscriptionTier: 'premium',
    });
  });
});

describe('PUT /api/me', () => {
  it('changes display name, bio, avatar and social links, everywhere the profile shows', async () => {
    const idea = await submitIdea(member);
    const changes = {
      displayName: 'Paula P.',
      bio: 'Builder of <b>things</b> & "stuff"',
      avatarUrl: 'https://example.com/paula.png',
      socialLinks: { twitter: 'https://twitter.com/paula', linkedin: 'https://linkedin.com/in/paula' },
    };
    const answer = await api('/me', { method: 'PUT', token: member.token, json: changes });
    const profile = expectOk<Profile>(answer);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(profile).toMatchObject({
      uid: member.id,
      email: member.email,
      displayName: 'Paula P.',
      bio: changes.bio,
      avatar: changes.avatarUrl,
      socialLinks: changes.socialLinks,
    });
    expect(expectOk<Profile>(await api('/me', { token: member.token }))).toMatchObject({
      displayName: 'Paula P.',
      avatar: changes.avatarUrl,
    });
    expect(expectOk<Profile>(await api(`/users/${member.id}`))).toMatchObject({
      displayName: 'Paula P.',
      bio: changes.bio,
    });
    expect(expectOk(await api(`/ideas/${idea.id}`, { token: member.token }))).toMatchObject({
      author: { displayName: 'Paula P.' },
    });
    expect(await storedProfile(member.id)).toMatchObject({
      display_name: 'Paula P.',
      avatar_url: changes.avatarUrl,
      social_links: changes.socialLinks,
    });
  });

  it('changes only the fields sent; an empty object changes nothing; empty links clear them', async () => {
    expectOk(await api('/me', { method: 'PUT', token: member.token, json: { bio: 'Only the bio' } }));
    const before = await storedProfile(member.id);
    expect(before).toMatchObject({ bio: 'Only the bio', display_name: 'Paula P.' });
    expectOk(await api('/me', { method: 'PUT', token: member.token, json: {} }));
    expect(await storedProfile(member.id)).toMatchObject({ bio: 'Only the bio', display_name: 'Paula P.' });
    expectOk(
      await api('/me', { method: 'PUT', token: member.token, json: { avatarUrl: '', socialLinks: {} } }),
    );
    expect(await storedProfile(member.id)).toMatchObject({ avatar_url: '', social_links: {} });
  });

  it('accepts the bounds: display name up to 100, bio up to 1000 characters', async () => {
    const displayName = 'N'.repeat(100);
    const bio = 'B'.repeat(1000);
    expect(
      expectOk<Profile>(await api('/me', { method: 'PUT', token: member.token, json: { displayName, bio } })),
    ).toMatchObject({ displayName, bio });
    expectOk(
      await api('/me', { method: 'PUT', token: member.token, json: { displayName: 'Paula P.', bio: '' } }),
    );
  });

  it('refuses unknown fields, bad URLs, wrong types and out-of-bounds text with 422, writing nothing', async () => {
    const before = await storedProfile(member.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'other@example.com' }, 'email'],
      [{ isAdmin: true }, 'isAdmin'],
      [{ subscriptionTier: 'premium' }, 'subscriptionTier'],
      [{ isVerified: true }, 'isVerified'],
      [{ avatar: 'https://example.com/a.png' }, 'avatar'],
      [{ avatarUrl: 'javascript:alert(1)' }, 'avatarUrl'],
      [{ avatarUrl: 'example.com/a.png' }, 'avatarUrl'],
      [{ avatarUrl: 42 }, 'avatarUrl'],
      [{ socialLinks: { twitter: 'ftp://twitter.com/p' } }, 'socialLinks.twitter'],
      [{ socialLinks: { instagram: 'https://instagram.com/p' } }, 'socialLinks.instagram'],
      [{ socialLinks: 'https://twitter.com/p' }, 'socialLinks'],
      [{ displayName: '' }, 'displayName'],
      [{ displayName: '   ' }, 'displayName'],
      [{ displayName: 'N'.repeat(101) }, 'displayName'],
      [{ displayName: null }, 'displayName'],
      [{ bio: 'B'.repeat(1001) }, 'bio'],
      [{ bio: ['a'] }, 'bio'],
    ];
    for (const [json, field] of cases) {
      expectInvalid(await api('/me', { method: 'PUT', token: member.token, json }), field);
    }
    // One bad field spoils the whole change.
    expectInvalid(
      await api('/me', { method: 'PUT', token: member.token, json: { bio: 'fine', isAdmin: true } }),
      'isAdmin',
    );
    expect(await storedProfile(member.id)).toEqual(before);
  });

  it('refuses visitors (401), bodies that are not JSON (415) and malformed JSON (400), writing nothing', async () => {
    const before = await storedProfile(member.id);
    expectError(await api('/me', { method: 'PUT', json: { bio: 'x' } }), 401);
    expectError(
      await api('/me', {
        method: 'PUT',
        token: member.token,
        body: 'bio=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
    );
    expectError(
      await api('/me', {
        method: 'PUT',
        token: member.token,
        body: '{"bio": ',
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
    expect(await storedProfile(member.id)).toEqual(before);
  });

  it('keeps the e-mail private after a change', async () => {
    const answer = await api(`/users/${member.id}`);
    expect(JSON.stringify(answer.body)).not.toContain(member.email);
  });
});
