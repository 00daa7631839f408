// The contract of the comment endpoints: an idea's discussion, posting, editing and deleting a comment.
import {
  commentDeletedSchema,
  commentEditSchema,
  commentInputSchema,
  commentPageMetaSchema,
  commentPageQuerySchema,
  commentSchema,
  commentThreadSchema,
} from '../../../_shared/schemas/comments.ts';
import type { RouteContract } from '../common/contract.ts';
import { IDEA_NOT_FOUND } from '../common/messages.ts';
import { idParams } from '../common/params.ts';

/**
 * A page of the idea's top-level comments, oldest first, each with all its replies (oldest first), and meta
 * { total, limit, offset } counting top-level comments. 404 unless the idea is approved.
 */
export const listForIdea = {
  method: 'GET',
  path: '/ideas/:id/comments',
  summary: "A page of an approved idea's discussion: top-level comments oldest first, each with its replies.",
  access: 'public',
  conditional: { resources: ['idea:{id}'] },
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  query: commentPageQuerySchema,
  response: { data: commentThreadSchema.array(), meta: commentPageMetaSchema },
  statuses: [200, 304, 401, 404, 422],
} as const satisfies RouteContract;

/**
 * A comment, or with parentId a reply to a top-level comment of the same idea; at most 5 a minute (429). The
 * answer is the new comment as a thread, with no replies yet.
 */
export const create = {
  method: 'POST',
  path: '/ideas/:id/comments',
  summary: 'Comment on an approved idea, or reply to one of its top-level comments.',
  access: 'member',
  account: 'gone',
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  body: { type: 'json', schema: commentInputSchema },
  response: { data: commentThreadSchema },
  statuses: [201, 400, 401, 403, 404, 409, 413, 415, 422, 429],
  message: 'Comment posted.',
} as const satisfies RouteContract;

/** The author edits the text (the comment is then marked edited); 403 for someone else's comment. */
export const update = {
  method: 'PUT',
  path: '/comments/:id',
  summary: "Edit the text of one's own comment.",
  access: 'member',
  params: idParams,
  notFound: 'Comment not found',
  body: { type: 'json', schema: commentEditSchema },
  response: { data: commentSchema },
  statuses: [200, 400, 401, 403, 404, 409, 413, 415, 422],
  message: 'Comment updated.',
} as const satisfies RouteContract;

/** The author, or an administrator; a comment with replies stays as '[deleted]' (data.kept). */
export const remove = {
  method: 'DELETE',
  path: '/comments/:id',
  summary: "Delete one's own comment (administrators: any); one with replies stays as '[deleted]'.",
  access: 'member',
  params: idParams,
  notFound: 'Comment not found',
  response: { data: commentDeletedSchema },
  statuses: [200, 401, 403, 404],
  message: 'Comment deleted.',
} as const satisfies RouteContract;
