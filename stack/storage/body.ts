// Development stand-in for Supabase Storage (storage-api): what happens to the rest of a request body the
// service does not want (a refused or oversized upload). The answer goes out
// at once; the remaining bytes are read and dropped in the background, never kept, so the client's keep-alive
// connection stays usable. Past DISCARD_LIMIT the body is cancelled instead (the HTTP server then closes the
// connection), as storage-api closes the connection of an upload it cut short.

const DISCARD_LIMIT = 64 * 1024 * 1024;

/** Reads and drops what is left of a body in the background; returns at once. */
export function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  void (async () => {
    let dropped = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        dropped += value.byteLength;
        if (dropped > DISCARD_LIMIT) {
          await reader.cancel();
          return;
        }
      }
    } catch {
      // the client went away: nothing left to drop
    }
  })();
}
