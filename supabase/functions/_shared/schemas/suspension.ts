// Suspensions: the payload of PUT /api/admin/users/{id}/suspend, a suspension as the API shows it (to the member
// on /api/me, to administrators on the user list and profiles), and the answers of the suspension endpoints.
import { z } from 'zod';
import { idSchema, timestampSchema } from './api.ts';

/** The database holds the same bounds (private.suspend_member). */
export const SUSPENSION_BOUNDS = { days: { min: 1, max: 365 }, reason: { max: 500 } } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Either a number of days from now or an end (ISO 8601 with its offset), and the reason the member is told. */
export const suspendSchema = z
  .strictObject({
    days: z
      .number('days must be a number')
      .int('days must be a whole number')
      .min(SUSPENSION_BOUNDS.days.min, `days must be at least ${SUSPENSION_BOUNDS.days.min}`)
      .max(SUSPENSION_BOUNDS.days.max, `days can be at most ${SUSPENSION_BOUNDS.days.max}`)
      .optional(),
    until: z.iso
      .datetime({ offset: true, message: 'until must be a date and time such as 2030-01-31T12:00:00Z' })
      .optional(),
    reason: z
      .string('reason must be text')
      .trim()
      .min(1, 'Give the member a reason')
      .max(SUSPENSION_BOUNDS.reason.max, `The reason can be at most ${SUSPENSION_BOUNDS.reason.max} characters`),
  })
  .superRefine((input, ctx) => {
    if ((input.days === undefined) === (input.until === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'Send either days or until' });
    }
    if (input.until === undefined) return;
    const end = Date.parse(input.until);
    if (end <= Date.now()) ctx.addIssue({ code: 'custom', path: ['until'], message: 'until must be in the future' });
    if (end > Date.now() + SUSPENSION_BOUNDS.days.max * DAY_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['until'],
        message: `until can be at most ${SUSPENSION_BOUNDS.days.max} days ahead`,
      });
    }
  });
export type SuspendInput = z.infer<typeof suspendSchema>;

/** A suspension in force: when it ends and why. */
export const suspensionSchema = z.object({ until: timestampSchema, reason: z.string() });
export type Suspension = z.infer<typeof suspensionSchema>;

/** What administrators also see of it: how many ratings the member has (what voiding them would delete). */
export const memberSuspensionSchema = suspensionSchema.extend({ ratings: z.number().int().min(0) });
export type MemberSuspension = z.infer<typeof memberSuspensionSchema>;

/** What suspending and lifting answer: the member's suspension as it now is (null: none). */
export const suspensionChangeSchema = z.object({ uid: idSchema, suspension: suspensionSchema.nullable() });
export type SuspensionChange = z.infer<typeof suspensionChangeSchema>;

/** What voiding a member's ratings answers: how many there were. */
export const voidedRatingsSchema = z.object({ uid: idSchema, voided: z.number().int().min(0) });
export type VoidedRatings = z.infer<typeof voidedRatingsSchema>;
