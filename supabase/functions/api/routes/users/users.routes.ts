// The contract of /api/users/{id} (a public profile, never the e-mail) and /api/me (one's own, with the private
// fields).
import { accountDeletionSchema, profileUpdateSchema } from '../../../_shared/schemas/profiles.ts';
import { ratingPageQuerySchema } from '../../../_shared/schemas/ratings.ts';
import type { RouteContract } from '../common/contract.ts';

export const profile = {
  method: 'GET',
  path: '/:id',
  access: 'public',
  conditional: true,
  statuses: [200, 401, 404],
} as const satisfies RouteContract;

/** The owner and administrators see every status, everyone else the approved ideas (the ideas' policies). */
export const ideasOf = {
  method: 'GET',
  path: '/:id/ideas',
  access: 'public',
  conditional: true,
  statuses: [200, 401, 404],
} as const satisfies RouteContract;

/**
 * The ratings a member gave, newest first, paged (meta { total, limit, offset }). To the member: all of them,
 * anonymous ones marked; to anyone else only the named ratings of approved ideas (the database decides).
 */
export const ratingsOf = {
  method: 'GET',
  path: '/:id/ratings',
  access: 'public',
  conditional: true,
  query: ratingPageQuerySchema,
  statuses: [200, 401, 404, 422],
} as const satisfies RouteContract;

export const ownProfile = {
  method: 'GET',
  path: '/',
  access: 'member',
  statuses: [200, 401, 404],
} as const satisfies RouteContract;

/**
 * A member writes only their own row, which the path does not name: visitors get their 401, and a deleted member's
 * still valid token its 404, before the body is read.
 */
export const updateOwnProfile = {
  method: 'PUT',
  path: '/',
  access: 'member',
  body: { type: 'json', schema: profileUpdateSchema },
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
  access: 'member',
  body: { type: 'json', schema: accountDeletionSchema },
  statuses: [200, 400, 401, 404, 409, 413, 415, 422],
  message: 'Your account has been deleted.',
} as const satisfies RouteContract;
