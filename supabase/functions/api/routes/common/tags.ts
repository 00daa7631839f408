// The ETags of conditional answers (./conditional.ts): a keyed hash of all that names an answer, with a key only
// the function holds. A 304 is answered before the handler looks at the row, so a tag a caller could work out
// (read versions are counters) would let someone who may not see an idea (pending, rejected, hidden, trashed)
// poll it and learn when it changes. A tag nobody can make is one the caller was given, in a 200 showing a row
// they could see then; once the row changes (hidden, say) so does its version, and the tag they hold names nothing.
// Every instance derives the same key from the database's URL, whose password is the function's secret: a tag one
// instance gave revalidates on another, and after a restart (docs/decisions.md, decision 53).
import { createHmac } from 'node:crypto';
import { env } from '../../../_shared/env.ts';

/** The key, apart from the password itself: the same secret keys nothing else with it. */
const KEY = createHmac('sha256', env.dbUrl).update('ideaboard: tags of conditional answers').digest();

/**
 * The tag of the answer these parts name (read version, caller, resources, URL...). node:crypto's HMAC, in one
 * synchronous call of a few microseconds (WebCrypto's asynchronous one took twice as long); its first 132 bits.
 */
export function answerTag(parts: readonly string[]): string {
  return `"${createHmac('sha256', KEY).update(parts.join('\n')).digest('base64url').slice(0, 22)}"`;
}
