// The weekly digest's run (POST /api/internal/run-digest): the week it is for, and what the run queued.
import { z } from 'zod';

/** Weeks back a run may name: the database remembers who got which week's digest that long, and no longer. */
export const DIGEST_WEEKS_KEPT = 12;

const DAY_MS = 86_400_000;

/** The Monday (UTC) of the week `at` falls in, as YYYY-MM-DD. */
export function mondayOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

const isMonday = (week: string) => new Date(`${week}T00:00:00Z`).getUTCDay() === 1;

/** The current week or one of the DIGEST_WEEKS_KEPT before it (YYYY-MM-DD compares as a date). */
function isRunnable(week: string): boolean {
  const current = mondayOf(new Date());
  const oldest = new Date(Date.parse(`${current}T00:00:00Z`) - DIGEST_WEEKS_KEPT * 7 * DAY_MS);
  return week <= current && week >= oldest.toISOString().slice(0, 10);
}

export const digestRunRequestSchema = z.strictObject({
  week: z
    .iso.date('The week must be a date, YYYY-MM-DD')
    .refine(isMonday, 'The week must start on a Monday')
    .refine(isRunnable, `The week must be the current one or one of the ${DIGEST_WEEKS_KEPT} before it`),
});
export type DigestRunRequest = z.infer<typeof digestRunRequestSchema>;

/** One run: the members who want the digest and can get it, and the digests it queued (0 on a repeat). */
export const digestRunSchema = z.object({
  week: z.iso.date(),
  members: z.number().int().min(0),
  sent: z.number().int().min(0),
});
export type DigestRun = z.infer<typeof digestRunSchema>;
