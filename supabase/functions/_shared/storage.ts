// Storage calls as the caller: the bucket's policies on storage.objects decide what the caller may touch.
import type { Caller } from './auth.ts';
import { env } from './env.ts';

export function storageHeaders(caller: Caller): Record<string, string> {
  return { apikey: env.anonKey, authorization: `Bearer ${caller.token ?? env.anonKey}` };
}

/**
 * Removes objects of one bucket. Best effort: Storage refuses a direct DELETE of storage.objects, so files are
 * removed only here, after the rows that named them are gone; a failure leaves files nobody refers to, and is
 * logged.
 */
export async function removeObjects(caller: Caller, bucket: string, paths: readonly string[]): Promise<void> {
  if (!paths.length) return;
  try {
    const response = await fetch(`${env.supabaseUrl}/storage/v1/object/${encodeURIComponent(bucket)}`, {
      method: 'DELETE',
      headers: { ...storageHeaders(caller), 'content-type': 'application/json' },
      body: JSON.stringify({ prefixes: paths }),
    });
    if (!response.ok) console.error(`could not remove ${paths.length} file(s) of ${bucket}: HTTP ${response.status}`);
    await response.body?.cancel();
  } catch (error) {
    console.error(`could not remove ${paths.length} file(s) of ${bucket}: ${(error as Error).message}`);
  }
}
