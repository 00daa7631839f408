// Bounds shared by the API (Deno) and the SPA forms (Vite): the same numbers the database's checks hold.
import { z } from 'zod';

export { CATEGORIES, type Category } from './constants.ts';

export const IDEA_BOUNDS = {
  title: { min: 5, max: 100 },
  description: { min: 50, max: 2000 },
  targetMarket: { min: 10, max: 500 },
  businessModel: { min: 10, max: 500 },
  competitors: { max: 1000 },
  timeline: { max: 200 },
  fundingNeeded: { min: 0, max: 1_000_000_000_000, step: 1000 },
  tags: { max: 10, maxLength: 30 },
  url: { max: 2048 },
  rejectionReason: { max: 1000 },
} as const;

export const PROFILE_BOUNDS = { displayName: { max: 100 }, bio: { max: 1000 } } as const;

export const PITCH_DECK = {
  maxBytes: 10 * 1024 * 1024,
  extensions: ['.pdf', '.ppt', '.pptx'],
  mimeTypes: {
    pdf: 'application/pdf',
    ppt: 'application/vnd.ms-powerpoint',
    pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
} as const;

/** How long a pitch deck's signed URL stays valid, in seconds. */
export const SIGNED_URL_SECONDS = 60 * 60;

/** Empty, or an http(s) URL: the shape of every link field (the database checks the same). */
export const linkSchema = z
  .string()
  .trim()
  .max(IDEA_BOUNDS.url.max, `Links can be at most ${IDEA_BOUNDS.url.max} characters`)
  .refine((value) => value === '' || /^https?:\/\/[^\s/?#]+\S*$/i.test(value), 'Enter a URL starting with http:// or https://');

export const uuidSchema = z.uuid('Not a valid id');

/** Text with a trimmed length between min and max: what the database's btrim checks mean. */
export function boundedText(label: string, min: number, max: number) {
  const text = z.string(`${label} is required`).trim();
  return min > 0
    ? text.min(min, `${label} must be at least ${min} characters`).max(max, `${label} must be at most ${max} characters`)
    : text.max(max, `${label} must be at most ${max} characters`);
}

/** The offset of a paged list (the idea list, ratings): a whole number from 0, 0 when absent. */
export const pageOffsetSchema = z.coerce
  .number('offset must be a number')
  .int('offset must be a whole number')
  .min(0, 'offset cannot be negative')
  .max(1_000_000, 'offset is too large')
  .default(0);
