// The payloads and answers of reports: a member's report, their own reports on an idea's page, and the
// administrators' queue with its decisions (hide a comment, send an idea back to review).
import { z } from 'zod';
import { idSchema, pageMetaSchema, timestampSchema } from './api.ts';
import { pageOffsetSchema, uuidSchema } from './common.ts';
import { IDEA_STATUSES, REPORT_REASONS, REPORT_STATUSES, type ReportReason } from './constants.ts';

export { REPORT_REASONS, type ReportReason } from './constants.ts';

/** The same bounds as the database's checks (public.reports.note, private.hidden_comments.reason). */
export const REPORT_BOUNDS = { note: { max: 500 }, hideReason: { max: 500 }, pageLimit: { default: 20, max: 50 } };

export const REPORT_TARGET_TYPES = ['idea', 'comment'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

const noteSchema = z
  .string('note must be text')
  .trim()
  .max(REPORT_BOUNDS.note.max, `The note can be at most ${REPORT_BOUNDS.note.max} characters`);

const reasonFields = { reason: z.enum(REPORT_REASONS, 'Choose a reason'), note: noteSchema.optional() };

/** The database's check: 'other' says nothing by itself. The message names the reason as the dialog shows it. */
const otherHasNote = [
  (input: { reason: ReportReason; note?: string }) => input.reason !== 'other' || (input.note ?? '') !== '',
  { path: ['note'], message: 'Say what is wrong when the reason is "Something else".' },
] satisfies [unknown, { path: string[]; message: string }];

/** The report form's own fields (the SPA's dialog): the same rules as the request. */
export const reportFormSchema = z.strictObject(reasonFields).refine(...otherHasNote);

export const reportInputSchema = z
  .strictObject({
    targetType: z.enum(REPORT_TARGET_TYPES, "targetType must be 'idea' or 'comment'"),
    targetId: uuidSchema,
    ...reasonFields,
  })
  .refine(...otherHasNote);
export type ReportInput = z.infer<typeof reportInputSchema>;

/** One of the caller's own reports, as the idea's page needs it to show 'Reported'. */
export const ownReportSchema = z.object({
  id: idSchema,
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: idSchema,
  reason: z.enum(REPORT_REASONS),
  status: z.enum(REPORT_STATUSES),
  createdAt: timestampSchema,
});
export type OwnReport = z.infer<typeof ownReportSchema>;

/** GET /api/reports?ideaId=: the caller's reports of the idea and of its comments. */
export const ownReportsQuerySchema = z.strictObject({ ideaId: uuidSchema });

export const reportQueueQuerySchema = z.strictObject({
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(REPORT_BOUNDS.pageLimit.max, `limit can be at most ${REPORT_BOUNDS.pageLimit.max}`)
    .default(REPORT_BOUNDS.pageLimit.default),
  offset: pageOffsetSchema,
});

const personSchema = z.object({ id: idSchema, displayName: z.string() });

/** One reported idea or comment with its open reports: the administrators' queue, newest report first. */
export const reportedTargetSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: idSchema,
  /** The idea reported, or the idea the reported comment is on. */
  idea: z.object({ id: idSchema, title: z.string(), status: z.enum(IDEA_STATUSES) }),
  /** The start of the comment, or of the idea's description; null when the comment was deleted meanwhile. */
  excerpt: z.string().nullable(),
  /** Who wrote what is reported; null once their account is gone. */
  author: personSchema.nullable(),
  /** How many open reports the target has. */
  count: z.number().int().min(1),
  /** How many of them give each reason. */
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int().min(1) })),
  /** The open reports, newest first (at most 20), each with its note (empty when none was given). */
  reports: z.array(
    z.object({ reason: z.enum(REPORT_REASONS), note: z.string(), reporter: personSchema.nullable(), createdAt: timestampSchema }),
  ),
  firstReportedAt: timestampSchema,
  lastReportedAt: timestampSchema,
});
export type ReportedTarget = z.infer<typeof reportedTargetSchema>;

/** The queue's paging counts reported targets; `open` counts every open report (the tab's badge). */
export const reportQueueMetaSchema = pageMetaSchema.extend({ open: z.number().int().min(0) });
export type ReportQueueMeta = z.infer<typeof reportQueueMetaSchema>;

/** What dismissing answers: the target and how many of its reports were closed. */
export const reportsDismissedSchema = z.object({ targetId: idSchema, dismissed: z.number().int().min(1) });
export type ReportsDismissed = z.infer<typeof reportsDismissedSchema>;

export const hideCommentSchema = z.strictObject({
  reason: z
    .string('reason must be text')
    .trim()
    .min(1, 'Say why the comment is hidden')
    .max(REPORT_BOUNDS.hideReason.max, `The reason can be at most ${REPORT_BOUNDS.hideReason.max} characters`),
});
export type HideCommentInput = z.infer<typeof hideCommentSchema>;

/** What hiding or unhiding answers: the comment and whether it is now hidden. */
export const commentVisibilitySchema = z.object({ id: idSchema, hidden: z.boolean() });
export type CommentVisibility = z.infer<typeof commentVisibilitySchema>;
