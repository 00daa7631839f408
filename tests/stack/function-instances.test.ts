// Several processes per function, each replaced after its lifetime, as hosted workers are; the database reached
// through the transaction pooler; and a function that fails to boot tried again with its error shown.
import { serve } from '@hono/node-server';
import fs from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionPool } from '../../stack/functions/pool.ts';
import { createGateway } from '../../stack/gateway/gateway.ts';
import { ANON_KEY, freePort, startThrowawayStack, type ThrowawayStack } from '../../stack/index.ts';

const LIFETIME_SECONDS = 8;

describe('two instances of the api function, each replaced after its lifetime', () => {
  let stack: ThrowawayStack;

  beforeAll(async () => {
    stack = await startThrowawayStack({
      prefix: 'ideaboard-instances-',
      functionInstances: 2,
      functionLifetimeSeconds: LIFETIME_SECONDS,
    });
  });
  afterAll(() => stack?.dispose());

  it('serves from both, through the pooler, and answers every request while both are replaced', async () => {
    const pool = stack.functions.get('api')!;
    expect(stack.poolerUrl).toMatch(/^postgres(ql)?:\/\/postgres:/);
    const seen = new Set<number>();
    const statuses = new Map<string, number>();
    const note = (status: number, what: string) =>
      statuses.set(`${status} ${what}`, (statuses.get(`${status} ${what}`) ?? 0) + 1);
    // Public reads that query the database (through the pooler) and the health check, four at a time, until both
    // first instances have been replaced and their successors served too.
    const worker = async () => {
      while (pool.instancesStarted < 4 || [...seen].filter((id) => id > 2).length < 2) {
        for (const [what, url] of [
          ['ideas', `${stack.apiUrl}/functions/v1/api/ideas?limit=5`],
          ['health', `${stack.apiUrl}/functions/v1/api/health`],
        ] as const) {
          const response = await fetch(url, { headers: { apikey: ANON_KEY } });
          await response.arrayBuffer();
          note(response.status, what);
        }
        for (const [id, served] of pool.served()) if (served > 0) seen.add(id);
      }
    };
    const ceiling = AbortSignal.timeout(240_000);
    await Promise.race([
      Promise.all([worker(), worker(), worker(), worker()]),
      new Promise((_, reject) =>
        ceiling.addEventListener('abort', () => reject(new Error(`still ${JSON.stringify([...statuses])}`))),
      ),
    ]);
    expect([...statuses.keys()].filter((key) => !key.startsWith('200 '))).toEqual([]);
    expect(seen.size).toBeGreaterThanOrEqual(4);
    expect(stack.log.filter((line) => line.includes('replaced by')).length).toBeGreaterThanOrEqual(2);
  }, 300_000);
});

describe('a function that fails to boot', () => {
  let dir: string;
  let pool: FunctionPool;
  let gateway: Server;
  const log: string[] = [];

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ideaboard-boot-'));
    // Its import is missing at first, as an npm package Deno cannot fetch would be.
    await fs.writeFile(
      path.join(dir, 'index.ts'),
      "import { answer } from './late.ts';\nDeno.serve(() => new Response(answer));\n",
    );
    pool = new FunctionPool({
      slug: 'probe',
      entrypoint: path.join(dir, 'index.ts'),
      env: {},
      watch: false,
      instances: 1,
      log: (line) => log.push(line),
    });
    const noService = { fetch: () => new Response(null, { status: 404 }) };
    const port = await freePort();
    gateway = await new Promise<Server>((resolve) => {
      const server = serve(
        {
          fetch: createGateway({ auth: noService, storage: noService, functions: new Map([['probe', pool]]) })
            .fetch,
          port,
          hostname: '127.0.0.1',
        },
        () => resolve(server as Server),
      );
    });
    await pool.start().catch(() => undefined);
  });
  afterAll(async () => {
    await pool?.stop();
    gateway?.close();
    gateway?.closeAllConnections();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('answers 503 BOOT_ERROR, shows why, and serves once the import is there, without a file watch', async () => {
    const url = `http://127.0.0.1:${(gateway.address() as { port: number }).port}/functions/v1/probe/`;
    const failed = await fetch(url);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ code: 'BOOT_ERROR' });
    await expect
      .poll(() => log.some((line) => line.includes('failed to boot')), { timeout: 60_000 })
      .toBe(true);
    expect(log.join('\n')).toMatch(/late\.ts/);

    await fs.writeFile(path.join(dir, 'late.ts'), "export const answer = 'booted';\n");
    await expect
      .poll(
        async () =>
          await fetch(url)
            .then((r) => r.text())
            .catch(() => ''),
        { timeout: 60_000, interval: 250 },
      )
      .toBe('booted');
  }, 120_000);
});
