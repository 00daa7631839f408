// Emotion turns a component's styles into CSS rules (stylis) when it inserts them, in React's commit: one task the
// browser cannot interrupt, of which that work was the larger part on every public page (a CPU profile of /login:
// 27-32 ms of a 43 ms first commit on a desktop CPU, about ten times that on Lighthouse's phone). React's render,
// before it, runs in slices between which the browser handles input and paints. Here each new style is turned into
// rules as it is registered in render, by the cache's own insert writing into a list instead of the page; the
// insert in the commit then hands the page those same rules. What reaches the page, and in which order, does not
// change: only when stylis runs. vite.config.ts has Emotion's `registerStyles` call `makeRulesAhead`, in the build
// only.
import type { EmotionCache } from '@emotion/cache';
import type { SerializedStyles } from '@emotion/serialize';

type Insert = EmotionCache['insert'];
type Sheet = Parameters<Insert>[2];

/** Per cache, the rules made ahead, by selector and style name, until the commit inserts them. */
const ahead = new WeakMap<EmotionCache, Map<string, string[]>>();

const idOf = (selector: string, serialized: SerializedStyles) => `${selector} ${serialized.name}`;

/** The cache's insert, first using rules made ahead of it (and forgetting them: each is inserted once). */
function takeOver(cache: EmotionCache): Map<string, string[]> {
  const rulesById = new Map<string, string[]>();
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const id = idOf(selector, serialized);
    const rules = rulesById.get(id);
    if (!rules) return insert(selector, serialized, sheet, shouldCache);
    rulesById.delete(id);
    for (const rule of rules) sheet.insert(rule);
    if (shouldCache) cache.inserted[serialized.name] = true;
    return undefined;
  };
  ahead.set(cache, rulesById);
  return rulesById;
}

/**
 * Makes the rules of styles not yet on the page, as Emotion's insert will ask for them: the class's own under
 * `.{key}-{name}`, and any keyframes chained after it unscoped.
 */
export function makeRulesAhead(cache: EmotionCache, serialized: SerializedStyles): void {
  if (cache.inserted[serialized.name] !== undefined) return;
  const rulesById = ahead.get(cache) ?? takeOver(cache);
  let selector = `.${cache.key}-${serialized.name}`;
  for (let current: SerializedStyles | undefined = serialized; current; current = current.next) {
    const id = idOf(selector, current);
    if (!rulesById.has(id)) {
      const rules: string[] = [];
      const collect = { insert: (rule: string) => void rules.push(rule) } as unknown as Sheet;
      // The cache's insert as replaced above: with nothing stored for this id, it runs the original into the list.
      cache.insert(selector, current, collect, false);
      // None would mean an insert that does not write to its sheet (Emotion's server build): leave it to the commit.
      if (rules.length > 0) rulesById.set(id, rules);
    }
    selector = '';
  }
}
