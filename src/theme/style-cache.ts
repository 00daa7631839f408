// The Emotion cache every MUI component and `sx` style goes through (theme-mode.tsx provides it). Emotion writes a
// component's styles as one nested block (`.css-x{color:red;&:hover{...}@media(...){...}}`) and, by default, has
// stylis parse and flatten it into plain rules before inserting each. Compiling those blocks was the largest single
// cost of a first render on a phone (docs/performance.md, decision 56). A browser that nests CSS natively reads the
// block as it is, once its declarations are put where stylis puts them (stylisOrder), and gives every element the
// same computed style: tests/e2e/33-style-parity.spec.ts compares both ways on every page. Any other browser keeps
// stylis.
import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The index just past a quoted string, a comment or an escaped character starting at `i`, or `i` when none starts
 * there: the scanners below never read a brace, bracket, comma or semicolon inside one.
 */
function skipQuoteOrComment(css: string, i: number): number {
  const c = css[i];
  if (c === '\\') return i + 2;
  if (c === '"' || c === "'") {
    let j = i + 1;
    while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  if (c === '/' && css[i + 1] === '*') {
    const end = css.indexOf('*/', i + 2);
    return end < 0 ? css.length : end + 2;
  }
  return i;
}

/** The index of the `}` that closes the `{` at `open` (a brace inside parentheses, as in a `url()`, does not count). */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  let parens = 0;
  for (let i = open; i < css.length; i++) {
    const skipped = skipQuoteOrComment(css, i);
    if (skipped !== i) {
      i = skipped - 1;
    } else if (css[i] === '(') {
      parens++;
    } else if (css[i] === ')') {
      parens--;
    } else if (parens > 0) {
      continue;
    } else if (css[i] === '{') {
      depth++;
    } else if (css[i] === '}' && --depth === 0) {
      return i;
    }
  }
  return css.length;
}

/** Leading white space and comments. */
const LEADING = /^(?:\s|\/\*[\s\S]*?\*\/)*/;

/**
 * A nested rule's selector list with `&` put before each selector that starts with a colon, as stylis reads it
 * (`:hover` is `&:hover`; in CSS it would be a descendant). Commas inside parentheses, brackets or quotes do not
 * split the list (`:not(.a, .b)`, `[title="a, b"]`), and the text is otherwise kept as written.
 */
function attachColonSelectors(prelude: string): string {
  let written = '';
  let start = 0;
  let depth = 0;
  const add = (end: number) => {
    const part = prelude.slice(start, end);
    const lead = LEADING.exec(part)?.[0] ?? '';
    written += part.startsWith(':', lead.length) ? `${lead}&${part.slice(lead.length)}` : part;
  };
  for (let i = 0; i < prelude.length; i++) {
    const skipped = skipQuoteOrComment(prelude, i);
    if (skipped !== i) {
      i = skipped - 1;
    } else if (prelude[i] === '(' || prelude[i] === '[') {
      depth++;
    } else if (prelude[i] === ')' || prelude[i] === ']') {
      depth--;
    } else if (prelude[i] === ',' && depth === 0) {
      add(i);
      written += ',';
      start = i + 1;
    }
  }
  add(prelude.length);
  return written;
}

/**
 * A block's contents in the order stylis gives them: its declarations first, wherever they were written, then its
 * nested rules, each reordered the same way. Stylis writes a rule's declarations as one rule ahead of the rules
 * nested in it, so a declaration written after an `@media` block loses to it; a browser keeps the written order,
 * and MUI writes such blocks (Stack's `direction` by breakpoint, then its own `flex-direction`). A nested selector
 * that starts with a colon attaches to its parent in stylis (`:hover` is `&:hover`), not a descendant as in CSS.
 */
function stylisOrder(css: string, from: number, to: number, inStyleRule: boolean): string {
  let declarations = '';
  let rules = '';
  let start = from;
  let parens = 0;
  for (let i = from; i < to; i++) {
    const skipped = skipQuoteOrComment(css, i);
    if (skipped !== i) {
      i = skipped - 1;
      continue;
    }
    const c = css[i];
    if (c === '(') parens++;
    else if (c === ')') parens--;
    else if (c === ';' && parens === 0) {
      const declaration = css.slice(start, i).trim();
      if (declaration) declarations += `${declaration};`;
      start = i + 1;
    } else if (c === '{' && parens === 0) {
      const close = closingBrace(css, i);
      let prelude = css.slice(start, i).trim();
      const atRule = prelude.startsWith('@');
      if (inStyleRule && !atRule && prelude.includes(':')) prelude = attachColonSelectors(prelude);
      rules += `${prelude}{${stylisOrder(css, i + 1, close, inStyleRule || !atRule)}}`;
      i = close;
      start = close + 1;
    }
  }
  const last = css.slice(start, to).trim();
  if (last) declarations += `${last};`;
  return declarations + rules;
}

/**
 * The top-level rules of a style string, each to be inserted on its own (insertRule takes one rule), in stylis's
 * order (stylisOrder): a component's block is one rule, a global style (CssBaseline, a keyframes) can hold several.
 * A statement between rules (an @import) is a rule of its own.
 */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let start = 0;
  let parens = 0;
  for (let i = 0; i < css.length; i++) {
    const skipped = skipQuoteOrComment(css, i);
    if (skipped !== i) {
      i = skipped - 1;
    } else if (css[i] === '(') {
      parens++;
    } else if (css[i] === ')') {
      parens--;
    } else if (parens > 0) {
      continue;
    } else if (css[i] === ';') {
      const statement = css.slice(start, i + 1).trim();
      if (statement !== ';') rules.push(statement);
      start = i + 1;
    } else if (css[i] === '{') {
      const close = closingBrace(css, i);
      const prelude = css.slice(start, i).trim();
      rules.push(`${prelude}{${stylisOrder(css, i + 1, close, !prelude.startsWith('@'))}}`);
      i = close;
      start = close + 1;
    }
  }
  return rules;
}

/**
 * Safari nests natively but still reads `user-select` only with its prefix, which stylis's prefixer used to add
 * (the one prefix a supported browser still needs among the properties MUI and the app write).
 */
export function withUserSelectPrefix(css: string): string {
  return css.includes('user-select:')
    ? css.replace(/(^|[;{}\s])(user-select:[^;}]*)/g, '$1-webkit-$2;$2')
    : css;
}

/**
 * Whether this browser nests CSS natively with declarations kept in order after nested rules. jsdom defines
 * CSSNestedDeclarations but cannot answer CSS.supports, and keeps stylis, as the app's tests always have.
 */
export function nestsNatively(): boolean {
  const scope = globalThis as {
    CSSNestedDeclarations?: unknown;
    CSS?: { supports?: (query: string) => boolean };
  };
  return (
    typeof scope.CSSNestedDeclarations === 'function' &&
    typeof scope.CSS?.supports === 'function' &&
    scope.CSS.supports('selector(&)')
  );
}

export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  if (!nestsNatively()) return cache;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const css = withUserSelectPrefix(selector ? `${selector}{${serialized.styles}}` : serialized.styles);
    for (const rule of topLevelRules(css)) sheet.insert(rule);
    if (shouldCache) cache.inserted[serialized.name] = true;
    return undefined;
  };
  return cache;
}
