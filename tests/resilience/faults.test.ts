// Parts of the stack failing under the API: Postgres stopped while ratings are being sent (503 with a clear
// message, never a hang, and service again once it is back, with no rating answered 201 lost), the function's
// process killed (the gateway's supervisor brings it back), and uploads cut off midway (nothing stored). These
// break a stack, so this file starts one of its own.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY } from '../../stack/index.ts';
import { ideaFields, pdfBytes, seedIdea } from '../api/support.ts';
import {
  createMembers,
  describeAnswer,
  eventually,
  expectFailure,
  expectSuccess,
  send,
  sendTo,
  sqlAt,
  startOwnStack,
  type Answer,
  type Member,
  type OwnStack,
} from './support.ts';

let own: OwnStack;
let raters: Member[];

beforeAll(async () => {
  // Durable (fsync on): what is answered 201 must be on disk, not only in memory, when the server stops.
  own = await startOwnStack({ durable: true });
  raters = await createMembers(own.target, 8, 'faulty');
});

afterAll(async () => {
  await own?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Postgres stopped while requests run', () => {
  it('answers 503 with a clear message while it is down, serves again once it is back, and loses no rating answered 201', async () => {
    const target = own.target;
    type Phase = 'up' | 'stopping' | 'down' | 'starting' | 'back';
    interface Sent {
      /** What Postgres was doing when the request was sent, and when its answer came. */
      phase: Phase;
      answeredIn: Phase;
      answer: Answer<{ rating: { id: string } }>;
    }
    // Every rater rates every approved seed idea (1-16), four requests at a time, while the database goes away.
    // A rating refused with 503 is sent again later, as a client would; `history` keeps every answer per rating.
    const pairs = raters.flatMap((member) =>
      Array.from({ length: 16 }, (_, i) => ({ member, ideaId: seedIdea(i + 1), history: [] as Sent[] })),
    );
    const queue = [...pairs];
    let phase: Phase = 'up';
    let failure: unknown = null;
    const all = () => pairs.flatMap((pair) => pair.history);
    const worker = async () => {
      while (queue.length > 0 && failure === null) {
        const pair = queue.shift()!;
        const sentIn = phase;
        const sentAt = Date.now();
        try {
          const answer = await send<{ rating: { id: string } }>(target, '/ratings', {
            token: pair.member.token,
            json: { ideaId: pair.ideaId, marketDemand: 70, innovation: 50, competition: 30 },
          });
          pair.history.push({ phase: sentIn, answeredIn: phase, answer });
          if (answer.status === 503) queue.push(pair);
        } catch (error) {
          // The request timeout: the API hung. Which request, and when, is what a failure needs to say.
          failure = `a rating sent while Postgres was ${sentIn} got no answer in ${Date.now() - sentAt} ms (${String(error)})`;
        }
        if (phase === 'down') await sleep(20); // each refusal is immediate: do not spin
      }
    };
    const workers = Promise.all(Array.from({ length: 4 }, worker));

    await eventually('20 ratings before the outage', () =>
      all().filter((s) => s.answer.status === 201).length >= 20 ? true : undefined,
    );
    const whileDown = () => all().filter((s) => s.phase === 'down' && s.answeredIn === 'down');
    try {
      phase = 'stopping';
      await own.stack.database.stop();
      phase = 'down';
      await eventually('10 requests sent and answered while Postgres is down', () =>
        failure === null && whileDown().length < 10 ? undefined : true,
      );
      expect(failure).toBeNull();
      // Stay down longer than the driver's connect timeout (5 s): no request may wait for the database to return.
      await sleep(6000);
      expectSuccess(await send(target, '/health')); // the API itself is up: its health check needs no database
    } catch (error) {
      // What the stack logged around the outage says why; the file's other tests need the database back.
      (error as Error).message += `\n${own.log.slice(-60).join('\n')}`;
      throw error;
    } finally {
      phase = 'starting';
      await own.stack.database.start();
      phase = 'back';
      await workers;
    }
    expect(failure).toBeNull();

    for (const { phase: sentIn, answer } of all()) {
      const what = `a rating sent while Postgres was ${sentIn}: ${describeAnswer(answer)}`;
      expect([201, 409, 503], what).toContain(answer.status);
      if (answer.status === 201) expectSuccess(answer, 201);
      if (answer.status === 503) {
        const body = expectFailure(answer, 503, 'unavailable');
        expect(body.message).toBe('The service is temporarily unavailable. Please try again.');
      }
    }
    // While it was down, every request got its 503 while it was still down: none waited for it to come back.
    const down = whileDown();
    expect(down.length).toBeGreaterThanOrEqual(10);
    expect(down.filter((s) => s.answer.status !== 503).map((s) => describeAnswer(s.answer))).toEqual([]);
    // Back with no manual step: everything sent once it was up again succeeded.
    const back = all().filter((s) => s.phase === 'back');
    expect(back.length).toBeGreaterThan(0);
    expect(back.map((s) => s.answer.status).filter((status) => status === 503)).toEqual([]);

    // Each rating ended in one 201, or in a 409 "already rated" after a 503: its COMMIT went through as the
    // server shut down, but the answer could not (an outcome no client can know; the retry tells it).
    const created = new Map<string, string>();
    let confirmedBy409 = 0;
    for (const { member, ideaId, history } of pairs) {
      const statuses = history.map((s) => s.answer.status).join(',');
      expect(
        history.slice(0, -1).every((s) => s.answer.status === 503),
        `${statuses}`,
      ).toBe(true);
      const last = history.at(-1)!.answer;
      if (last.status === 201) created.set(`${member.id} ${ideaId}`, last.body.data.rating.id);
      else {
        expect(last.status, `${statuses}`).toBe(409);
        expectFailure(last, 409, 'already_exists');
        expect(history.length, `${statuses}`).toBeGreaterThan(1);
        confirmedBy409 += 1;
      }
    }
    expect(created.size).toBeGreaterThanOrEqual(20);

    const stored = await sqlAt<{ key: string; id: string }>(
      target,
      `select user_id || ' ' || idea_id as key, id::text from public.ratings where user_id = any($1::uuid[])`,
      [raters.map((member) => member.id)],
    );
    // No rating answered 201 is lost, and nothing else is stored but the ones confirmed by a 409.
    expect(stored).toHaveLength(created.size + confirmedBy409);
    expect(stored).toHaveLength(pairs.length);
    const storedIds = new Map(stored.map((row) => [row.key, row.id]));
    for (const [key, id] of created) expect(storedIds.get(key), key).toBe(id);
  });

  it('answers the first request after the database went away with 503, not once it is back, and serves again', async () => {
    const member = raters[0]!;
    expectSuccess(await send(own.target, '/me', { token: member.token }));
    try {
      await own.stack.database.stop();
      // Alone, this request is the one that finds the pooler with no server connection and starts its failing
      // login; the pooler must fail it like the ones after it (within its 5 s checkout timeout), not hold it
      // until the database returns.
      const answer = await send(own.target, '/me', { token: member.token });
      expectFailure(answer, 503, 'unavailable');
    } finally {
      await own.stack.database.start();
    }
    // Right after the restart a request can still meet a connection that went down with the old server (a 503 like
    // the ones before, seen once in about six runs); it serves again without any manual step.
    await expect
      .poll(async () => (await send(own.target, '/me', { token: member.token })).status, { timeout: 30_000 })
      .toBe(200);
  });
});

describe("the function's process killed", () => {
  it('the supervisor brings it back: a request sent while it restarts is held and served, three crashes in a row', async () => {
    const runner = own.stack.functions.get('api')!;
    const member = raters[0]!;
    for (let crash = 1; crash <= 3; crash++) {
      expectSuccess(await send(own.target, '/me', { token: member.token }));
      // A request in flight when the process dies gets the gateway's answer at once, never a hang.
      const inFlight = send(own.target, '/me', { token: member.token });
      const gone = runner.kill();
      const lost = await inFlight;
      expect([200, 502, 503], describeAnswer(lost)).toContain(lost.status);
      // Every killed process has exited; its successor starts after the supervisor's delay (200 ms at first).
      await gone;
      // Sent while nothing listens: the gateway holds it until the new process is up (bounded by the request timeout).
      const answer = await send<{ uid: string }>(own.target, '/me', { token: member.token });
      expect(expectSuccess(answer).uid).toBe(member.id);
      expect(runner.isRunning).toBe(true);
    }
  });
});

/** The multipart body of a valid idea with a pitch deck of `deckBytes`. */
async function ideaUpload(deckBytes: number): Promise<{ bytes: Uint8Array; contentType: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(ideaFields())) form.append(key, value);
  form.append('pitchDeck', new Blob([pdfBytes(deckBytes)], { type: 'application/pdf' }), 'deck.pdf');
  const serialized = new Response(form);
  return {
    bytes: new Uint8Array(await serialized.arrayBuffer()),
    contentType: serialized.headers.get('content-type')!,
  };
}

/** Sends the first `sendBytes` of a request that declares all of `body`, then closes the connection. */
async function cutOff(url: string, headers: Record<string, string>, body: Uint8Array, sendBytes: number) {
  const request = http.request(url, {
    method: 'POST',
    headers: { ...headers, 'content-length': String(body.length) },
  });
  let answered: http.IncomingMessage | null = null;
  request.on('response', (response) => {
    answered = response;
    response.resume();
  });
  request.on('error', () => undefined); // the connection we are about to destroy
  await new Promise<void>((resolve, reject) =>
    request.write(body.subarray(0, sendBytes), (error) => (error ? reject(error) : resolve())),
  );
  await sleep(200); // let the bytes travel through the gateway to the function
  request.destroy();
  await new Promise((resolve) => request.once('close', resolve));
  return answered;
}

describe('an upload cut off midway', () => {
  it('an idea form of 5 MB cut off after 1 MB creates no idea and stores no deck', async () => {
    const [member] = await createMembers(own.target, 1, 'cutoff');
    const { bytes, contentType } = await ideaUpload(5 * 1024 * 1024);
    const answered = await cutOff(
      `${own.target.apiUrl}/functions/v1/api/ideas`,
      { authorization: `Bearer ${member!.token}`, 'content-type': contentType },
      bytes,
      1024 * 1024,
    );
    expect(answered, 'no answer before the body was complete').toBeNull();
    // The gateway passed the broken connection on: the function saw the request body fail (and logged it), so no
    // request is left waiting for the rest of a body that will never come.
    await eventually('the function to see the body break off', () =>
      own.log.some((line) => line.startsWith('[functions/api]') && /request body/i.test(line))
        ? true
        : undefined,
    );

    // The same kind of upload, complete, succeeds: the cut-off one left the API in working order.
    const complete = await ideaUpload(64 * 1024);
    const idea = expectSuccess<{ id: string; hasPitchDeck: boolean }>(
      await send(own.target, '/ideas', {
        token: member!.token,
        headers: { 'content-type': complete.contentType },
        body: complete.bytes as Uint8Array<ArrayBuffer>,
      }),
      201,
    );
    expect(idea.hasPitchDeck).toBe(true);
    const [counts] = await sqlAt<{ ideas: number; objects: number }>(
      own.target,
      `select (select count(*)::int from public.ideas where author_id = $1) as ideas,
              (select count(*)::int from storage.objects where bucket_id = 'pitch-decks' and name like $1 || '/%') as objects`,
      [member!.id],
    );
    expect(counts).toEqual({ ideas: 1, objects: 1 });
  });

  it('a direct Storage upload of 5 MB cut off after 1 MB leaves no object, no file and no temporary file', async () => {
    const [member] = await createMembers(own.target, 1, 'cutoff');
    const name = `${member!.id}/cut-off.pdf`;
    const answered = await cutOff(
      `${own.target.apiUrl}/storage/v1/object/pitch-decks/${name}`,
      { authorization: `Bearer ${member!.token}`, apikey: ANON_KEY, 'content-type': 'application/pdf' },
      pdfBytes(5 * 1024 * 1024),
      1024 * 1024,
    );
    expect(answered).toBeNull();
    const uploads = path.join(own.dataDir, 'storage', '#uploads');
    // Storage notices the broken connection and removes what it had received.
    await eventually('the temporary upload removed', async () =>
      !existsSync(uploads) || (await fs.readdir(uploads)).length === 0 ? true : undefined,
    );
    expect(existsSync(path.join(own.dataDir, 'storage', 'pitch-decks', member!.id, 'cut-off.pdf'))).toBe(
      false,
    );
    const rows = await sqlAt(own.target, `select 1 from storage.objects where name = $1`, [name]);
    expect(rows).toEqual([]);
    // And the same upload, complete, works.
    const stored = await sendTo(`${own.target.apiUrl}/storage/v1/object/pitch-decks/${name}`, {
      method: 'POST',
      token: member!.token,
      headers: { apikey: ANON_KEY, 'content-type': 'application/pdf' },
      body: pdfBytes(64 * 1024) as Uint8Array<ArrayBuffer>,
    });
    expect(stored.status, describeAnswer(stored)).toBe(200);
  });
});
