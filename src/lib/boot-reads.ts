// The app's side of the boot reads (src/config/boot-reads.ts): a signed-out GET takes the matching request the
// script in index.html already started, once, instead of sending its own.
import { BOOT_READS_GLOBAL } from '@/config/boot-reads';

interface PendingRead {
  url: string;
  at: number;
  answer: Promise<Response | null>;
}

declare global {
  interface Window {
    [BOOT_READS_GLOBAL]?: PendingRead[];
  }
}

/** Older than this, a boot read is not used: the page took that long to start, and the answer may be stale. */
const MAX_AGE_MS = 15_000;

/** The same URL whatever the order of its query parameters. */
function normalise(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  return parsed.toString();
}

/** The boot read of `url` if one is pending and fresh; it is removed, so it serves one request only. */
export function takeBootRead(url: string): Promise<Response | null> | undefined {
  const reads = window[BOOT_READS_GLOBAL];
  if (!reads?.length) return undefined;
  const wanted = normalise(url);
  const index = reads.findIndex((read) => normalise(read.url) === wanted);
  if (index < 0) return undefined;
  const [read] = reads.splice(index, 1);
  return read && Date.now() - read.at <= MAX_AGE_MS ? read.answer : undefined;
}
