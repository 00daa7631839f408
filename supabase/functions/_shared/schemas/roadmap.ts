// Payloads and answers of the roadmap endpoints; the bounds are the roadmap_items table's own.
import { z } from 'zod';
import { ROADMAP_STATUSES } from './constants.ts';

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

/** A quarter of the public roadmap (GET /api/roadmap): its theme and its items, in position order. */
export const roadmapQuarterSchema = z.object({
  quarter: z.string(),
  theme: z.string(),
  items: z.array(z.object({ label: z.string(), status: z.enum(ROADMAP_STATUSES) })),
});
export type RoadmapQuarter = z.infer<typeof roadmapQuarterSchema>;

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
