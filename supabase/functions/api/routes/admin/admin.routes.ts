// The contract of /api/admin: the dashboard, the review queue and user management. Every route is for
// administrators: visitors get 401 and members 403 before anything of the request is read. The action named is
// the one the database's own check names ("Only administrators can <action>").
import {
  adminStatsSchema,
  adminUserSchema,
  pendingEditItemSchema,
  pendingIdeaSchema,
  rejectIdeaSchema,
  reviewDecisionSchema,
  roleChangeSchema,
  userListQuerySchema,
} from '../../../_shared/schemas/admin.ts';
import { deletedSchema, pageMetaSchema } from '../../../_shared/schemas/api.ts';
import { ideaInputSchema, ideaSchema } from '../../../_shared/schemas/ideas.ts';
import type { RouteContract } from '../common/contract.ts';
import { DELETED, EDITED, IDEA_NOT_FOUND } from '../common/messages.ts';
import { idParams } from '../common/params.ts';

export const dashboard = {
  method: 'GET',
  path: '/dashboard',
  summary: 'Count the members, ideas, pending ideas, edits waiting for review and ratings.',
  access: { admin: 'see the dashboard' },
  response: { data: adminStatsSchema },
  statuses: [200, 401, 403],
} as const satisfies RouteContract;

export const pendingIdeas = {
  method: 'GET',
  path: '/ideas/pending',
  summary: 'The ideas waiting for review, oldest first, with every field the reviewer judges and a signed deck link.',
  access: { admin: 'see the review queue' },
  response: { data: pendingIdeaSchema.array() },
  statuses: [200, 401, 403],
} as const satisfies RouteContract;

/** 409 for an idea that is not pending, or that changed since the version named (optional, as the body). */
export const approve = {
  method: 'PUT',
  path: '/ideas/:id/approve',
  summary: 'Publish a pending idea, refused when it changed since the version its reviewer saw.',
  access: { admin: 'approve ideas' },
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  body: { type: 'json', schema: reviewDecisionSchema, optional: true },
  response: { data: ideaSchema },
  statuses: [200, 400, 401, 403, 404, 409, 413, 415, 422],
  message: 'Idea approved successfully!',
} as const satisfies RouteContract;

/** The reason is optional: no body, an empty object, null or blank text all leave none. */
export const reject = {
  method: 'POST',
  path: '/ideas/:id/reject',
  summary: 'Reject a pending idea, with an optional reason its author sees.',
  access: { admin: 'reject ideas' },
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  body: { type: 'json', schema: rejectIdeaSchema, optional: true },
  response: { data: ideaSchema },
  statuses: [200, 400, 401, 403, 404, 409, 413, 415, 422],
  message: 'Idea rejected successfully!',
} as const satisfies RouteContract;

/** Approved ideas whose author proposed a change (any field, tag, link, the deck), oldest first, before and after. */
export const pendingEdits = {
  method: 'GET',
  path: '/ideas/edits',
  summary: "Approved ideas whose author's change waits for review, each change before and after.",
  access: { admin: 'see the review queue' },
  response: { data: pendingEditItemSchema.array() },
  statuses: [200, 401, 403],
} as const satisfies RouteContract;

/**
 * 404 when the idea has no edit waiting, 409 when the edit changed since the version named (its submittedAt,
 * optional). The idea stays approved either way.
 */
export const approveEdit = {
  method: 'PUT',
  path: '/ideas/:id/edit/approve',
  summary: "Apply an approved idea's pending edit, refused when it changed since the version its reviewer saw.",
  access: { admin: 'approve edits' },
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  body: { type: 'json', schema: reviewDecisionSchema, optional: true },
  response: { data: ideaSchema },
  statuses: [200, 400, 401, 403, 404, 409, 413, 415, 422],
  message: 'Edit approved: the idea now shows it.',
} as const satisfies RouteContract;

/** The reason and the version are optional, as for a rejected idea; 409 when the edit changed since that version. */
export const rejectEdit = {
  method: 'POST',
  path: '/ideas/:id/edit/reject',
  summary: "Drop an approved idea's pending edit, with an optional reason its author sees.",
  access: { admin: 'reject edits' },
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  body: { type: 'json', schema: rejectIdeaSchema, optional: true },
  response: { data: ideaSchema },
  statuses: [200, 400, 401, 403, 404, 409, 413, 415, 422],
  message: 'Edit rejected: the approved version stays.',
} as const satisfies RouteContract;

export const editIdea = {
  method: 'PUT',
  path: '/ideas/:id',
  summary: "Edit any member's idea; an administrator's edit applies at once.",
  access: { admin: "edit other members' ideas" },
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  body: { type: 'multipart', schema: ideaInputSchema },
  response: { data: ideaSchema },
  statuses: [200, 400, 401, 403, 404, 413, 415, 422, 429],
  message: EDITED,
} as const satisfies RouteContract;

export const deleteIdea = {
  method: 'DELETE',
  path: '/ideas/:id',
  summary: "Delete any member's idea: it goes to the trash, to be restored or purged after 30 days.",
  access: { admin: "delete other members' ideas" },
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  response: { data: deletedSchema },
  statuses: [200, 401, 403, 404],
  message: DELETED,
} as const satisfies RouteContract;

export const users = {
  method: 'GET',
  path: '/users',
  summary: 'A page of the members, newest first, with their e-mail and role; searched by display name.',
  access: { admin: 'list users' },
  query: userListQuerySchema,
  response: { data: adminUserSchema.array(), meta: pageMetaSchema },
  statuses: [200, 401, 403, 422],
} as const satisfies RouteContract;

/** Promoting an administrator or demoting a member changes nothing; the last administrator stays (409). */
export const promote = {
  method: 'PUT',
  path: '/users/:id/promote',
  summary: 'Make a member an administrator.',
  access: { admin: 'promote users' },
  params: idParams,
  notFound: 'User not found',
  response: { data: roleChangeSchema },
  statuses: [200, 401, 403, 404],
  message: 'User promoted to administrator.',
} as const satisfies RouteContract;

export const demote = {
  method: 'PUT',
  path: '/users/:id/demote',
  summary: "Take an administrator's rights away; never the last administrator's.",
  access: { admin: 'demote users' },
  params: idParams,
  notFound: 'User not found',
  response: { data: roleChangeSchema },
  statuses: [200, 401, 403, 404, 409],
  message: 'User demoted.',
} as const satisfies RouteContract;
