// The idea forms (submit page and edit dialog), derived from the schema the API validates with
// (@schemas/ideas.ts), so that both sides hold the same bounds and messages.
import { z } from 'zod';
import { IDEA_BOUNDS, PITCH_DECK } from '@schemas/common.ts';
import { ideaInputSchema, tagsSchema } from '@schemas/ideas.ts';

const between = (bounds: { min: number; max: number }) =>
  `Between ${bounds.min} and ${bounds.max} characters`;
const atMost = (max: number) => `At most ${max} characters`;

/** The bound of each field, shown as its helper text until it has an error. */
export const IDEA_FIELD_HINTS = {
  title: between(IDEA_BOUNDS.title),
  description: between(IDEA_BOUNDS.description),
  targetMarket: between(IDEA_BOUNDS.targetMarket),
  businessModel: between(IDEA_BOUNDS.businessModel),
  competitors: `Optional. ${atMost(IDEA_BOUNDS.competitors.max)}`,
  timeline: `Optional. ${atMost(IDEA_BOUNDS.timeline.max)}`,
  fundingNeeded: 'In US dollars, 0 or more',
  tags: `Up to ${IDEA_BOUNDS.tags.max} tags, each at most ${IDEA_BOUNDS.tags.maxLength} characters`,
  tagsText: `Separate tags with commas (up to ${IDEA_BOUNDS.tags.max})`,
  link: 'Starting with http:// or https://',
  pitchDeck: 'PDF, PPT or PPTX, up to 10MB',
} as const;

const shape = ideaInputSchema.shape;

/** A required text field: 'X is required' when blank, else the shared bounds. */
const required = (label: string, schema: z.ZodType<string, string>) =>
  z.string().trim().min(1, `${label} is required`).pipe(schema);

const PITCH_DECK_TYPES = PITCH_DECK.extensions.join(',');
export { PITCH_DECK_TYPES };

export const pitchDeckFileSchema = z
  .instanceof(File)
  .refine(
    (file) => PITCH_DECK.extensions.some((extension) => file.name.toLowerCase().endsWith(extension)),
    'The pitch deck must be a PDF, PPT or PPTX file',
  )
  .refine((file) => file.size <= PITCH_DECK.maxBytes, 'The pitch deck can be at most 10MB')
  .nullable();

/** The edit dialog: tags as a list (added one by one), an optional new deck, or removal of the current one. */
export const ideaEditFormSchema = ideaInputSchema.extend({
  title: required('Title', shape.title),
  description: required('Description', shape.description),
  targetMarket: required('Target market', shape.targetMarket),
  businessModel: required('Business model', shape.businessModel),
  fundingNeeded: shape.fundingNeeded.unwrap(),
  tags: tagsSchema,
  pitchDeck: pitchDeckFileSchema,
  removePitchDeck: z.boolean(),
});
export type IdeaEditFormValues = z.input<typeof ideaEditFormSchema>;
export type IdeaEditFormOutput = z.output<typeof ideaEditFormSchema>;

/** Comma-separated tags: trimmed, empty ones dropped, then the shared tag rules. */
export const tagsTextSchema = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
  )
  .pipe(tagsSchema);

/** The submit page: tags typed as comma-separated text. */
export const submitIdeaFormSchema = ideaEditFormSchema.omit({ removePitchDeck: true }).extend({
  tags: tagsTextSchema,
});
export type SubmitIdeaFormValues = z.input<typeof submitIdeaFormSchema>;
export type SubmitIdeaFormOutput = z.output<typeof submitIdeaFormSchema>;

export const EMPTY_SUBMIT_FORM: SubmitIdeaFormValues = {
  title: '',
  description: '',
  category: '' as SubmitIdeaFormValues['category'],
  targetMarket: '',
  businessModel: '',
  competitors: '',
  fundingNeeded: 0,
  timeline: '',
  tags: '',
  websiteUrl: '',
  socialMedia: { twitter: '', linkedin: '', instagram: '' },
  pitchDeck: null,
};

/** The fields an API 422 `details` key may name, as form paths. */
export const IDEA_FORM_FIELDS = [
  'title',
  'description',
  'category',
  'targetMarket',
  'businessModel',
  'competitors',
  'fundingNeeded',
  'timeline',
  'tags',
  'websiteUrl',
  'socialMedia.twitter',
  'socialMedia.linkedin',
  'socialMedia.instagram',
  'pitchDeck',
] as const;
