// The contract of /api/reports: a member reports an idea or a comment, and reads their own reports on an idea's
// page (the 'Reported' state). The administrators' queue and decisions are in ../admin/moderation.routes.ts.
import {
  ownReportSchema,
  ownReportsQuerySchema,
  reportInputSchema,
} from '../../../_shared/schemas/reports.ts';
import type { RouteContract } from '../common/contract.ts';

/**
 * One report per member and target (409 already_exists); not one's own (403); an idea or comment the caller
 * cannot see is refused as a missing one (404 'Idea not found' / 'Comment not found'); 20 a day (429).
 */
export const create = {
  method: 'POST',
  path: '/',
  summary: 'Report an idea or a comment to the administrators, with a reason.',
  access: 'member',
  account: 'gone',
  body: { type: 'json', schema: reportInputSchema },
  response: { data: ownReportSchema },
  statuses: [201, 400, 401, 403, 404, 409, 413, 415, 422, 429],
  message: 'Thank you: the administrators will review your report.',
} as const satisfies RouteContract;

/** The caller's reports of the idea and of its comments, newest first; none for an idea they never reported. */
export const mine = {
  method: 'GET',
  path: '/',
  summary: "The caller's own reports of an idea and of its comments.",
  access: 'member',
  query: ownReportsQuerySchema,
  response: { data: ownReportSchema.array() },
  statuses: [200, 401, 422],
} as const satisfies RouteContract;
