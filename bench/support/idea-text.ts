// Realistic idea texts for the large data set: titles, descriptions, markets and tags assembled from word lists,
// long enough for the ideas' checks and varied enough that a search term matches a realistic share of them.
import type { Random } from './random.ts';

/** A word list written as one string: items separated by ' | '. */
const list = (items: string): string[] => items.split(' | ');

export const CATEGORIES = [
  'technology',
  'healthcare',
  'finance',
  'education',
  'entertainment',
  'other',
] as const;

const PRODUCTS = list(
  'meal planner | budget tracker | tutoring marketplace | symptom checker | podcast studio | carpool app | invoice assistant | language coach | fitness journal | pet sitter network | recipe exchange | rental manager | study group finder | event ticketing | medication reminder | freelancer CRM | grocery optimiser | home energy monitor | job board | travel planner | music practice tool | garden planner | volunteer matcher | clinic scheduler | expense splitter | tenant portal',
);
const ADJECTIVES = list(
  'AI-powered | community | privacy-first | voice-driven | offline-ready | subscription | open-source | gamified | peer-to-peer | low-cost | local | automated | collaborative | mobile',
);
const AUDIENCES = list(
  'busy parents | students | small businesses | remote teams | retirees | freelancers | clinics | landlords | teachers | musicians | gamers | non-profits | commuters | first-time founders',
);
const PROBLEMS = list(
  'waste hours every week on manual work | pay too much for tools they barely use | cannot find trustworthy information quickly | lose track of what matters most | struggle to coordinate with the people around them | have no simple way to measure progress',
);
const HOWS = list(
  'It learns from each user and suggests the next best step. | A shared dashboard keeps everyone on the same page in real time. | Everything works from a phone in under a minute a day. | Partners plug in through an open API, so the network grows on its own. | Weekly reports show exactly how much time and money it saved.',
);
const MODELS = list(
  'Freemium with a paid plan at $9 per month | Per-seat subscription for teams | Commission of 8% on every completed booking | One-time licence plus yearly support | Advertising on the free tier and a premium upgrade | Usage-based pricing for businesses',
);
const TAGS = list(
  'ai | saas | mobile | b2b | b2c | marketplace | health | fintech | edtech | green | social | productivity | privacy | iot | community | analytics | automation | creator | local | remote',
);

export interface IdeaText {
  title: string;
  description: string;
  targetMarket: string;
  businessModel: string;
  competitors: string;
  timeline: string;
  tags: string[];
}

export function ideaText(random: Random): IdeaText {
  const product = random.pick(PRODUCTS);
  const audience = random.pick(AUDIENCES);
  const adjective = random.pick(ADJECTIVES);
  const title = `${adjective} ${product} for ${audience}`;
  const sentences = [
    `Many ${audience} ${random.pick(PROBLEMS)}.`,
    `This ${adjective.toLowerCase()} ${product} fixes that with a simple, focused product.`,
  ];
  for (let n = random.int(1, 4); n > 0; n--) sentences.push(random.pick(HOWS));
  const tagCount = random.int(0, 5);
  const tags = new Set<string>();
  while (tags.size < tagCount) tags.add(random.pick(TAGS));
  return {
    title: title.charAt(0).toUpperCase() + title.slice(1),
    description: sentences.join(' '),
    targetMarket: `${audience.charAt(0).toUpperCase()}${audience.slice(1)} in North America and Europe`,
    businessModel: random.pick(MODELS),
    competitors: random.next() < 0.7 ? `Generic ${product} apps and spreadsheets` : '',
    timeline: random.next() < 0.6 ? `MVP in ${random.int(2, 12)} months` : '',
    tags: [...tags],
  };
}
