// The contract of the comment endpoints: an idea's discussion, posting, editing and deleting a comment.
import { commentEditSchema, commentInputSchema, commentPageQuerySchema } from '../../../_shared/schemas/comments.ts';
import type { RouteContract } from '../common/contract.ts';

/**
 * A page of the idea's top-level comments, oldest first, each with all its replies (oldest first), and meta
 * { total, limit, offset } counting top-level comments. 404 unless the idea is approved.
 */
export const listForIdea = {
  method: 'GET',
  path: '/ideas/:id/comments',
  access: 'public',
  conditional: true,
  query: commentPageQuerySchema,
  statuses: [200, 401, 404, 422],
} as const satisfies RouteContract;

/** A comment, or with parentId a reply to a top-level comment of the same idea; at most 5 a minute (429). */
export const create = {
  method: 'POST',
  path: '/ideas/:id/comments',
  access: 'member',
  body: { type: 'json', schema: commentInputSchema },
  statuses: [201, 400, 401, 403, 404, 409, 413, 415, 422, 429],
  message: 'Comment posted.',
} as const satisfies RouteContract;

/** The author edits the text (the comment is then marked edited); 403 for someone else's comment. */
export const update = {
  method: 'PUT',
  path: '/comments/:id',
  access: 'member',
  body: { type: 'json', schema: commentEditSchema },
  statuses: [200, 400, 401, 403, 404, 409, 413, 415, 422],
  message: 'Comment updated.',
} as const satisfies RouteContract;

/** The author, or an administrator; a comment with replies stays as '[deleted]' (data.kept). */
export const remove = {
  method: 'DELETE',
  path: '/comments/:id',
  access: 'member',
  statuses: [200, 401, 403, 404],
  message: 'Comment deleted.',
} as const satisfies RouteContract;
