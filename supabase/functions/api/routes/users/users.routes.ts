// The contract of /api/users/{id} (a public profile, never the e-mail) and /api/me (one's own, with the private
// fields).
import { pageMetaSchema } from '../../../_shared/schemas/api.ts';
import { ideaSchema } from '../../../_shared/schemas/ideas.ts';
import {
  accountDeletedSchema,
  accountDeletionSchema,
  meSchema,
  profileUpdateSchema,
  publicProfileSchema,
  ratingHistoryItemSchema,
} from '../../../_shared/schemas/profiles.ts';
import { ratingPageQuerySchema } from '../../../_shared/schemas/ratings.ts';
import type { RouteContract } from '../common/contract.ts';
import { idParams } from '../common/params.ts';

export const profile = {
  method: 'GET',
  path: '/:id',
  summary: "A member's public profile.",
  access: 'public',
  conditional: { resources: ['profile:{id}'] },
  params: idParams,
  notFound: 'User not found',
  response: { data: publicProfileSchema },
  statuses: [200, 401, 404],
} as const satisfies RouteContract;

/** The owner and administrators see every status, everyone else the approved ideas (the ideas' policies). */
export const ideasOf = {
  method: 'GET',
  path: '/:id/ideas',
  summary: "A member's ideas the caller may see, newest first.",
  access: 'public',
  conditional: { resources: ['profile:{id}'] },
  params: idParams,
  notFound: 'User not found',
  response: { data: ideaSchema.array() },
  statuses: [200, 401, 404],
} as const satisfies RouteContract;

/**
 * The ratings a member gave, newest first, paged (meta { total, limit, offset }). To the member: all of them,
 * anonymous ones marked; to anyone else only the named ratings of approved ideas (the database decides).
 */
export const ratingsOf = {
  method: 'GET',
  path: '/:id/ratings',
  summary: 'A page of the ratings a member gave that the caller may see, newest first.',
  access: 'public',
  conditional: { resources: ['profile:{id}', 'profiles'] },
  params: idParams,
  notFound: 'User not found',
  query: ratingPageQuerySchema,
  response: { data: ratingHistoryItemSchema.array(), meta: pageMetaSchema },
  statuses: [200, 401, 404, 422],
} as const satisfies RouteContract;

export const ownProfile = {
  method: 'GET',
  path: '/',
  summary: "The caller's own profile, with their e-mail address and role.",
  access: 'member',
  response: { data: meSchema },
  statuses: [200, 401, 404],
} as const satisfies RouteContract;

/**
 * A member writes only their own row, which the path does not name: visitors get their 401, and a deleted member's
 * still valid token its 404, before the body is read.
 */
export const updateOwnProfile = {
  method: 'PUT',
  path: '/',
  summary: "Change the caller's display name, bio, avatar or social links.",
  access: 'member',
  account: 'profile',
  body: { type: 'json', schema: profileUpdateSchema },
  response: { data: meSchema },
  statuses: [200, 400, 401, 404, 413, 415, 422],
  message: 'Profile updated successfully!',
} as const satisfies RouteContract;

/**
 * A member deletes their own account, typing its e-mail address to confirm: the account, its ideas (with their
 * pitch decks), ratings, comments and avatar files go (private.delete_my_account; the files through Storage).
 * Visitors get their 401 and a deleted member's still valid token its 404 before the body is read; a mismatched
 * e-mail 422; the last administrator 409. Each refusal deletes nothing.
 */
export const deleteOwnAccount = {
  method: 'DELETE',
  path: '/',
  summary: "Delete the caller's account and everything of theirs, confirmed by its e-mail address.",
  access: 'member',
  account: 'profile',
  body: { type: 'json', schema: accountDeletionSchema },
  response: { data: accountDeletedSchema },
  statuses: [200, 400, 401, 404, 409, 413, 415, 422],
  message: 'Your account has been deleted.',
} as const satisfies RouteContract;
