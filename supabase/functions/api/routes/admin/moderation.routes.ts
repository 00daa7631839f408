// The contract of the administrators' moderation: the reports queue, dismissing a target's reports, hiding and
// unhiding a comment, sending an approved idea back to review. Visitors get 401 and members 403 before anything of
// the request is read; each decision is made, audited and told to the reporters by one database function.
import { rejectIdeaSchema } from '../../../_shared/schemas/admin.ts';
import { ideaSchema } from '../../../_shared/schemas/ideas.ts';
import {
  commentVisibilitySchema,
  hideCommentSchema,
  reportedTargetSchema,
  reportQueueMetaSchema,
  reportQueueQuerySchema,
  reportsDismissedSchema,
} from '../../../_shared/schemas/reports.ts';
import type { RouteContract } from '../common/contract.ts';
import { IDEA_NOT_FOUND } from '../common/messages.ts';
import { idParams } from '../common/params.ts';

/** Reported ideas and comments with open reports, the most recently reported first; meta.open counts the reports. */
export const queue = {
  method: 'GET',
  path: '/reports',
  summary: 'The reported ideas and comments, each with its open reports, most recently reported first.',
  access: { admin: 'see the reports' },
  query: reportQueueQuerySchema,
  response: { data: reportedTargetSchema.array(), meta: reportQueueMetaSchema },
  statuses: [200, 401, 403, 422],
} as const satisfies RouteContract;

/** The id is the reported idea's or comment's; 404 when it has no open report (left alone, or decided already). */
export const dismiss = {
  method: 'PUT',
  path: '/reports/:id/dismiss',
  summary: "Close an idea's or a comment's open reports without acting on it; each reporter is told.",
  access: { admin: 'dismiss reports' },
  params: idParams,
  notFound: 'No open reports on this content.',
  response: { data: reportsDismissedSchema },
  statuses: [200, 401, 403, 404],
  message: 'Reports dismissed.',
} as const satisfies RouteContract;

/** 409 for a comment hidden already. Its open reports are actioned and its author told why. */
export const hideComment = {
  method: 'PUT',
  path: '/comments/:id/hide',
  summary: 'Hide a comment from everyone but its author, with a reason; its reports are closed as acted on.',
  access: { admin: 'hide comments' },
  params: idParams,
  notFound: 'Comment not found',
  body: { type: 'json', schema: hideCommentSchema },
  response: { data: commentVisibilitySchema },
  statuses: [200, 400, 401, 403, 404, 409, 413, 415, 422],
  message: 'Comment hidden.',
} as const satisfies RouteContract;

/** 409 for a comment that is not hidden. */
export const unhideComment = {
  method: 'PUT',
  path: '/comments/:id/unhide',
  summary: 'Show a hidden comment again, as it was.',
  access: { admin: 'unhide comments' },
  params: idParams,
  notFound: 'Comment not found',
  response: { data: commentVisibilitySchema },
  statuses: [200, 401, 403, 404, 409],
  message: 'Comment shown again.',
} as const satisfies RouteContract;

/** 409 for an idea that is not approved. The reason is optional, as for a rejection; its author sees it. */
export const sendBack = {
  method: 'PUT',
  path: '/ideas/:id/send-back',
  summary: 'Take an approved idea out of public view and back to the review queue; its author is told why.',
  access: { admin: 'send ideas back to review' },
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  body: { type: 'json', schema: rejectIdeaSchema, optional: true },
  response: { data: ideaSchema },
  statuses: [200, 400, 401, 403, 404, 409, 413, 415, 422],
  message: 'Idea sent back to review.',
} as const satisfies RouteContract;
