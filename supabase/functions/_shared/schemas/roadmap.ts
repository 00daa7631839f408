// Payloads and answers of the roadmap endpoints; the bounds are the roadmap_items table's own.
import { z } from 'zod';
import { idSchema, timestampSchema } from './api.ts';
import { CATEGORIES, ROADMAP_STATUSES } from './constants.ts';

export { ROADMAP_STATUSES, type RoadmapStatus } from './constants.ts';

/** 'Q1 2027': the roadmap sorts quarters by year, then by quarter. */
export const QUARTER_PATTERN = /^Q[1-4] \d{4}$/;

export const roadmapItemSchema = z.strictObject({
  quarter: z.string('quarter must be text').trim().regex(QUARTER_PATTERN, "quarter must look like 'Q1 2027'"),
  theme: z.string('theme must be text').trim().min(1, 'theme is required').max(60, 'theme can be at most 60 characters'),
  label: z.string('label must be text').trim().min(1, 'label is required').max(200, 'label can be at most 200 characters'),
  status: z.enum(ROADMAP_STATUSES, 'status must be planned, in_progress or done'),
});
export type RoadmapItemInput = z.infer<typeof roadmapItemSchema>;

export const roadmapMoveSchema = z.strictObject({
  direction: z.enum(['up', 'down'], 'direction must be up or down'),
});
export type RoadmapMoveInput = z.infer<typeof roadmapMoveSchema>;

/** An approved idea on a roadmap item, with the scores the leaderboard shows. */
export const roadmapIdeaSchema = z.object({
  id: idSchema,
  title: z.string(),
  category: z.enum(CATEGORIES),
  adjustedScore: z.number(),
  finalScore: z.number(),
  totalRatings: z.number().int().min(0),
});
export type RoadmapIdea = z.infer<typeof roadmapIdeaSchema>;

/** An item of the public roadmap: its ideas, best trusted score first, and when it shipped (null until done). */
export const roadmapEntrySchema = z.object({
  id: z.number().int().min(1),
  label: z.string(),
  status: z.enum(ROADMAP_STATUSES),
  shippedAt: timestampSchema.nullable(),
  ideas: z.array(roadmapIdeaSchema),
});
export type RoadmapEntry = z.infer<typeof roadmapEntrySchema>;

/** A quarter of the public roadmap (GET /api/roadmap): its theme and its items, in position order. */
export const roadmapQuarterSchema = z.object({
  quarter: z.string(),
  theme: z.string(),
  items: z.array(roadmapEntrySchema),
});
export type RoadmapQuarter = z.infer<typeof roadmapQuarterSchema>;

/** Putting an idea on a roadmap item (PUT /api/admin/ideas/{id}/roadmap-item). */
export const roadmapLinkSchema = z.strictObject({
  itemId: z.number('itemId must be a roadmap item id').int('itemId must be a roadmap item id').min(1, 'itemId must be a roadmap item id'),
});
export type RoadmapLinkInput = z.infer<typeof roadmapLinkSchema>;

/** An idea's place on the roadmap after a link or an unlink: the item it is on now, or null. */
export const roadmapLinkStateSchema = z.object({
  ideaId: idSchema,
  roadmapItemId: z.number().int().min(1).nullable(),
});
export type RoadmapLinkState = z.infer<typeof roadmapLinkStateSchema>;

/** An item as administrators edit it (/api/admin/roadmap): its id (the table's identity number) and position. */
export const adminRoadmapItemSchema = z.object({
  id: z.number().int().min(1),
  quarter: z.string(),
  theme: z.string(),
  label: z.string(),
  status: z.enum(ROADMAP_STATUSES),
  position: z.number().int(),
});
export type AdminRoadmapItem = z.infer<typeof adminRoadmapItemSchema>;

/** What deleting an item answers: its id. */
export const roadmapItemDeletedSchema = z.object({ id: z.number().int().min(1) });
