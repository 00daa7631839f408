// Payloads and queries of the administrator endpoints.
import { z } from 'zod';
import { IDEA_BOUNDS } from './common.ts';

export const rejectIdeaSchema = z.strictObject({
  reason: z
    .string('reason must be text')
    .trim()
    .max(IDEA_BOUNDS.rejectionReason.max, `The reason can be at most ${IDEA_BOUNDS.rejectionReason.max} characters`)
    .nullish(),
});
export type RejectIdeaInput = z.infer<typeof rejectIdeaSchema>;

export const userListQuerySchema = z.strictObject({
  search: z.string().trim().max(100, 'search can be at most 100 characters').optional(),
  limit: z.coerce.number('limit must be a number').int().min(1).transform((n) => Math.min(n, 100)).default(50),
  offset: z.coerce.number('offset must be a number').int().min(0).max(1_000_000).default(0),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
