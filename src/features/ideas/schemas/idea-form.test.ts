import { describe, expect, it } from 'vitest';
import { ideaEditFormSchema, tagsTextSchema } from '@/features/ideas/schemas/idea-form';

const LONG = 'a-tag-that-is-much-longer-than-thirty-characters';

/** Where the form would show each problem: its path and message. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
}

describe('The tags of the idea forms', () => {
  it.each([
    [`ai, ${LONG}`, "The tag 'a-tag-that-is-much-longer-than…' is longer than 30 characters"],
    ['ai, fintech, AI', "The tag 'AI' is there twice: tags must be unique"],
    ['a,b,c,d,e,f,g,h,i,j,k', 'At most 10 tags (11 given)'],
  ])('reports %s once, for the whole Tags field', (text, message) => {
    expect(problems(tagsTextSchema.safeParse(text))).toEqual([{ path: '', message }]);
  });

  it('keeps valid tags, trimmed, without the empty ones', () => {
    expect(tagsTextSchema.parse(' ai , , fintech ,')).toEqual(['ai', 'fintech']);
  });

  it('reports the edit form’s tags at the Tags field too, an empty one included', () => {
    const idea = {
      title: 'Solar kiosks',
      description: 'Pay-as-you-go solar kiosks that charge phones and lamps in off-grid villages.',
      category: 'technology',
      targetMarket: 'Off-grid households',
      businessModel: 'Pay per charge',
      fundingNeeded: 0,
      pitchDeck: null,
      removePitchDeck: false,
    };
    expect(problems(ideaEditFormSchema.safeParse({ ...idea, tags: ['ai', LONG] }))).toEqual([
      { path: 'tags', message: "The tag 'a-tag-that-is-much-longer-than…' is longer than 30 characters" },
    ]);
    expect(problems(ideaEditFormSchema.safeParse({ ...idea, tags: ['ai', ' '] }))).toEqual([
      { path: 'tags', message: 'Tags cannot be empty' },
    ]);
    expect(ideaEditFormSchema.safeParse({ ...idea, tags: ['ai'] }).success).toBe(true);
  });
});
