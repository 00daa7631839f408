// The ETags of conditional answers (./conditional.ts): a keyed hash of all that names an answer, with a key only
// the function holds. A 304 is answered before the handler looks at the row, so a tag a caller could work out
// (read versions are counters) would let someone who may not see an idea (pending, rejected, hidden, trashed)
// poll it and learn when it changes. A tag nobody can make is one the caller was given, in a 200 showing a row
// they could see then; once the row changes (hidden, say) so does its version, and the tag they hold names nothing.
// Every instance derives the same key from the database's URL, whose password is the function's secret: a tag one
// instance gave revalidates on another, and after a restart (docs/decisions.md, decision 53). The answers' format
// is in the key too: a deploy that changes an answer's shape changes every tag (../answers-format.ts).
import { createHmac } from 'node:crypto';
import { env } from '../../../_shared/env.ts';
import { ANSWERS_FORMAT } from '../answers-format.ts';

/**
 * The key, apart from the password itself: the same secret keys nothing else with it. Derived once per instance,
 * so the format costs no request anything.
 */
const KEY = createHmac('sha256', env.dbUrl)
  .update(`ideaboard: tags of conditional answers, format ${ANSWERS_FORMAT}`)
  .digest();

/** Tags made lately, by what they name: a repeat read of an unchanged answer costs a lookup, not a hash. */
const made = new Map<string, string>();
const MADE_AT_MOST = 2000;
/**
 * The longest name kept, in UTF-16 units (about 1 KB of ASCII). Names come from the URL before it is checked, so
 * anyone can make them long (a junk query string); a tag that long is made each time instead, and holds nothing.
 */
const NAMES_KEPT_AT_MOST = 1024;

/**
 * The tag of the answer these parts name (read version, caller, URL, resources...): node:crypto's HMAC, its first
 * 132 bits. One synchronous call, yet 8 to 25 microseconds in Deno on a busy machine (WebCrypto's asynchronous one
 * twice that), against 0.3 for a lookup, hence the tags kept, oldest out first.
 */
export function answerTag(parts: readonly string[]): string {
  // JSON, not a separator: a decoded path parameter may hold any character, a separator too.
  const names = JSON.stringify(parts);
  let tag = made.get(names);
  if (tag === undefined) {
    tag = `"${createHmac('sha256', KEY).update(names).digest('base64url').slice(0, 22)}"`;
    if (names.length > NAMES_KEPT_AT_MOST) return tag;
    if (made.size >= MADE_AT_MOST) made.delete(made.keys().next().value!);
    made.set(names, tag);
  }
  return tag;
}
