// What the language model is asked for a landing page: the eight sections with their purpose, in the founder's voice
// and the chosen tone. Kept apart from the call itself (ai-draft.ts) so that it reads no Deno settings and the
// unit suite can check it.
import {
  LANDING_BOUNDS,
  SECTION_KINDS,
  type LandingTone,
  type SectionKind,
} from '../../../_shared/schemas/landing-pages.ts';
import type { DraftIdea } from './draft.ts';

/** What each of the eight sections is for, in the page's order. */
const SECTION_BRIEFS: Record<SectionKind, string> = {
  hero: 'the headline (naming the idea) and a one-sentence subheadline of what it does',
  problem: 'the problem the target market has today, in their terms',
  solution: 'how the idea solves it, from its description',
  audience: 'who it is for, from the target market',
  business_model: 'how it makes money, from the business model',
  difference: 'how it compares with the named competitors (or that there is no direct alternative yet)',
  verdict: 'an introduction to the community scores shown below it (market demand, innovation, competition); no numbers',
  waitlist: 'the invitation to join the waitlist',
};

const TONE_BRIEFS: Record<LandingTone, string> = {
  bold: 'bold: confident and punchy, short sentences, a founder who believes in it',
  friendly: 'friendly: warm and plain-spoken, as a founder talking to a future user',
  technical: 'technical: precise and sober, as a founder briefing an expert reader',
};

export function prompt(idea: DraftIdea, tone: LandingTone): { role: string; content: string }[] {
  const limits =
    `title at most ${LANDING_BOUNDS.title.max} characters, description at most ${LANDING_BOUNDS.description.max}, ` +
    `each heading at most ${LANDING_BOUNDS.heading.max}, each body at most ${LANDING_BOUNDS.body.max}`;
  const sections = SECTION_KINDS.map((kind, n) => `${n + 1}. ${kind}: ${SECTION_BRIEFS[kind]}`).join('\n');
  return [
    {
      role: 'system',
      content:
        "You write the landing page of a startup idea in its founder's voice ('we'), in this tone: " +
        `${TONE_BRIEFS[tone]}. Write real sentences about this idea, using its own facts: never paste a field into ` +
        "a stock phrase ('If you are one of the ...', '... for everyone'), and invent no figures, customers or " +
        'quotes. Answer with one JSON object only: ' +
        '{"title": string, "description": string, "sections": [{"kind": string, "heading": string, "body": string}]} ' +
        `with exactly these eight sections, one of each kind, in this order:\n${sections}\n` +
        `Plain text only, no HTML or Markdown. Limits: ${limits}.`,
    },
    {
      role: 'user',
      content: JSON.stringify({ tone, idea }),
    },
  ];
}
