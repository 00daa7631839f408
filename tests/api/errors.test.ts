// The API's edges, whatever the endpoint: who the caller is (tokens good, tampered, malformed, unsigned, expired,
// foreign, the API keys), the envelope of every error, unknown routes (404), wrong methods (405 with Allow),
// bodies that are not JSON (400) or not JSON at all (415), and input the database cannot store (NUL) never being
// a 500.
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ANON_KEY,
  JWT_SECRET,
  loadSigningKey,
  PUBLISHABLE_KEY,
  SERVICE_ROLE_KEY,
} from '../../stack/index.ts';
import {
  api,
  apiPath,
  expectError,
  expectInvalid,
  expectOk,
  ideaForm,
  type Member,
  rowCounts,
  SEED,
  seedIdea,
  signInBob,
} from './support.ts';

let bob: Member;

beforeAll(async () => {
  bob = await signInBob();
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const parts = (token: string) => token.split('.') as [string, string, string];
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(parts(token)[1], 'base64url').toString()) as Record<string, unknown>;

/** A token carrying legacy HS256 claims, signed with `secret` (the stack's well-known JWT secret by default). */
function hs256(claims: Record<string, unknown>, secret = JWT_SECRET) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

describe('who is calling', () => {
  it('a signed-in member is recognised by their access token', async () => {
    const me = expectOk(await api('/me', { token: bob.token }));
    expect(me).toMatchObject({ uid: SEED.bob.id, email: SEED.bob.email });
  });

  it('no Authorization header is a visitor: public reads work, member calls are 401', async () => {
    expectOk(await api('/ideas?limit=1'));
    expectError(await api('/me'), 401, 'unauthorized');
  });

  it('the anon key and the publishable key as bearer are a visitor', async () => {
    for (const key of [ANON_KEY, PUBLISHABLE_KEY]) {
      expectOk(await api('/ideas?limit=1', { token: key }));
      expectError(await api('/me', { token: key }), 401, 'unauthorized');
    }
  });

  it('the service_role key is refused: the API acts only for users', async () => {
    expectError(await api('/me', { token: SERVICE_ROLE_KEY }), 403, 'forbidden');
    expectError(await api('/ideas?limit=1', { token: SERVICE_ROLE_KEY }), 403, 'forbidden');
  });

  it('a token with a changed signature is 401', async () => {
    const [header, payload, signature] = parts(bob.token);
    const flipped = `${signature.slice(0, -4)}${signature.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expectError(await api('/me', { token: `${header}.${payload}.${flipped}` }), 401, 'unauthorized');
  });

  it('a token whose claims were changed (later expiry, another user) is 401', async () => {
    const [header, , signature] = parts(bob.token);
    const claims = claimsOf(bob.token);
    const later = b64({ ...claims, exp: (claims.exp as number) + 86_400 });
    expectError(await api('/me', { token: `${header}.${later}.${signature}` }), 401, 'unauthorized');
    const alice = b64({ ...claims, sub: SEED.alice.id });
    expectError(await api('/me', { token: `${header}.${alice}.${signature}` }), 401, 'unauthorized');
  });

  it('an unsigned token (alg none) is 401', async () => {
    const claims = claimsOf(bob.token);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expectError(await api('/me', { token: none }), 401, 'unauthorized');
    expectError(await api('/ideas?limit=1', { token: none }), 401, 'unauthorized');
  });

  it('a token signed by another party (wrong HS256 secret, ES256 header with HS256 signature) is 401', async () => {
    const claims = claimsOf(bob.token);
    expectError(
      await api('/me', { token: await hs256(claims, 'not-the-secret-of-this-project-000000') }),
      401,
    );
    const forged = await hs256(claims);
    const [, payload, signature] = parts(forged);
    const es256Header = parts(bob.token)[0];
    expectError(await api('/me', { token: `${es256Header}.${payload}.${signature}` }), 401, 'unauthorized');
  });

  it('an expired token is 401 with a message saying so', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await hs256({ ...claimsOf(bob.token), iat: now - 7200, exp: now - 3600 });
    const body = expectError(await api('/me', { token: expired }), 401, 'unauthorized');
    expect(body.message).toMatch(/expired/i);
  });

  it('a user token signed with the project key (ES256) but past its exp is 401', async () => {
    // The test stack's own signing key: a real Auth token in every respect but its expiry.
    const key = await loadSigningKey(inject('dataDir'));
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claimsOf(bob.token), iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
      .sign(key.privateKey);
    const body = expectError(await api('/me', { token: expired }), 401, 'unauthorized');
    expect(body.message).toMatch(/expired/i);
    const fresh = await new SignJWT({ ...claimsOf(bob.token), iat: now, exp: now + 600 })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
      .sign(key.privateKey);
    expect(expectOk(await api('/me', { token: fresh }))).toMatchObject({ uid: SEED.bob.id });
  });

  it('the same claims correctly signed with the legacy secret are accepted, as on Supabase', async () => {
    const valid = await hs256(claimsOf(bob.token));
    expect(expectOk(await api('/me', { token: valid }))).toMatchObject({ uid: SEED.bob.id });
  });

  it('malformed tokens and Authorization headers are 401', async () => {
    for (const token of ['not-a-jwt', 'a.b.c', `${parts(bob.token)[0]}.!!!.???`, '...']) {
      expectError(await api('/me', { token }), 401, 'unauthorized');
    }
    for (const header of [
      `Basic ${Buffer.from('bob:pw').toString('base64')}`,
      'Bearer',
      `Token ${bob.token}`,
    ]) {
      expectError(await api('/ideas?limit=1', { headers: { authorization: header } }), 401, 'unauthorized');
    }
  });

  it('a token without a user id is 401', async () => {
    const { sub: _sub, ...claims } = claimsOf(bob.token);
    expectError(await api('/me', { token: await hs256(claims) }), 401, 'unauthorized');
    expectError(await api('/me', { token: await hs256({ ...claims, sub: 'bob' }) }), 401, 'unauthorized');
  });

  it('a refused token writes nothing', async () => {
    const before = await rowCounts({ ideaAuthor: SEED.bob.id });
    const [header, payload] = parts(bob.token);
    const answer = await api('/ideas', { token: `${header}.${payload}.AAAA`, form: ideaForm() });
    expectError(answer, 401);
    expect(await rowCounts({ ideaAuthor: SEED.bob.id })).toEqual(before);
  });
});

describe('routes and methods', () => {
  it('GET /api/health answers without a database or a token', async () => {
    expect(expectOk(await api('/health'))).toEqual({ status: 'ok' });
  });

  it('an unknown route is 404 in the error envelope', async () => {
    for (const pathname of ['/nope', '/ideas/x/y/z', '/admin/unknown', '/users']) {
      const body = expectError(await api(pathname), 404, 'not_found');
      expect(body.success).toBe(false);
    }
  });

  it('a wrong method on a known route is 405 with an Allow header', async () => {
    const cases: [string, string, string[]][] = [
      ['/ideas', 'PATCH', ['GET', 'POST']],
      ['/ideas', 'DELETE', ['GET', 'POST']],
      [`/ideas/${seedIdea(1)}`, 'POST', ['GET', 'PUT', 'DELETE']],
      ['/ratings', 'GET', ['POST']],
      [`/ratings/idea/${seedIdea(1)}`, 'POST', ['GET']],
      ['/me', 'POST', ['GET', 'PUT', 'DELETE']],
      ['/roadmap', 'POST', ['GET']],
      ['/admin/dashboard', 'POST', ['GET']],
      [`/admin/ideas/${seedIdea(17)}/approve`, 'POST', ['PUT']],
      [`/admin/ideas/${seedIdea(17)}/reject`, 'PUT', ['POST']],
      [`/admin/users/${SEED.bob.id}/promote`, 'POST', ['PUT']],
    ];
    for (const [pathname, method, allowed] of cases) {
      const answer = await api(pathname, { method, token: bob.token });
      expectError(answer, 405, 'method_not_allowed');
      const allow = (answer.headers.get('allow') ?? '').split(/,\s*/).sort();
      expect(allow, `${method} ${pathname}`).toEqual([...allowed].sort());
    }
  });

  it('a trailing slash names the same route; a path that only looks like a route is 404, never a 405 for an allowed method', async () => {
    expect(expectOk(await api('/ideas/?limit=1'))).toHaveLength(1);
    expect(expectOk(await api(`/ideas/${seedIdea(1)}/`))).toMatchObject({ id: seedIdea(1) });
    expect(expectOk(await api('/me/', { token: bob.token }))).toMatchObject({ uid: SEED.bob.id });
    for (const pathname of ['/ideas//', `/ideas/${seedIdea(1)}//`, '/roadmap//']) {
      expectError(await api(pathname), 404, 'not_found');
    }
  });

  it('a wrong method writes nothing', async () => {
    const before = await rowCounts({ ideaAuthor: SEED.bob.id });
    expectError(await api('/ideas', { method: 'PATCH', token: bob.token, form: ideaForm() }), 405);
    expect(await rowCounts({ ideaAuthor: SEED.bob.id })).toEqual(before);
  });

  it('answers carry CORS headers for the SPA', async () => {
    const answer = await fetch(apiPath('/ideas?limit=1'), { headers: { origin: 'http://localhost:5173' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(apiPath('/ideas'), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('bodies', () => {
  const rating = { ideaId: seedIdea(1), marketDemand: 50, innovation: 50, competition: 50 };

  it('malformed JSON is 400', async () => {
    for (const text of ['{bad', '{"ideaId": ', '', "{'single': 'quotes'}"]) {
      const answer = await api('/ratings', {
        token: bob.token,
        body: text,
        headers: { 'content-type': 'application/json' },
      });
      expectError(answer, 400, 'bad_request');
    }
    const me = await api('/me', {
      method: 'PUT',
      token: bob.token,
      body: '{"bio": "x",}',
      headers: { 'content-type': 'application/json' },
    });
    expectError(me, 400, 'bad_request');
  });

  it('a body that is not JSON is 415, and one that is invalid UTF-8 is 400', async () => {
    expectError(
      await api('/ratings', {
        token: bob.token,
        body: JSON.stringify(rating),
        headers: { 'content-type': 'text/plain' },
      }),
      415,
    );
    const bytes = new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]);
    expectError(
      await api('/ratings', {
        token: bob.token,
        body: bytes,
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
  });

  it('JSON that is not an object is 422', async () => {
    for (const json of [[], null, 'text', 42]) {
      expectError(await api('/ratings', { token: bob.token, json }), 422, 'validation_failed');
    }
  });

  it('wrong types and unknown fields are 422 naming the field', async () => {
    expectInvalid(
      await api('/ratings', { token: bob.token, json: { ...rating, marketDemand: '50' } }),
      'marketDemand',
    );
    expectInvalid(
      await api('/ratings', { token: bob.token, json: { ...rating, isAnonymous: 'yes' } }),
      'isAnonymous',
    );
    expectInvalid(
      await api('/ratings', { token: bob.token, json: { ...rating, userId: SEED.alice.id } }),
      'userId',
    );
    expectInvalid(await api('/me', { method: 'PUT', token: bob.token, json: { bio: 42 } }), 'bio');
  });

  it('a body above 1 MB is 413', async () => {
    const answer = await api('/me', {
      method: 'PUT',
      token: bob.token,
      json: { bio: 'x'.repeat(1024 * 1024 + 10) },
    });
    expectError(answer, 413, 'payload_too_large');
  });

  it('text with a NUL character is 422 naming the field, never a 500, and writes nothing', async () => {
    const before = await rowCounts({ ideaAuthor: SEED.bob.id });
    expectInvalid(
      await api('/ideas', { token: bob.token, form: ideaForm({ title: 'Hello\u0000World' }) }),
      'title',
    );
    const tags = await api('/ideas', {
      token: bob.token,
      form: ideaForm({ tags: JSON.stringify(['ok', 'n\u0000l']) }),
    });
    expect(Object.keys(expectError(tags, 422).details ?? {}).join(' ')).toMatch(/^tags/);
    expectInvalid(await api('/me', { method: 'PUT', token: bob.token, json: { bio: 'a\u0000b' } }), 'bio');
    expectInvalid(await api('/ideas?search=%00'), 'search');
    expect(await rowCounts({ ideaAuthor: SEED.bob.id })).toEqual(before);
  });

  it('query strings that are not valid UTF-8 do not break the list', async () => {
    expect((await api('/ideas?search=%FF')).status).toBeLessThan(500);
  });
});
