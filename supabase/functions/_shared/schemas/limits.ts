// Payloads and answers of the administrators' write limits (/api/admin/limits).
import { z } from 'zod';
import { timestampSchema } from './api.ts';
import { WRITE_LIMIT_ACTIONS, WRITE_LIMIT_WINDOWS } from './constants.ts';

/** The bounds private.write_limits.max_count holds. */
export const MAX_COUNT_BOUNDS = { min: 1, max: 100_000 } as const;

export const maxCountSchema = z
  .number('The limit must be a number')
  .int('The limit must be a whole number')
  .min(MAX_COUNT_BOUNDS.min, `The limit must be at least ${MAX_COUNT_BOUNDS.min}`)
  .max(MAX_COUNT_BOUNDS.max, `The limit can be at most ${MAX_COUNT_BOUNDS.max}`);

/** One limit: at most maxCount writes of `action` by one member in any `per` (a minute, an hour, a day). */
export const writeLimitSchema = z.object({
  action: z.enum(WRITE_LIMIT_ACTIONS),
  per: z.enum(WRITE_LIMIT_WINDOWS),
  maxCount: maxCountSchema,
  /** How refusals name the writes: 'ideas', 'edits of one idea'. */
  label: z.string(),
  updatedAt: timestampSchema,
});
export type WriteLimit = z.infer<typeof writeLimitSchema>;

/** PUT /api/admin/limits: new counts for existing limits; a limit not named keeps its count. */
export const writeLimitsChangeSchema = z.strictObject({
  limits: z
    .array(
      z.strictObject({
        action: z.enum(WRITE_LIMIT_ACTIONS, 'action is not a limited write'),
        per: z.enum(WRITE_LIMIT_WINDOWS, 'per must be minute, hour or day'),
        maxCount: maxCountSchema,
      }),
    )
    .min(1, 'Name at least one limit')
    .max(20, 'At most 20 limits at once')
    .refine(
      (limits) => new Set(limits.map((limit) => `${limit.action}/${limit.per}`)).size === limits.length,
      'Each limit can be named once',
    ),
});
export type WriteLimitsChange = z.infer<typeof writeLimitsChangeSchema>;
