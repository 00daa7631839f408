// The gateway and the edge-function runner: Kong's routes and CORS, the CLI's key mapping, crash restarts.
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { FunctionRunner } from '../../stack/functions/runner.ts';
import { ANON_KEY, freePort, PUBLISHABLE_KEY } from '../../stack/index.ts';
import { apiUrl } from './helpers.ts';

const APP_ORIGIN = 'http://localhost:5173';

describe('gateway', () => {
  it('routes /functions/v1/<slug> to the function with the slug kept in the path', async () => {
    const response = await fetch(`${apiUrl()}/functions/v1/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { status: 'ok' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a CORS preflight for the app origin itself, echoing the requested headers', async () => {
    const response = await fetch(`${apiUrl()}/functions/v1/api/ideas`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-client-info, apikey, content-type',
    );
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE');
  });

  it('answers a HEAD to a function with the status and headers of its GET, and no body', async () => {
    const response = await fetch(`${apiUrl()}/functions/v1/api/health`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.text()).toBe('');
  });

  it('says which function is missing', async () => {
    const response = await fetch(`${apiUrl()}/functions/v1/nope/x`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Function not found' });
  });

  it('answers unknown routes as Kong does', async () => {
    const response = await fetch(`${apiUrl()}/nothing/here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'no Route matched with those values' });
  });

  it('maps a publishable apikey to the anon JWT as the CLI gateway does', async () => {
    // GET /auth/v1/user with only the publishable key: the Auth service sees `Bearer <anon JWT>`, whose
    // missing `sub` it refuses as bad_jwt, not as a missing Authorization header.
    const response = await fetch(`${apiUrl()}/auth/v1/user`, {
      headers: { apikey: PUBLISHABLE_KEY, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'bad_jwt' });
    const withAnon = await fetch(`${apiUrl()}/auth/v1/user`, {
      headers: { apikey: ANON_KEY, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(withAnon.status).toBe(403);
  });
});

describe('function runner', () => {
  it('brings a killed function process back', async () => {
    const entrypoint = path.resolve('supabase/functions/api/index.ts');
    const runner = new FunctionRunner({
      slug: 'api',
      entrypoint,
      port: await freePort(),
      // What the api function needs to boot; its health check touches neither.
      env: { SUPABASE_URL: apiUrl(), SUPABASE_DB_URL: inject('dbUrl') },
      watch: false,
      log: () => undefined,
    });
    await runner.start();
    try {
      const url = `http://127.0.0.1:${runner.port}/api/health`;
      expect((await fetch(url)).status).toBe(200);
      // Resolves once the killed process has exited; the supervisor then starts another.
      await runner.kill();
      await expect
        .poll(async () => (await fetch(url).catch(() => null))?.status ?? 0, {
          timeout: 60_000,
          interval: 100,
        })
        .toBe(200);
    } finally {
      await runner.stop();
    }
  }, 30_000);
});
