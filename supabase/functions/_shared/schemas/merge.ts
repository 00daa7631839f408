// Merging a duplicate idea into another (POST /api/admin/ideas/{id}/merge), and the pointer a merged idea's address
// answers with (GET /api/ideas/{id}: 404 whose details name the idea it was merged into).
import { z } from 'zod';
import { uuidSchema } from './common.ts';

export const mergeIdeaSchema = z.strictObject({
  /** The idea the one in the path is merged into. */
  into: uuidSchema,
});
export type MergeIdeaInput = z.infer<typeof mergeIdeaSchema>;

export const mergedIntoSchema = z.object({ id: z.uuid(), title: z.string() });
export type MergedInto = z.infer<typeof mergedIntoSchema>;

/** The `details` of the 404 a merged idea's address answers. */
export interface MergedIdeaDetails {
  mergedInto: MergedInto;
}
