// Drafting a landing page from an idea without any outside service: one template per tone, written around the
// idea's fields so that its sentences read right whatever the member wrote (a phrase or sentences, a list of rivals
// or none), and cut to the bounds of LandingContent. Also the page's first address, made from the idea's title.
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

/** The longest field still read as a phrase inside a sentence; a longer one (or one of several sentences) stands alone. */
const PHRASE_MAX = 120;

function isPhrase(text: string): boolean {
  return text.length > 0 && text.length <= PHRASE_MAX && !/[.!?]\s/.test(text);
}

/** `text` without the full stop or spaces it ends with, to go inside a sentence. */
function bare(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/[\s.;:,]+$/, '');
}

/** `text` as a sentence of its own: a capital first and one closing mark. */
function sentence(text: string): string {
  const clean = bare(text);
  if (!clean) return '';
  const closed = /[?!…)]$/.test(clean) ? clean : `${clean}.`;
  return closed.charAt(0).toUpperCase() + closed.slice(1);
}

/**
 * A field written as a title-case phrase ('Primary schools in rural regions') read mid-sentence: its first letter
 * lowered, unless the first word is an acronym or a name ('IoT companies', 'QA teams', 'Khan Academy users').
 */
function midSentence(text: string): string {
  const clean = bare(text);
  const [first = '', second = ''] = clean.split(' ');
  const acronym = /[A-Z0-9]/.test(first.slice(1));
  const name = /^[A-Z]/.test(second);
  return acronym || name ? clean : clean.charAt(0).toLowerCase() + clean.slice(1);
}

/** 'Kaia Health, Hinge Health' as 'Kaia Health and Hinge Health'; a list that has its own 'and' or 'or' stays. */
function listed(text: string): string {
  if (/\b(and|or)\b|&/.test(text)) return text;
  const items = text.split(/\s*,\s*/).filter(Boolean);
  return items.length < 2 ? text : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What the templates say about the idea, each part safe to use whatever the member wrote. */
interface Parts {
  title: string;
  /**
   * The people it is for, read inside a sentence ('for freelancers and one-person agencies in Europe'), or null when
   * the target market is written as sentences.
   */
  audience: string | null;
  /** The target market as written, a sentence or more of its own. */
  audienceText: string;
  /** The business model read after a colon, or null when it has a colon or sentences of its own. */
  model: string | null;
  /** The business model as written, a sentence or more of its own. */
  modelText: string;
  /** The alternatives as a list to name in a sentence, or null when none is named or they need sentences. */
  rivals: string | null;
  /** The competitors field as written, sentences of its own, or null when it is empty. */
  rivalsText: string | null;
  pitch: string;
  description: string;
}

function partsOf(idea: DraftIdea): Parts {
  const competitors = bare(idea.competitors);
  return {
    title: bare(idea.title) || 'this idea',
    audience: isPhrase(bare(idea.targetMarket)) ? midSentence(idea.targetMarket) : null,
    audienceText: sentence(idea.targetMarket),
    model: isPhrase(bare(idea.businessModel)) && !idea.businessModel.includes(':') ? midSentence(idea.businessModel) : null,
    modelText: sentence(idea.businessModel),
    rivals: competitors && isPhrase(competitors) ? listed(competitors) : null,
    rivalsText: competitors ? sentence(competitors) : null,
    pitch: firstSentence(idea.description),
    description: idea.description.trim(),
  };
}

function bold(p: Parts): Texts {
  return {
    hero: { heading: p.title, body: p.pitch },
    problem: {
      heading: 'The old way was not built for you',
      body: p.audience
        ? `For ${p.audience}, what is on offer today was made with someone else in mind. ${p.title} starts from what they actually need.`
        : `What is on offer today was made with someone else in mind. ${p.title} starts from what its users actually need.`,
    },
    solution: { heading: `What ${p.title} does`, body: p.description },
    audience: {
      heading: p.audience ? `Made for ${p.audience}` : 'Made for you',
      body: `${p.audienceText} Every part of ${p.title} is shaped around them.`,
    },
    business_model: {
      heading: 'A business that pays its way',
      body: p.model ? `The model is simple: ${p.model}.` : p.modelText,
    },
    difference: {
      heading: 'Why we win',
      body: p.rivals
        ? `${p.rivals} proved the demand. ${p.title} goes further, built from day one for ${p.audience ?? 'the people who will use it'}.`
        : p.rivalsText
          ? `${p.rivalsText} ${p.title} goes further, built from day one for ${p.audience ?? 'the people who will use it'}.`
          : `Nobody serves ${p.audience ?? 'them'} this way yet. ${p.title} will be first.`,
    },
    verdict: {
      heading: 'The community has spoken',
      body: `Independent members scored ${p.title} on market demand, innovation and competition. Here is where it stands.`,
    },
    waitlist: { heading: 'Be first in line', body: `Join the waitlist and hear the moment ${p.title} launches.` },
  };
}

function friendly(p: Parts): Texts {
  return {
    hero: { heading: `Meet ${p.title}`, body: p.pitch },
    problem: {
      heading: 'Sound familiar?',
      body: p.audience
        ? `We kept hearing the same story from ${p.audience}: the options out there were never made with them in mind.`
        : 'We kept hearing the same story: the options out there were never made with the people who need them in mind.',
    },
    solution: { heading: `How ${p.title} helps`, body: p.description },
    audience: {
      heading: 'Who we are building it for',
      body: `${p.audienceText} If that sounds like you, we would love to hear what you need.`,
    },
    business_model: {
      heading: 'How it is paid for',
      body: p.model ? `We keep it simple: ${p.model}.` : p.modelText,
    },
    difference: {
      heading: 'What makes it different',
      body: p.rivals
        ? `You may already know ${p.rivals}. We learnt from them, and built ${p.title} around what was still missing.`
        : p.rivalsText
          ? `${p.rivalsText} We learnt from them, and built ${p.title} around what was still missing.`
          : `There is nothing quite like ${p.title} yet, and we would love you to help shape it.`,
    },
    verdict: {
      heading: 'What the community thinks',
      body: `Members of Ideaboard rated ${p.title} on market demand, innovation and competition.`,
    },
    waitlist: {
      heading: 'Want to hear more?',
      body: `Leave your e-mail and we will tell you when ${p.title} is ready.`,
    },
  };
}

function technical(p: Parts): Texts {
  return {
    hero: { heading: `${p.title}: an overview`, body: p.pitch },
    problem: {
      heading: 'Problem statement',
      body: `Existing options leave key needs of ${p.audience ?? 'the target users'} unmet. ${p.title} is designed to close that gap.`,
    },
    solution: { heading: 'Approach', body: p.description },
    audience: { heading: 'Target users', body: p.audienceText },
    business_model: { heading: 'Business model', body: p.model ? `Revenue model: ${p.model}.` : p.modelText },
    difference: {
      heading: 'Competitive landscape',
      body: p.rivals
        ? `Existing alternatives include ${p.rivals}. ${p.title} is positioned specifically for ${p.audience ?? 'its target users'}.`
        : (p.rivalsText ?? 'No direct alternative has been identified.'),
    },
    verdict: {
      heading: 'Community assessment',
      body: `Mean member scores for ${p.title} on market demand, innovation and competition, and its leaderboard rank.`,
    },
    waitlist: { heading: 'Early access', body: `Register for release notes and early access to ${p.title}.` },
  };
}

const TEMPLATES: Record<LandingTone, (parts: Parts) => Texts> = { bold, friendly, technical };

/** The look of a page: the category's accent colour; bold pages are dark. */
export function pageStyle(idea: DraftIdea, tone: LandingTone): Pick<LandingContent, 'accent' | 'mode'> {
  return { accent: ACCENTS[idea.category] ?? ACCENTS.other!, mode: tone === 'bold' ? 'dark' : 'light' };
}

/** The tone's template filled from the idea, every text within its bound. */
export function templateDraft(idea: DraftIdea, tone: LandingTone): LandingContent {
  const texts = TEMPLATES[tone](partsOf(idea));
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
