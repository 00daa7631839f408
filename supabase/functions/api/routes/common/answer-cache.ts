// The visitors' answers of conditional GETs, kept in memory under their ETag: the tag names the read version of
// the resources the answer shows, which the writing transaction moves with any change to them, so an answer stored
// under a tag is the answer for as long as the database reports that version, and a later version simply never
// finds it. A write elsewhere (a rating of another idea) leaves the tag, and so the entry, in use. A visitor without
// the tag (a first visit, a CDN miss) then costs the version query instead of the page's query.
// Members' answers differ by member and are not kept, except where the contract says an answer is every caller's
// alike (the approved ideas' leaderboard): a member then gets the visitors' entry.
// Each function instance has its own cache; an instance that starts cold just asks the database.

export interface StoredAnswer {
  body: Uint8Array<ArrayBuffer>;
  /** The body gzipped once, for every client that accepts it; none for an answer too small to compress. */
  gzipped?: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
}

const sizeOf = (answer: StoredAnswer) => answer.body.byteLength + (answer.gzipped?.byteLength ?? 0);

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
    if (sizeOf(answer) > MAX_BYTES) return;
    this.delete(key);
    this.#entries.set(key, answer);
    this.#bytes += sizeOf(answer);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= MAX_ENTRIES && this.#bytes <= MAX_BYTES) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const old = this.#entries.get(key);
    if (!old) return;
    this.#bytes -= sizeOf(old);
    this.#entries.delete(key);
  }
}

/** One per function instance. */
export const answerCache = new AnswerCache();

/**
 * Answers being built, by the same key: right after a write moved a version, every request in flight for that page
 * misses at once, and each would run the page's query for the same answer. They wait for the first one's instead.
 * Settles with undefined when that answer is not kept (not a 200): each then asks on its own.
 */
export const building = new Map<string, Promise<StoredAnswer | undefined>>();
