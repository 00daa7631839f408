// Idempotency-Key on the API's writes (docs/decisions.md, decision 37). A client that retries a POST, PUT or DELETE
// with the key it sent the first time gets the first answer again, marked Idempotency-Replayed, instead of a second
// write. The key is claimed in the request's transaction that writes, right after the route's guard: it commits with
// the write or not at all, and a concurrent request with the same key waits on it in Postgres. A transaction the
// handler opens only to read before it (mount's `read`) looks at the key without keeping it. The answer is stored once
// the handler is done, as the caller, in a short transaction of its own. Only signed-in callers have keys (they
// are kept per member); a visitor's header is ignored, and so is a write that never opens a transaction as its
// caller (the mail worker's run).
import type postgres from 'postgres';
import type { Caller } from '../../../_shared/auth.ts';
import { asCaller } from '../../../_shared/db.ts';
import { ApiError, conflict } from '../../../_shared/errors.ts';
import { concatBytes, errorAnswer } from '../../../_shared/http.ts';
import type { Ctx } from './context.ts';
import type { RouteContract } from './contract.ts';

type Member = Extract<Caller, { role: 'authenticated' }>;

const WRITES = new Set<RouteContract['method']>(['POST', 'PUT', 'DELETE']);
/** Visible ASCII: what a header carries unchanged through every proxy. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How long a retry waits for the first request's answer before it is told to come back. */
const WAIT_MS = 3000;
const PAUSE_MS = 200;

const encoder = new TextEncoder();

export const invalidKey = () =>
  new ApiError(400, 'invalid_idempotency_key', 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.');
export const reusedKey = () =>
  new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for a different request.');
export const keyInProgress = () =>
  conflict('A request with this Idempotency-Key is still being processed.', 'idempotency_in_progress');

interface StoredAnswer {
  status: number;
  body: string | null;
  content_type: string | null;
}

/**
 * The first request's answer, found by a retry. Thrown out of the handler's transaction so that it rolls back
 * before any of the handler's work; an ApiError so that the transaction passes it on as it is.
 */
class Replay extends ApiError {
  constructor(readonly answer: StoredAnswer) {
    super(answer.status, 'idempotency_replay', 'Answered before.');
  }

  response(): Response {
    return new Response(this.answer.body, {
      status: this.answer.status,
      headers: {
        'content-type': this.answer.content_type ?? 'application/json',
        'Idempotency-Replayed': 'true',
      },
    });
  }
}

/** The body as mount read it, when it could. */
export interface RawBody {
  bytes: Uint8Array;
  type: string;
}

/** How a transaction meets the key: it claims it where it may write, it only looks where it only reads. */
export type KeyUse = 'claim' | 'look';

/** Thrown to undo a look's claim; never leaves `look`. */
const UNDONE = Symbol('undone');

/** One write with an Idempotency-Key, from its claim to its stored answer. */
export class IdempotentWrite {
  /** Whether a transaction that claimed the key has committed. */
  claimed = false;
  /** Whether a transaction that looked at the key has committed. */
  private looked = false;
  /**
   * The request's hash, made once: a look and the claim after it, and every attempt asCaller makes after a
   * conflict, compare the same bytes (up to a form with a 10 MB deck).
   */
  private hash: Promise<string> | undefined;

  private constructor(
    private readonly caller: Member,
    private readonly key: string,
    private readonly request: () => Uint8Array,
  ) {}

  /** The write's key, or null where keys do not apply: not a write, a visitor, no header. */
  static of(c: Ctx, route: RouteContract, caller: Caller, body: RawBody | null): IdempotentWrite | null {
    const key = c.req.header('idempotency-key');
    if (!WRITES.has(route.method) || caller.role !== 'authenticated' || key === undefined) return null;
    const url = new URL(c.req.url);
    return new IdempotentWrite(caller, key, () => requestBytes(route.method, url.pathname + url.search, body));
  }

  /** Whether a transaction of this use still has to meet the key: once claimed it is settled, and one look is enough. */
  due(use: KeyUse): boolean {
    return !this.claimed && (use === 'claim' || !this.looked);
  }

  /** In the transaction, after its guard: claims the key or looks at it (see `claim` and `look`). */
  meet(tx: postgres.TransactionSql, use: KeyUse): Promise<void> {
    return use === 'claim' ? this.claim(tx) : this.look(tx);
  }

  /** The transaction that met the key committed. */
  met(use: KeyUse): void {
    if (use === 'claim') this.claimed = true;
    else this.looked = true;
  }

  /**
   * In the request's transaction, after its guard: goes on for a new key, else throws the stored answer (Replay),
   * 422 for a key used for another request, or 409 when the first request's answer is still not there.
   */
  private async claim(tx: postgres.TransactionSql): Promise<void> {
    if (!KEY_PATTERN.test(this.key)) throw invalidKey();
    this.hash ??= sha256(this.request());
    const hash = await this.hash;
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const [row] = await tx<(StoredAnswer & { outcome: string })[]>`
        select * from private.claim_idempotency_key(${this.key}, ${hash})`;
      if (row!.outcome === 'new') return;
      if (row!.outcome === 'mismatch') throw reusedKey();
      if (row!.outcome === 'replay') throw new Replay(row!);
      // Pending: the first request committed its write and is storing its answer, or died before it could.
      if (Date.now() + PAUSE_MS > deadline) throw keyInProgress();
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  }

  /**
   * The claim, undone at once, in a transaction that only reads before the one that writes. A retry of an answered
   * request is answered (or refused, or waited for) before the handler's reads and whatever it does between its
   * transactions (a landing page's draft asks the model); a free key stays free, so that the claim commits with
   * the write or rolls back with its failure, and a failure that wrote nothing is never kept for a retry. A
   * concurrent request with the key may pass its look too: its claim then waits on the first one's.
   */
  private async look(tx: postgres.TransactionSql): Promise<void> {
    try {
      await tx.savepoint(async (point) => {
        await this.claim(point);
        throw UNDONE;
      });
    } catch (error) {
      if (error !== UNDONE) throw error;
    }
  }

  /**
   * `handle`'s answer, stored once the key committed: its error's answer too, when it failed after its write
   * committed, so that a retry is told the same rather than writing again. A replay answers what was stored. A
   * failure of the claiming transaction itself (a write limit's 429, a 503 timeout, busy or unavailable) rolled the
   * claim back with the write: nothing is kept, and the retry runs afresh. The database still gives up a key whose
   * answer is a 429 (private.store_idempotent_answer), from when a read-only transaction took the key; no route
   * reaches that now, and a route that wrote before a limited transaction would need its key kept.
   */
  async answer(c: Ctx, handle: () => Promise<Response>): Promise<Response> {
    let response: Response;
    try {
      response = await handle();
    } catch (error) {
      if (error instanceof Replay) return error.response();
      if (!this.claimed) throw error;
      response = errorAnswer(c, error);
    }
    if (this.claimed) await this.store(response);
    return response;
  }

  private async store(response: Response): Promise<void> {
    const body = await response.clone().text();
    const type = response.headers.get('content-type');
    try {
      await asCaller(this.caller, (tx) => tx`
        select private.store_idempotent_answer(${this.key}, ${response.status}, ${body}, ${type})`);
    } catch (error) {
      // The write committed: its answer still goes out. Retries get 409 until the key expires, never a second write.
      console.error('Idempotency-Key answer not stored:', error);
    }
  }
}

/** What the key stands for: the method, the path with its query, and the body's bytes. */
function requestBytes(method: string, target: string, body: RawBody | null): Uint8Array {
  const head = encoder.encode(`${method} ${target}\n`);
  return body ? concatBytes([head, ...withoutBoundary(body)]) : head;
}

/**
 * A form's parts without the boundary that separates them. A browser draws a new boundary each time it sends a
 * form, so a retried upload has other bytes only there; the boundary never occurs inside a part, so taking it out
 * loses nothing of what was sent.
 */
function withoutBoundary({ bytes, type }: RawBody): Uint8Array[] {
  const boundary = /^multipart\/.*;\s*boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return [bytes];
  const needle = encoder.encode(boundary);
  const parts: Uint8Array[] = [];
  let start = 0;
  for (let at = find(bytes, needle, 0); at !== -1; at = find(bytes, needle, start)) {
    parts.push(bytes.subarray(start, at));
    start = at + needle.length;
  }
  parts.push(bytes.subarray(start));
  return parts;
}

function find(bytes: Uint8Array, needle: Uint8Array, from: number): number {
  for (let at = bytes.indexOf(needle[0]!, from); at !== -1; at = bytes.indexOf(needle[0]!, at + 1)) {
    if (at + needle.length > bytes.length) return -1;
    if (needle.every((byte, index) => bytes[at + index] === byte)) return at;
  }
  return -1;
}

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
