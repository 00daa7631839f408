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
  tagsText: `Separate tags with commas: up to ${IDEA_BOUNDS.tags.max} tags, each at most ${IDEA_BOUNDS.tags.maxLength} characters`,
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

const { max: MAX_TAGS, maxLength: MAX_TAG_LENGTH } = IDEA_BOUNDS.tags;

/** A tag as a message quotes it: one far too long would otherwise fill the field's helper line. */
const quoted = (tag: string) =>
  tag.length > MAX_TAG_LENGTH ? `'${tag.slice(0, MAX_TAG_LENGTH)}…'` : `'${tag}'`;

function repeatedTag(tags: string[]): string | undefined {
  const seen = new Set<string>();
  return tags.find((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

/**
 * The shared rules report a bad tag at its index ('tags.3'), where no field of the form listens: the submit
 * button then did nothing visible. The form words the first problem for the one Tags field, naming the tag.
 */
function tagsProblem(tags: string[]): string | undefined {
  const result = tagsSchema.safeParse(tags);
  if (result.success) return undefined;
  const index = result.error.issues[0]?.path[0];
  const tag = typeof index === 'number' ? tags[index]?.trim() : undefined;
  if (tag === '') return 'Tags cannot be empty';
  if (tag !== undefined) return `The tag ${quoted(tag)} is longer than ${MAX_TAG_LENGTH} characters`;
  if (tags.length > MAX_TAGS) return `At most ${MAX_TAGS} tags (${tags.length} given)`;
  const repeated = repeatedTag(tags.map((each) => each.trim()));
  if (repeated !== undefined) return `The tag ${quoted(repeated)} is there twice: tags must be unique`;
  return result.error.issues[0]?.message;
}

const formTagsSchema = z
  .array(z.string())
  .superRefine((tags, ctx) => {
    const problem = tagsProblem(tags);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
  })
  .pipe(tagsSchema);

/** The edit dialog: tags as a list (added one by one), an optional new deck, or removal of the current one. */
export const ideaEditFormSchema = ideaInputSchema.extend({
  title: required('Title', shape.title),
  description: required('Description', shape.description),
  targetMarket: required('Target market', shape.targetMarket),
  businessModel: required('Business model', shape.businessModel),
  fundingNeeded: shape.fundingNeeded.unwrap(),
  tags: formTagsSchema,
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
  .pipe(formTagsSchema);

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
