// The contract of a merge: an administrator merges the idea in the path into another. Visitors get 401 and members
// 403 before anything is read; an unknown or trashed idea is 404; one that cannot be merged (into itself, already
// merged, rejected, or into an idea that is not approved) is 409.
import { ideaSchema } from '../../../_shared/schemas/ideas.ts';
import { mergeIdeaSchema } from '../../../_shared/schemas/merge.ts';
import type { RouteContract } from '../common/contract.ts';
import { IDEA_NOT_FOUND } from '../common/messages.ts';
import { idParams } from '../common/params.ts';

export const merge = {
  method: 'POST',
  path: '/ideas/:id/merge',
  summary:
    'Merge a duplicate idea into another: its ratings (but a second one of the same rater), comments and followers move, it goes to the trash, and the answer is the idea it was merged into.',
  access: { admin: 'merge ideas' },
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  body: { type: 'json', schema: mergeIdeaSchema },
  response: { data: ideaSchema },
  statuses: [200, 400, 401, 403, 404, 409, 413, 415, 422],
  message: 'Ideas merged.',
} as const satisfies RouteContract;
