// The landing-page drafter's templates read as written for the idea, whatever its fields say: every section filled,
// none of the fill-in patterns ('If you are one of the <target market>', 'for everyone'), no broken punctuation.
import { describe, expect, it } from 'vitest';
import { LANDING_TONES, SECTION_KINDS } from '../../supabase/functions/_shared/schemas/landing-pages.ts';
import { prompt } from '../../supabase/functions/api/routes/landing-pages/ai-prompt.ts';
import { templateDraft, type DraftIdea } from '../../supabase/functions/api/routes/landing-pages/draft.ts';

/** Ideas of the demo seed (supabase/seed.sql), as members wrote them. */
const SEEDED: DraftIdea[] = [
  {
    title: 'AI Tutor for Rural Schools',
    description:
      'An offline-first AI tutor that runs on low-cost tablets and adapts maths and reading lessons to each pupil, syncing progress whenever a connection appears.',
    category: 'education',
    targetMarket: 'Primary schools in rural regions with poor connectivity',
    businessModel: 'Per-device annual licence sold to ministries and NGOs',
    competitors: 'Khan Academy Lite, Kolibri',
  },
  {
    title: 'Remote Physio Coach',
    description:
      "Computer-vision exercise coaching that checks a patient's form through the phone camera and reports adherence to their physiotherapist.",
    category: 'healthcare',
    targetMarket: 'Physiotherapy clinics and their post-surgery patients',
    businessModel: 'Clinic subscription per active patient',
    competitors: 'Kaia Health, Hinge Health',
  },
  {
    title: 'Open-Source Observability for Edge Devices',
    description:
      'A lightweight agent and dashboard that collects logs, metrics and crashes from devices at the edge, even over flaky links, and groups them by firmware version.',
    category: 'technology',
    targetMarket: 'IoT companies running fleets of 1 000+ devices',
    businessModel: 'Open core: free agent, paid hosted backend by device',
    competitors: 'Datadog IoT, Memfault',
  },
  {
    title: 'Invoice Financing for Freelancers',
    description:
      'Freelancers upload an unpaid invoice and get most of its value the same day; the client pays the platform on the usual terms.',
    category: 'finance',
    targetMarket: 'Freelancers and one-person agencies in Europe',
    businessModel: 'Fee of 1-3% of each advanced invoice',
    competitors: 'Fundbox, Clearco',
  },
  {
    title: 'Peer Tutoring Credits',
    description:
      'Students earn credits by tutoring younger students and spend them on help in subjects they find hard, with teachers approving each session.',
    category: 'education',
    targetMarket: 'Secondary schools and universities',
    businessModel: 'School licence per student per year',
    competitors: '',
  },
  {
    title: 'Food Waste Marketplace for Bakeries',
    description:
      "Bakeries list the day's unsold bread as surprise bags at closing time, and neighbours reserve and collect them in the last hour.",
    category: 'other',
    targetMarket: 'Independent bakeries and their neighbourhoods',
    businessModel: 'Commission per sold bag plus a bakery subscription',
    competitors: 'Too Good To Go',
  },
];

/** Fields written as sentences rather than phrases, the way some members fill the form. */
const WORDY: DraftIdea = {
  title: 'Quiet Hours',
  description:
    'A shared calendar for flatmates that agrees quiet hours and reminds everyone gently. It learns over time.',
  category: 'other',
  targetMarket: 'Anyone who shares a flat. Students especially, but young professionals too!',
  businessModel: 'Free. We will charge landlords who want it for their buildings.',
  competitors:
    'Flatmate group chats are what people use today. They are noisy, and nothing in them remembers what was agreed last week.',
};

const BAD_PATTERNS: [RegExp, string][] = [
  [/\bone of the\b/i, "'one of the <target market>'"],
  [/\bfor everyone\b/i, "'for everyone'"],
  [/\b(undefined|null)\b/, 'a missing field'],
  [/\.\./, 'two full stops'],
  [/\s[.,:;]/, 'a space before punctuation'],
  [/:[^:]*:/, 'two colons in one sentence'],
  [/[.!?]\s+[a-z]/, 'a sentence starting in lower case'],
  [
    /\b(a|an|the|for|of|from)\s+[A-Z][a-z]+ (schools|clinics|companies|teams|households)\b/,
    'a capital in mid-sentence',
  ],
];

function problems(idea: DraftIdea): string[] {
  const found: string[] = [];
  for (const tone of LANDING_TONES) {
    const content = templateDraft(idea, tone);
    expect(content.sections.map((section) => section.kind)).toEqual([...SECTION_KINDS]);
    for (const section of content.sections) {
      const where = `${idea.title}, ${tone}, ${section.kind}`;
      if (!section.heading.trim() || !section.body.trim()) found.push(`${where}: empty`);
      if (!/[.!?…]$/.test(section.body))
        found.push(`${where}: the body does not end a sentence: ${section.body}`);
      for (const [pattern, name] of BAD_PATTERNS) {
        for (const text of [section.heading, section.body]) {
          if (pattern.test(text)) found.push(`${where}: ${name} in "${text}"`);
        }
      }
    }
  }
  return found;
}

describe('templateDraft', () => {
  it.each(SEEDED.map((idea) => [idea.title, idea] as const))(
    'writes %s as its own page in every tone',
    (_, idea) => {
      expect(problems(idea)).toEqual([]);
    },
  );

  it('reads right when the fields are sentences, not phrases', () => {
    expect(problems(WORDY)).toEqual([]);
  });

  it("uses the idea's own words in the sections that are about them", () => {
    const [tutor] = SEEDED;
    for (const tone of LANDING_TONES) {
      const texts = new Map(templateDraft(tutor!, tone).sections.map((section) => [section.kind, section]));
      expect(texts.get('hero')?.heading).toContain('AI Tutor for Rural Schools');
      expect(texts.get('audience')?.body).toContain('rimary schools in rural regions with poor connectivity');
      expect(texts.get('business_model')?.body).toContain(
        'er-device annual licence sold to ministries and NGOs',
      );
      expect(texts.get('difference')?.body).toContain('Khan Academy Lite and Kolibri');
      expect(texts.get('solution')?.body).toBe(tutor!.description);
    }
  });

  it('keeps acronyms and names as written mid-sentence, and lowers a plain first word', () => {
    const [, physio, edge] = SEEDED;
    expect(templateDraft(physio!, 'friendly').sections[1]?.body).toContain(
      'from physiotherapy clinics and their post-surgery patients:',
    );
    expect(templateDraft(edge!, 'technical').sections[1]?.body).toContain('needs of IoT companies running');
  });
});

describe('the prompt for a configured model', () => {
  it("asks for the eight sections in order, in the founder's voice and the chosen tone, with the idea's fields", () => {
    const [system, user] = prompt(SEEDED[1]!, 'friendly');
    const order = SECTION_KINDS.map((kind) => system!.content.indexOf(`. ${kind}: `));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(system!.content).toContain("founder's voice");
    expect(system!.content).toContain('friendly: warm');
    expect(system!.content).toContain('exactly these eight sections');
    expect(JSON.parse(user!.content)).toEqual({ tone: 'friendly', idea: SEEDED[1] });
  });
});
