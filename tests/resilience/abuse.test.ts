// Forged and stale credentials, and sign-in floods. Access tokens that are unsigned (alg none), signed with another
// key or past their exp are refused as Supabase refuses them: 401 from the API (as PostgREST), 403 bad_jwt from
// Auth. A deleted user's token still verifies, so requests run as a user that no longer exists: reads work, the
// own profile is not found, writes are refused with a clear 4xx and write nothing; Auth says user_not_found.
// Sign-in and sign-up are limited per IP as GoTrue does, with the number from supabase/config.toml.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { parse } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANON_KEY, loadSettings, loadSigningKey, ROOT } from '../../stack/index.ts';
import { ideaFields, pdfBytes, seedIdea } from '../api/support.ts';
import {
  createAccounts,
  createMembers,
  deleteUser,
  describeAnswer,
  expectFailure,
  expectSuccess,
  send,
  sendTo,
  sharedStack,
  sqlAt,
  startOwnStack,
  type Member,
  type OwnStack,
  type Target,
  PASSWORD,
  REQUEST_TIMEOUT_MS,
} from './support.ts';

const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as JWTPayload;
const headerOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid: string };

let target: Target;
let member: Member;

beforeAll(async () => {
  target = sharedStack();
  [member] = (await createMembers(target, 1, 'abused')) as [Member];
});

/** GET /auth/v1/user with `token`, as auth-js asks it. */
const authUser = (token: string) =>
  sendTo(`${target.apiUrl}/auth/v1/user`, { token, headers: { apikey: ANON_KEY, ...API_VERSION } });

describe('forged and expired access tokens', () => {
  const forged: Record<string, () => Promise<string>> = {
    'an unsigned token (alg none)': () =>
      Promise.resolve(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(member.token))}.`),
    'alg none with the real key id': () =>
      Promise.resolve(
        `${b64({ alg: 'none', kid: headerOf(member.token).kid, typ: 'JWT' })}.${b64(claimsOf(member.token))}.`,
      ),
    'a token signed with another ES256 key under the real key id': async () => {
      const { privateKey } = await generateKeyPair('ES256');
      return await new SignJWT(claimsOf(member.token))
        .setProtectedHeader({ alg: 'ES256', kid: headerOf(member.token).kid, typ: 'JWT' })
        .sign(privateKey);
    },
    'a token signed with another HS256 secret': () =>
      new SignJWT(claimsOf(member.token))
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode('an-attacker-secret-of-at-least-32-characters')),
    'a token of the real key, past its exp': async () => {
      const key = await loadSigningKey(inject('dataDir'));
      const now = Math.floor(Date.now() / 1000);
      return await new SignJWT({ ...claimsOf(member.token), iat: now - 3660, exp: now - 60 })
        .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
        .sign(key.privateKey);
    },
  };

  for (const [name, make] of Object.entries(forged)) {
    it(`${name}: the API answers 401 and writes nothing; Auth answers 403 bad_jwt`, async () => {
      const token = await make();
      const before = await sqlAt(target, 'select count(*)::int as n from public.ratings where user_id = $1', [
        member.id,
      ]);
      for (const [pathname, options] of [
        ['/me', {}],
        ['/ideas?limit=1', {}],
        [`/ideas/${seedIdea(1)}`, {}],
        ['/ratings', { json: { ideaId: seedIdea(2), marketDemand: 1, innovation: 2, competition: 3 } }],
        ['/me', { method: 'PUT', json: { bio: 'forged' } }],
      ] as const) {
        const body = expectFailure(await send(target, pathname, { token, ...options }), 401, 'unauthorized');
        if (name.includes('exp')) expect(body.message).toMatch(/expired/i);
      }
      expect(
        await sqlAt(target, 'select count(*)::int as n from public.ratings where user_id = $1', [member.id]),
      ).toEqual(before);

      const auth = await authUser(token);
      expect(auth.status, describeAnswer(auth)).toBe(403);
      expect(auth.body).toMatchObject({ code: 'bad_jwt' });
      expect(auth.body.message).toMatch(/^invalid JWT: unable to parse or verify signature, /);
      if (name.includes('exp')) expect(auth.body.message).toMatch(/token is expired/);
    });
  }

  it('the genuine token still works for both (the forgeries above were refused for what they are)', async () => {
    expectSuccess(await send(target, '/me', { token: member.token }));
    expect((await authUser(member.token)).status).toBe(200);
  });
});

describe("a deleted user's token, still within its exp", () => {
  let ghost: Member;

  beforeAll(async () => {
    [ghost] = (await createMembers(target, 1, 'ghost')) as [Member];
    expectSuccess(await send(target, '/me', { token: ghost.token }));
    await deleteUser(target, ghost.id);
  });

  it('Auth answers 403 user_not_found', async () => {
    const answer = await authUser(ghost.token);
    expect(answer.status, describeAnswer(answer)).toBe(403);
    expect(answer.body).toEqual({
      code: 'user_not_found',
      message: 'User from sub claim in JWT does not exist',
    });
  });

  it('the token verifies, so reads work as for any member; the own profile is not found', async () => {
    expect(
      expectSuccess<unknown[]>(await send(target, '/ideas?limit=2', { token: ghost.token })),
    ).toHaveLength(2);
    expectSuccess(await send(target, `/ideas/${seedIdea(1)}`, { token: ghost.token }));
    const me = expectFailure(await send(target, '/me', { token: ghost.token }), 404, 'not_found');
    expect(me.message).toBe('User profile not found');
    expectFailure(await send(target, `/users/${ghost.id}`, { token: ghost.token }), 404, 'not_found');
  });

  it('writes are refused with a clear 4xx, never a 500, and write nothing', async () => {
    const gone = { status: 403, code: 'user_not_found', message: 'Your account no longer exists.' };
    const rating = await send(target, '/ratings', {
      token: ghost.token,
      json: { ideaId: seedIdea(3), marketDemand: 10, innovation: 20, competition: 30 },
    });
    expect(expectFailure(rating, gone.status, gone.code).message).toBe(gone.message);

    const form = new FormData();
    for (const [key, value] of Object.entries(ideaFields())) form.append(key, value);
    const idea = await send(target, '/ideas', { token: ghost.token, form });
    expect(expectFailure(idea, gone.status, gone.code).message).toBe(gone.message);
    // With a pitch deck: Storage takes the upload (it checks the token, not the account), the idea is refused,
    // and the deck is removed again.
    form.append('pitchDeck', new Blob([pdfBytes()], { type: 'application/pdf' }), 'deck.pdf');
    const withDeck = await send(target, '/ideas', { token: ghost.token, form });
    expect(expectFailure(withDeck, gone.status, gone.code).message).toBe(gone.message);

    const profile = await send(target, '/me', {
      method: 'PUT',
      token: ghost.token,
      json: { bio: 'still here?' },
    });
    expect(expectFailure(profile, 404, 'not_found').message).toBe('User profile not found');
    expectFailure(await send(target, `/ideas/${seedIdea(1)}`, { method: 'DELETE', token: ghost.token }), 403);
    expectFailure(
      await send(target, `/admin/ideas/${seedIdea(17)}/approve`, { method: 'PUT', token: ghost.token }),
      403,
      'forbidden',
    );

    const [left] = await sqlAt(
      target,
      `select (select count(*)::int from public.ratings where user_id = $1) as ratings,
              (select count(*)::int from public.ideas where author_id = $1) as ideas,
              (select count(*)::int from public.profiles where id = $1) as profiles,
              (select count(*)::int from storage.objects where name like $1 || '/%') as objects,
              (select count(*)::int from auth.users where id = $1) as users`,
      [ghost.id],
    );
    expect(left).toEqual({ ratings: 0, ideas: 0, profiles: 0, objects: 0, users: 0 });
  });
});

/* Section - rate limits */

interface AuthAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { code?: string; message?: string; access_token?: string };
}

/** A POST to Auth through the gateway from `localAddress` (any 127.x.y.z is this machine). */
function authPost(
  apiUrl: string,
  pathname: string,
  body: unknown,
  options: { localAddress?: string; headers?: Record<string, string> } = {},
): Promise<AuthAnswer> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${apiUrl}/auth/v1${pathname}`,
      {
        method: 'POST',
        localAddress: options.localAddress ?? '127.0.0.1',
        headers: {
          apikey: ANON_KEY,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          ...API_VERSION,
          ...options.headers,
        },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      },
      (response) => {
        let data = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (data += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: JSON.parse(data) as AuthAnswer['body'],
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(text);
  });
}

describe('sign-in and sign-up rate limits per IP, as GoTrue with config.toml', () => {
  let limited: OwnStack;
  let account: Member;

  beforeAll(async () => {
    // A stack with the limits on (the shared one turns them off), beside the shared one, on the same database.
    limited = await startOwnStack({ authRateLimits: true, databaseUrl: inject('dbUrl') });
    // Made with the admin API, which the limit does not count, and signed in from another address.
    const [created] = await createAccounts(limited.target, 1, 'limited');
    const session = await authPost(
      limited.target.apiUrl,
      '/token?grant_type=password',
      { email: created!.email, password: PASSWORD },
      { localAddress: '127.0.0.3' },
    );
    account = { ...created!, token: session.body.access_token! };
  });

  afterAll(async () => {
    await limited?.stop();
  });

  it('the limit is [auth.rate_limit] sign_in_sign_ups of supabase/config.toml, as the stack reads it', () => {
    const file = parse(readFileSync(path.join(ROOT, 'supabase', 'config.toml'), 'utf8')) as {
      auth: { rate_limit: { sign_in_sign_ups: number } };
    };
    expect(loadSettings().auth.rateLimits.signInSignUps).toBe(file.auth.rate_limit.sign_in_sign_ups);
    expect(file.auth.rate_limit.sign_in_sign_ups).toBe(30); // GoTrue's and the CLI's default
  });

  it('the request after that many sign-ins and sign-ups from one IP gets 429 over_request_rate_limit', async () => {
    const limit = loadSettings().auth.rateLimits.signInSignUps;
    const url = limited.target.apiUrl;
    // Quick refusals, no password hashing: unknown accounts and too-weak passwords count like any attempt.
    const answers: AuthAnswer[] = [];
    for (let i = 0; i < limit; i++) {
      answers.push(
        await (i % 2 === 0
          ? authPost(url, '/token?grant_type=password', {
              email: `nobody${i}@example.test`,
              password: 'wrong-one',
            })
          : authPost(url, '/signup', { email: `weak${i}@example.test`, password: '1' })),
      );
    }
    expect(answers.map((a) => a.status)).toEqual(answers.map((_, i) => (i % 2 === 0 ? 400 : 422)));

    const over = await authPost(url, '/token?grant_type=password', {
      email: account.email,
      password: PASSWORD,
    });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    expect(over.headers['x-sb-error-code']).toBe('over_request_rate_limit');
    expect(over.headers['x-supabase-api-version']).toBe('2024-01-01');
    // Sign-up shares the allowance; a forged X-Forwarded-For does not reset it (the gateway appends the real address).
    expect((await authPost(url, '/signup', { email: 'late@example.test', password: PASSWORD })).status).toBe(
      429,
    );
    const spoofed = await authPost(
      url,
      '/token?grant_type=password',
      { email: account.email, password: PASSWORD },
      { headers: { 'x-forwarded-for': '203.0.113.99' } },
    );
    expect(spoofed.status).toBe(429);
    // Another address has its own allowance: the same sign-in from 127.0.0.2 succeeds.
    const elsewhere = await authPost(
      url,
      '/token?grant_type=password',
      { email: account.email, password: PASSWORD },
      { localAddress: '127.0.0.2' },
    );
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200);
    expect(elsewhere.body.access_token).toBeTypeOf('string');
    // Only sign-ins and sign-ups are limited: the API and a signed-in user's own requests go on.
    expectSuccess(await send(limited.target, '/me', { token: account.token }));
  });
});
