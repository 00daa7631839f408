// Test data of the ideas, ratings and profiles tests: API-shaped objects with overridable fields.
import type { Me } from '@schemas/profiles.ts';
import type { Idea } from '@schemas/ideas.ts';

let sequence = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const AUTHOR_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
export const MEMBER_ID = 'b1b2c3d4-0000-4000-8000-000000000002';

export function createTestIdea(overrides: Partial<Idea> = {}): Idea {
  sequence += 1;
  return {
    id: uuid(sequence),
    title: `Idea number ${sequence}`,
    description: 'A long enough description of a startup idea that solves a real problem for people.',
    category: 'technology',
    targetMarket: 'Small businesses in Europe',
    businessModel: 'Monthly subscription per seat',
    competitors: 'Big incumbents',
    fundingNeeded: 50000,
    timeline: '6 months to launch',
    tags: ['saas', 'ai'],
    websiteUrl: '',
    socialMedia: {},
    hasPitchDeck: false,
    pitchDeckUrl: null,
    authorId: AUTHOR_ID,
    author: { displayName: 'Alice Author' },
    status: 'approved',
    rejectionReason: null,
    reviewedAt: '2025-01-06T10:00:00Z',
    createdAt: '2025-01-05T10:00:00Z',
    updatedAt: '2025-01-05T10:00:00Z',
    finalScore: 72.25,
    totalRatings: 4,
    commentCount: 0,
    marketDemandScore: 80,
    innovationScore: 70.56,
    competitionScore: 66.04,
    adjustedScore: 61.88,
    adjustedMarketDemand: 63.33,
    adjustedInnovation: 58.58,
    adjustedCompetition: 55.91,
    spread: 12.4,
    marketDemandSpread: 10.2,
    innovationSpread: 14.6,
    competitionSpread: 12.4,
    scoreMargin: 9.87,
    ...overrides,
  };
}

export function createTestMe(overrides: Partial<Me> = {}): Me {
  return {
    uid: MEMBER_ID,
    email: 'member@example.com',
    displayName: 'Mia Member',
    avatar: '',
    bio: '',
    isVerified: true,
    isAdmin: false,
    subscriptionTier: 'free',
    createdAt: '2024-12-01T10:00:00Z',
    socialLinks: {},
    suspension: null,
    ...overrides,
  };
}

/** The fields an approved idea's pending edit proposes, as the idea has them. */
const PROPOSED = [
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
  'socialMedia',
  'hasPitchDeck',
  'pitchDeckUrl',
] as const satisfies readonly (keyof Idea)[];

/** An approved idea's edit waiting for review: the idea's own fields unless overridden, as the author proposes it. */
export function createTestPendingEdit(
  idea: Idea,
  overrides: Partial<NonNullable<Idea['pendingEdit']>> = {},
): NonNullable<Idea['pendingEdit']> {
  const fields = Object.fromEntries(PROPOSED.map((key) => [key, idea[key]])) as Pick<
    Idea,
    (typeof PROPOSED)[number]
  >;
  return { ...fields, pitchDeckName: null, submittedAt: '2025-02-01T09:30:00Z', ...overrides };
}
