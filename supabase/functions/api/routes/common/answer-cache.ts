// The visitors' answers of conditional GETs, kept in memory under their ETag: the tag names the read version of
// the resources the answer shows, which the writing transaction moves with any change to them, so an answer stored
// under a tag is the answer for as long as the database reports that version, and a later version simply never
// finds it. A write elsewhere (a rating of another idea) leaves the tag, and so the entry, in use. A visitor without
// the tag (a first visit, a CDN miss) then costs the version query instead of the page's query.
// Only visitors' answers: a member's differ by member and would crowd out the public ones for little gain.
// Each function instance has its own cache; an instance that starts cold just asks the database.

export interface StoredAnswer {
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
}

/** Bounds: the leaderboard's page is ~70 KB, so this holds a few hundred public answers. */
const MAX_ENTRIES = 500;
const MAX_BYTES = 16 * 1024 * 1024;

/** Least recently used first: a Map iterates in insertion order, and a hit is moved to the end. */
export class AnswerCache {
  #entries = new Map<string, StoredAnswer>();
  #bytes = 0;

  get(key: string): StoredAnswer | undefined {
    const answer = this.#entries.get(key);
    if (!answer) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, answer);
    return answer;
  }

  set(key: string, answer: StoredAnswer): void {
    if (answer.body.byteLength > MAX_BYTES) return;
    this.delete(key);
    this.#entries.set(key, answer);
    this.#bytes += answer.body.byteLength;
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= MAX_ENTRIES && this.#bytes <= MAX_BYTES) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const old = this.#entries.get(key);
    if (!old) return;
    this.#bytes -= old.body.byteLength;
    this.#entries.delete(key);
  }
}

/** One per function instance. */
export const answerCache = new AnswerCache();
