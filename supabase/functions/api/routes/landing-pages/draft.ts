// Drafting a landing page from an idea without any outside service: one template per tone, filled from the idea's
// fields and cut to the bounds of LandingContent. Also the page's first address, made from the idea's title.
import {
  LANDING_BOUNDS,
  SECTION_KINDS,
  type LandingContent,
  type LandingTone,
  type SectionKind,
} from '../../../_shared/schemas/landing-pages.ts';

/** What a draft is made of: the idea's own fields. */
export interface DraftIdea {
  title: string;
  description: string;
  category: string;
  targetMarket: string;
  businessModel: string;
  competitors: string;
}

/** Cuts `text` to `max` characters at a word where it can, marking the cut with an ellipsis. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** The first sentence of `text` (or all of it), for a subheadline. */
function firstSentence(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const end = clean.search(/[.!?](\s|$)/);
  return end > 0 ? clean.slice(0, end + 1) : clean;
}

const ACCENTS: Record<string, string> = {
  technology: '#1976d2',
  healthcare: '#2e7d32',
  finance: '#00796b',
  education: '#ed6c02',
  entertainment: '#9c27b0',
  other: '#455a64',
};

type Texts = Record<SectionKind, { heading: string; body: string }>;

function bold(idea: DraftIdea): Texts {
  return {
    hero: { heading: `${idea.title}. Finally done right.`, body: firstSentence(idea.description) },
    problem: {
      heading: 'The problem nobody has solved',
      body: `${idea.targetMarket} are stuck with tools that were never built for them. That ends here.`,
    },
    solution: { heading: `${idea.title} changes the game`, body: idea.description },
    audience: { heading: 'Built for people who want more', body: idea.targetMarket },
    business_model: { heading: 'A model that works', body: idea.businessModel },
    difference: {
      heading: 'Why we win',
      body: idea.competitors
        ? `Others are out there: ${idea.competitors}. None of them go as far as we do.`
        : 'Nobody does this well yet. We will.',
    },
    verdict: {
      heading: 'The community has spoken',
      body: 'Independent members scored this idea on market demand, innovation and competition.',
    },
    waitlist: { heading: 'Be first in line', body: 'Join the waitlist and be the first to know when we launch.' },
  };
}

function friendly(idea: DraftIdea): Texts {
  return {
    hero: { heading: `Meet ${idea.title}`, body: firstSentence(idea.description) },
    problem: {
      heading: 'Sound familiar?',
      body: `If you are one of the ${idea.targetMarket.charAt(0).toLowerCase()}${idea.targetMarket.slice(1)}, you know how much harder things are than they should be.`,
    },
    solution: { heading: `How ${idea.title} helps`, body: idea.description },
    audience: { heading: 'Who it is for', body: idea.targetMarket },
    business_model: { heading: 'How it works for everyone', body: idea.businessModel },
    difference: {
      heading: 'What makes it different',
      body: idea.competitors
        ? `You may know ${idea.competitors}. We learnt from them and kept what people love.`
        : 'There is nothing quite like it yet, and we would love you to help shape it.',
    },
    verdict: {
      heading: 'What the community thinks',
      body: 'Members of Ideaboard rated this idea on market demand, innovation and competition.',
    },
    waitlist: { heading: 'Want to hear more?', body: 'Leave your e-mail and we will let you know when it is ready.' },
  };
}

function technical(idea: DraftIdea): Texts {
  return {
    hero: { heading: `${idea.title}: overview`, body: firstSentence(idea.description) },
    problem: {
      heading: 'Problem statement',
      body: `Current solutions for ${idea.targetMarket.charAt(0).toLowerCase()}${idea.targetMarket.slice(1)} leave key needs unmet.`,
    },
    solution: { heading: 'Approach', body: idea.description },
    audience: { heading: 'Target users', body: idea.targetMarket },
    business_model: { heading: 'Business model', body: idea.businessModel },
    difference: {
      heading: 'Competitive landscape',
      body: idea.competitors ? `Existing alternatives: ${idea.competitors}.` : 'No direct alternative has been identified.',
    },
    verdict: {
      heading: 'Community assessment',
      body: 'Mean member scores for market demand, innovation and competition, and the idea\'s leaderboard rank.',
    },
    waitlist: { heading: 'Early access', body: 'Register for release notes and early access.' },
  };
}

const TEMPLATES: Record<LandingTone, (idea: DraftIdea) => Texts> = { bold, friendly, technical };

/** The look of a page: the category's accent colour; bold pages are dark. */
export function pageStyle(idea: DraftIdea, tone: LandingTone): Pick<LandingContent, 'accent' | 'mode'> {
  return { accent: ACCENTS[idea.category] ?? ACCENTS.other!, mode: tone === 'bold' ? 'dark' : 'light' };
}

/** The tone's template filled from the idea, every text within its bound. */
export function templateDraft(idea: DraftIdea, tone: LandingTone): LandingContent {
  const texts = TEMPLATES[tone](idea);
  return {
    title: clip(idea.title, LANDING_BOUNDS.title.max),
    description: clip(firstSentence(idea.description), LANDING_BOUNDS.description.max),
    ...pageStyle(idea, tone),
    sections: SECTION_KINDS.map((kind) => ({
      kind,
      hidden: false,
      heading: clip(texts[kind].heading, LANDING_BOUNDS.heading.max),
      body: clip(texts[kind].body, LANDING_BOUNDS.body.max),
    })),
  };
}

/** Lower-case letters, digits and single hyphens, at most 50 characters (room for a suffix); 'page' when empty. */
export function slugFrom(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  if (base.length >= LANDING_BOUNDS.slug.min) return base;
  return base ? `${base}-page` : 'page';
}

/** The addresses tried in turn: the title's, then numbered ones, then one with a random suffix. */
export function slugCandidates(title: string): string[] {
  const base = slugFrom(title);
  const random = crypto.randomUUID().slice(0, 8);
  return [base, ...[2, 3, 4, 5].map((n) => `${base}-${n}`), `${base}-${random}`];
}
