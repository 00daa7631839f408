// The audit log's query and answer (GET /api/admin/audit): who did which administrative action to what, and when.
import { z } from 'zod';
import { idSchema, timestampSchema } from './api.ts';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './constants.ts';

export { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction, type AuditTargetType } from './constants.ts';

/** The UTC offset of an ISO 8601 date and time, in hours ('+02:00' is 2), or 0 for 'Z'. */
const offsetHours = (value: string) => Number(/[+-](\d{2}):?\d{2}$/.exec(value)?.[1] ?? 0);

/**
 * An ISO 8601 date and time. Postgres refuses a few the format allows (year 0, an offset past 15:59): those are
 * refused here, so the query never fails on one.
 */
function instantSchema(name: string) {
  return z.iso
    .datetime({ offset: true, error: `${name} must be an ISO 8601 date and time` })
    .refine((value) => !value.startsWith('0000') && offsetHours(value) <= 15, `${name} is out of range`);
}

/**
 * The filters of the list, each optional. A target is a type with an optional id (an id alone means nothing: ideas
 * and members share the uuid space with edits). from is inclusive, to exclusive.
 */
export const auditQuerySchema = z
  .strictObject({
    actor: z.guid('actor must be a member id').optional(),
    action: z.enum(AUDIT_ACTIONS, 'action must be one of the audited actions').optional(),
    targetType: z.enum(AUDIT_TARGET_TYPES, 'targetType must be one of the audited kinds of row').optional(),
    targetId: z.string().trim().min(1).max(100, 'targetId can be at most 100 characters').optional(),
    from: instantSchema('from').optional(),
    to: instantSchema('to').optional(),
    limit: z.coerce.number('limit must be a number').int().min(1).transform((n) => Math.min(n, 100)).default(50),
    offset: z.coerce.number('offset must be a number').int().min(0).max(1_000_000).default(0),
  })
  .refine((q) => q.targetId === undefined || q.targetType !== undefined, {
    message: 'targetId needs a targetType',
    path: ['targetId'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/**
 * The fields an action changed, as they were and as they became: small values (statuses, flags, tiers, short
 * texts cut to 200 characters), never a whole row. Null where there was nothing before (a new row) or after.
 */
const changeSchema = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.number().int().min(1),
  at: timestampSchema,
  /** The administrator; id null for the schedule's own work. The name is the one they had at the time. */
  actor: z.object({ id: idSchema.nullable(), displayName: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  /** label: the idea's title or the member's name when the row still exists, else null. */
  target: z.object({ type: z.enum(AUDIT_TARGET_TYPES), id: z.string(), label: z.string().nullable() }),
  before: changeSchema,
  after: changeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
