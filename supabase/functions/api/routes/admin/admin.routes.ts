// The contract of /api/admin: the dashboard, the review queue and user management. Every route is for
// administrators: visitors get 401 and members 403 before anything of the request is read. The action named is
// the one the database's own check names ("Only administrators can <action>").
import { ideaInputSchema } from '../../../_shared/schemas/ideas.ts';
import { rejectIdeaSchema, userListQuerySchema } from '../../../_shared/schemas/admin.ts';
import type { RouteContract } from '../common/contract.ts';
import { DELETED, EDITED } from '../common/messages.ts';

export const dashboard = {
  method: 'GET',
  path: '/dashboard',
  access: { admin: 'see the dashboard' },
  statuses: [200, 401, 403],
} as const satisfies RouteContract;

export const pendingIdeas = {
  method: 'GET',
  path: '/ideas/pending',
  access: { admin: 'see the review queue' },
  statuses: [200, 401, 403],
} as const satisfies RouteContract;

/** 409 for an idea that is not pending. */
export const approve = {
  method: 'PUT',
  path: '/ideas/:id/approve',
  access: { admin: 'approve ideas' },
  statuses: [200, 401, 403, 404, 409],
  message: 'Idea approved successfully!',
} as const satisfies RouteContract;

/** The reason is optional: no body, an empty object, null or blank text all leave none. */
export const reject = {
  method: 'POST',
  path: '/ideas/:id/reject',
  access: { admin: 'reject ideas' },
  body: { type: 'json', schema: rejectIdeaSchema },
  statuses: [200, 400, 401, 403, 404, 409, 413, 415, 422],
  message: 'Idea rejected successfully!',
} as const satisfies RouteContract;

/** Approved ideas whose author changed a material field, oldest edit first, each change before and after. */
export const pendingEdits = {
  method: 'GET',
  path: '/ideas/edits',
  access: { admin: 'see the review queue' },
  statuses: [200, 401, 403],
} as const satisfies RouteContract;

/** 404 when the idea has no edit waiting. The idea stays approved either way. */
export const approveEdit = {
  method: 'PUT',
  path: '/ideas/:id/edit/approve',
  access: { admin: 'approve edits' },
  statuses: [200, 401, 403, 404],
  message: 'Edit approved: the idea now shows it.',
} as const satisfies RouteContract;

/** The reason is optional, as for a rejected idea. */
export const rejectEdit = {
  method: 'POST',
  path: '/ideas/:id/edit/reject',
  access: { admin: 'reject edits' },
  body: { type: 'json', schema: rejectIdeaSchema },
  statuses: [200, 400, 401, 403, 404, 413, 415, 422],
  message: 'Edit rejected: the approved version stays.',
} as const satisfies RouteContract;

export const editIdea = {
  method: 'PUT',
  path: '/ideas/:id',
  access: { admin: "edit other members' ideas" },
  body: { type: 'multipart', schema: ideaInputSchema },
  statuses: [200, 400, 401, 403, 404, 413, 415, 422],
  message: EDITED,
} as const satisfies RouteContract;

export const deleteIdea = {
  method: 'DELETE',
  path: '/ideas/:id',
  access: { admin: "delete other members' ideas" },
  statuses: [200, 401, 403, 404],
  message: DELETED,
} as const satisfies RouteContract;

export const users = {
  method: 'GET',
  path: '/users',
  access: { admin: 'list users' },
  query: userListQuerySchema,
  statuses: [200, 401, 403, 422],
} as const satisfies RouteContract;

/** Promoting an administrator or demoting a member changes nothing; the last administrator stays (409). */
export const promote = {
  method: 'PUT',
  path: '/users/:id/promote',
  access: { admin: 'promote users' },
  statuses: [200, 401, 403, 404],
  message: 'User promoted to administrator.',
} as const satisfies RouteContract;

export const demote = {
  method: 'PUT',
  path: '/users/:id/demote',
  access: { admin: 'demote users' },
  statuses: [200, 401, 403, 404, 409],
  message: 'User demoted.',
} as const satisfies RouteContract;
