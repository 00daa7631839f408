// What moderation costs a member's write: a rating (POST /api/ratings on an approved idea with 200 000 ratings) and
// an idea submission (POST /api/ideas), each made with the moderation triggers on (the write limits' count, the
// suspension check, the audit entries) and off (`alter table ... disable trigger` on this throw-away database only),
// the two alternating run by run so that a drift of the machine's load hits both alike. Every request comes from
// another member, so no write limit is reached: what is measured is the checks' cost, not a refusal.
import postgres from 'postgres';
import type { BenchContext } from './support/context.ts';
import { drive, expectJson, type RunResult } from './support/load.ts';
import { median, spread, table } from './support/stats.ts';
import { memberTokens } from './support/tokens.ts';
import { prepare } from './rating-writes.ts';

const CONCURRENCY = 16;
const REQUESTS = 300;
const WARMUP = 50;
/** The ratio this measure is held to: moderation keeps at least 90 % of the writes' throughput. */
const TARGET = 0.9;
/** The moderation triggers: write_limit_<table>, refuse_suspended_writer and the audit_* triggers. */
const MODERATION_TRIGGER = '^(write_limit_|refuse_suspended_writer$|audit_)';

type Write = 'rating' | 'idea';
type Mode = 'on' | 'off';

/** The moderation triggers of ideas and ratings, as `alter table` names them. */
async function moderationTriggers(sql: postgres.Sql) {
  return await sql<{ table: string; name: string }[]>`
    select c.oid::regclass::text as table, t.tgname as name
    from pg_catalog.pg_trigger as t join pg_catalog.pg_class as c on c.oid = t.tgrelid
    where c.oid in ('public.ideas'::regclass, 'public.ratings'::regclass) and not t.tgisinternal
      and t.tgname ~ ${MODERATION_TRIGGER}
    order by 1, 2`;
}

async function setTriggers(sql: postgres.Sql, triggers: { table: string; name: string }[], mode: Mode) {
  for (const { table: name, name: trigger } of triggers) {
    await sql.unsafe(`alter table ${name} ${mode === 'on' ? 'enable' : 'disable'} trigger "${trigger}"`);
  }
}

function ideaForm(n: number): FormData {
  const form = new FormData();
  form.set('title', `Moderation benchmark idea ${n}`);
  form.set('description', 'An idea submitted by the moderation benchmark, long enough for the form.');
  form.set('category', 'technology');
  form.set('targetMarket', 'Benchmark readers');
  form.set('businessModel', 'Benchmark revenue');
  return form;
}

export async function moderationWritesBench(ctx: BenchContext): Promise<void> {
  const sql = postgres(ctx.stack.superuserUrl, { max: 2, onnotice: () => undefined });
  const triggers = await moderationTriggers(sql);
  try {
    const started = performance.now();
    // One writer per rating: each rates once, and submits one idea (far under the idea limit).
    const writers = 2 * (WARMUP + ctx.runs * REQUESTS);
    const { crowded, writerIds } = await prepare(sql, ctx.data.memberId, writers, 'moderation.bench.example');
    const tokens = await memberTokens(ctx.stack, writerIds);
    console.log(
      `\n(moderation writes: 200 000 ratings and ${writerIds.length} members prepared in ${((performance.now() - started) / 1000).toFixed(1)} s; triggers ${triggers.map((t) => `${t.table}.${t.name}`).join(', ')})`,
    );
    const api = `${ctx.stack.apiUrl}/functions/v1/api`;
    const send: Record<Write, (writer: number) => Promise<void>> = {
      rating: async (writer) => {
        const response = await fetch(`${api}/ratings`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens[writer]}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            ideaId: crowded,
            marketDemand: writer % 101,
            innovation: 60,
            competition: 40,
          }),
        });
        await expectJson(response, 201);
      },
      idea: async (writer) => {
        const response = await fetch(`${api}/ideas`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens[writer]}` },
          body: ideaForm(writer),
        });
        await expectJson(response, 201);
      },
    };
    let nextWriter = 0;
    const run = (write: Write, count: number) => {
      const first = nextWriter;
      nextWriter += count;
      return drive(CONCURRENCY, count, (i) => send[write](first + i));
    };
    const results: Record<Write, Record<Mode, RunResult[]>> = {
      rating: { on: [], off: [] },
      idea: { on: [], off: [] },
    };
    for (const write of ['rating', 'idea'] as const) {
      // Each writer rates once and submits once: the idea runs start again from the first writer.
      nextWriter = 0;
      await run(write, WARMUP);
      for (let r = 0; r < ctx.runs; r++) {
        for (const mode of (r % 2 === 0 ? ['on', 'off'] : ['off', 'on']) as Mode[]) {
          await setTriggers(sql, triggers, mode);
          results[write][mode].push(await run(write, REQUESTS));
        }
      }
      await setTriggers(sql, triggers, 'on');
    }
    console.log(
      `Moderation's cost: writes at c=${CONCURRENCY}, ${REQUESTS} per run, ${ctx.runs} runs each way (median (min-max))`,
    );
    const rps = (write: Write, mode: Mode) => results[write][mode].map((r) => r.requestsPerSecond);
    table(
      ['write', 'moderation triggers', 'req/s', 'p50 ms', 'p99 ms'],
      (['rating', 'idea'] as const).flatMap((write) =>
        (['on', 'off'] as const).map((mode) => [
          write === 'rating' ? 'rating (200 000 before)' : 'idea submission',
          mode,
          spread(rps(write, mode)),
          spread(
            results[write][mode].map((r) => r.p50),
            1,
          ),
          spread(
            results[write][mode].map((r) => r.p99),
            1,
          ),
        ]),
      ),
    );
    for (const write of ['rating', 'idea'] as const) {
      const ratio = median(rps(write, 'on')) / median(rps(write, 'off'));
      console.log(
        `${write} throughput ratio (moderation on / off): ${ratio.toFixed(2)} (target >= ${TARGET})`,
      );
    }
  } finally {
    // Never leave the stack without its rules, whatever failed.
    await setTriggers(sql, triggers, 'on').catch(() => undefined);
    await sql.end();
  }
}
