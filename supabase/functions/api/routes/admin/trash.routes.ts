// The contract of the trash: administrators list the deleted ideas and restore one. Visitors get 401 and members 403
// before anything is read; an idea not in the trash is 404, as a missing one.
import { pageMetaSchema } from '../../../_shared/schemas/api.ts';
import {
  restoredIdeaSchema,
  trashedIdeaSchema,
  trashPurgeSchema,
  trashQuerySchema,
} from '../../../_shared/schemas/trash.ts';
import type { RouteContract } from '../common/contract.ts';
import { IDEA_NOT_FOUND } from '../common/messages.ts';
import { idParams } from '../common/params.ts';

export const list = {
  method: 'GET',
  path: '/trash',
  summary: 'A page of the deleted ideas, newest first, with who deleted each, when, and when it will be purged.',
  access: { admin: 'see the trash' },
  query: trashQuerySchema,
  response: { data: trashedIdeaSchema.array(), meta: pageMetaSchema },
  statuses: [200, 401, 403, 422],
} as const satisfies RouteContract;

export const restore = {
  method: 'POST',
  path: '/ideas/:id/restore',
  summary: 'Take a deleted idea out of the trash, with its status, ratings, comments and landing pages.',
  access: { admin: 'restore ideas' },
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  response: { data: restoredIdeaSchema },
  statuses: [200, 401, 403, 404],
  message: 'Idea restored.',
} as const satisfies RouteContract;

/**
 * Mounted under /internal. Public to the gateway, but 401 without the workers' secret (X-Mail-Worker-Secret, the mail
 * worker's), before anything is read or removed.
 */
export const purge = {
  method: 'POST',
  path: '/purge-trash',
  summary: 'Remove for good the ideas deleted more than 30 days ago, and their deck files (the schedule calls it).',
  access: 'public',
  response: { data: trashPurgeSchema },
  statuses: [200, 401],
} as const satisfies RouteContract;
