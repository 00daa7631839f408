// The contract of the weekly digest's run, called by the stack's schedule (pg_cron calls the database directly on
// hosted Supabase) and by operators and tests for a given week.
import { digestRunRequestSchema, digestRunSchema } from '../../../_shared/schemas/digest.ts';
import type { RouteContract } from '../common/contract.ts';

/**
 * Mounted under /internal. Public to the gateway, but 401 without the workers' secret (X-Mail-Worker-Secret),
 * before the body is read or anything queued. A second run of a week queues nothing for members already served.
 */
export const runDigest = {
  method: 'POST',
  path: '/run-digest',
  summary: "Queue a week's digest for every member who wants it and has something to read (the schedule calls it).",
  access: 'public',
  body: { type: 'json', schema: digestRunRequestSchema },
  response: { data: digestRunSchema },
  statuses: [200, 400, 401, 413, 415, 422],
} as const satisfies RouteContract;
