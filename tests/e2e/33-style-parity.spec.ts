// Journey 33: the app's styles come out the same whichever way they are inserted. Where the browser nests CSS
// natively, src/theme/style-cache.ts hands Emotion's nested rules to the browser as they are instead of flattening
// them with stylis (decision 56). This journey loads each page twice, once each way, and compares the computed style
// of every element and of its ::before and ::after, in both themes for the public pages and signed in as an
// administrator for the members' and administrators' pages. Run at both sizes, so the breakpoints' rules are
// compared too.
import type { Page } from '@playwright/test';
import { SEED, seedIdea, signIn } from './support/app.ts';
import { expect, test } from './support/fixtures.ts';

/** While set in the tab's session storage, the page loads as in a browser without native nesting: through stylis. */
const STYLIS_FLAG = 'e2e-style-through-stylis';

/**
 * Properties left out of the comparison: the old flexbox's `-webkit-box-*`, which stylis's prefixer writes beside
 * `align-items` and `justify-content` and which apply only to `display: -webkit-box`, which the app does not combine
 * with either.
 */
const IGNORED = /^-webkit-box-(align|pack|flex|ordinal-group|direction|lines)$/;

/** The browser globals these checks use (the journeys are typed without the DOM library; support/browser.ts). */
interface StyleGlobals {
  innerHeight: number;
  requestAnimationFrame(callback: () => void): number;
  scrollTo(x: number, y: number): void;
  document: {
    documentElement: { scrollHeight: number };
    body: { querySelectorAll(selector: string): Iterable<StyledElement> };
    fonts: { ready: Promise<unknown> };
    getAnimations(): {
      effect: { getTiming(): { iterations?: number } } | null;
      finished: Promise<unknown>;
    }[];
    styleSheets: Iterable<{ cssRules: Iterable<{ selectorText?: string; cssRules?: { length: number } }> }>;
  };
  getComputedStyle(this: void, element: unknown, pseudo?: string): ComputedStyle;
  localStorage: { setItem(key: string, value: string): void };
  sessionStorage: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
    removeItem(key: string): void;
  };
  CSSNestedDeclarations?: unknown;
}

interface StyledElement {
  tagName: string;
  classList: Iterable<string>;
  parentElement: StyledElement | null;
}

interface ComputedStyle {
  readonly length: number;
  readonly [index: number]: string;
  readonly content: string;
  getPropertyValue(name: string): string;
}

interface Styled {
  element: string;
  style: Record<string, string>;
}

/** Waits for the page at rest: its data, its parts that load as they come into view, its transitions. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Scrolled through a half screen at a time: a part that loads on coming into view must be seen in a frame.
  await page.evaluate(async () => {
    const scope = globalThis as unknown as StyleGlobals;
    const frame = () =>
      new Promise<void>((resolve) => scope.requestAnimationFrame(() => scope.requestAnimationFrame(resolve)));
    for (let y = 0; y < scope.document.documentElement.scrollHeight; y += scope.innerHeight / 2) {
      scope.scrollTo(0, y);
      await frame();
    }
  });
  await page.waitForLoadState('networkidle');
  // Loading placeholders gone; a determinate bar (a score's) has a value and stays.
  await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  await page.evaluate(() => (globalThis as unknown as StyleGlobals).scrollTo(0, 0));
  await page.evaluate(async () => {
    const { document } = globalThis as unknown as StyleGlobals;
    await document.fonts.ready;
    // Finite transitions (a fade, a ripple) are waited for: their midpoints would differ between two loads.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/** Every element's computed style, with its ::before and ::after where they have content, in document order. */
function computedStyles(page: Page): Promise<Styled[]> {
  return page.evaluate((ignored) => {
    const { document, getComputedStyle } = globalThis as unknown as StyleGlobals;
    const skip = new RegExp(ignored);
    const read = (declaration: ComputedStyle) => {
      const style: Record<string, string> = {};
      for (let i = 0; i < declaration.length; i++) {
        const name = declaration[i]!;
        if (!skip.test(name)) style[name] = declaration.getPropertyValue(name);
      }
      return style;
    };
    const styled: Styled[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      // Emotion's generated class names are the same both ways (a hash of the styles); the stable ones name the node.
      const label = (node: { tagName: string; classList: Iterable<string> }) => {
        const classes = [...node.classList].filter((name) => !name.startsWith('css-')).join('.');
        return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
      };
      // The element and its ancestors up to the page's main parts, for a reader to find it.
      const names: string[] = [];
      for (let node: typeof element | null = element; node && names.length < 4; node = node.parentElement) {
        names.push(label(node));
      }
      const name = names.join(' < ');
      styled.push({ element: name, style: read(getComputedStyle(element)) });
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (style.content !== 'none') styled.push({ element: name + pseudo, style: read(style) });
      }
    }
    return styled;
  }, IGNORED.source);
}

/** The differences between two loads of a page, as lines a reader can act on; empty when there are none. */
function differences(native: Styled[], stylis: Styled[]): string[] {
  const found: string[] = [];
  if (native.length !== stylis.length) {
    found.push(`${native.length} styled nodes natively, ${stylis.length} through stylis`);
  }
  for (let i = 0; i < Math.min(native.length, stylis.length); i++) {
    const [a, b] = [native[i]!, stylis[i]!];
    if (a.element !== b.element) {
      found.push(`node ${i} is ${a.element} natively, ${b.element} through stylis`);
      break;
    }
    const names = new Set([...Object.keys(a.style), ...Object.keys(b.style)]);
    const changed = [...names].filter((name) => a.style[name] !== b.style[name]);
    if (changed.length) {
      const shown = changed.map(
        (name) => `${name}: ${a.style[name]} natively, ${b.style[name]} through stylis`,
      );
      found.push(`${a.element}: ${shown.join('; ')}`);
    }
  }
  return found;
}

async function load(page: Page, path: string, throughStylis: boolean): Promise<Styled[]> {
  await page.evaluate(
    ([flag, on]) => {
      const { sessionStorage } = globalThis as unknown as StyleGlobals;
      if (on) sessionStorage.setItem(flag, '1');
      else sessionStorage.removeItem(flag);
    },
    [STYLIS_FLAG, throughStylis] as const,
  );
  await page.goto(path);
  await settle(page);
  // Proof that each load took the way it was meant to: only the native way leaves style rules nested in style rules
  // (a @media rule holds rules either way).
  const nested = await page.evaluate(() =>
    [...(globalThis as unknown as StyleGlobals).document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some((rule) => rule.selectorText !== undefined && (rule.cssRules?.length ?? 0) > 0),
    ),
  );
  expect(nested, `nested rules on ${path} ${throughStylis ? 'through stylis' : 'natively'}`).toBe(
    !throughStylis,
  );
  return computedStyles(page);
}

async function compare(page: Page, path: string, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate(
    (mode) => (globalThis as unknown as StyleGlobals).localStorage.setItem('theme', mode),
    theme,
  );
  // A page at rest can still change under a measurement (a part that loads late moves what follows it), so a pair
  // of loads that differs is measured once more: the page passes when a pair shows no difference at all.
  let found: string[] = [];
  for (let attempt = 0; attempt < 2; attempt++) {
    const native = await load(page, path, false);
    const stylis = await load(page, path, true);
    expect(native.length, `${path} has styled nodes`).toBeGreaterThan(20);
    found = differences(native, stylis);
    if (!found.length) return;
  }
  expect(found, `${path}, ${theme}`).toEqual([]);
}

test('every page looks the same with native CSS nesting as through stylis, in both themes and signed in', async ({
  page,
  journey,
}) => {
  await page.addInitScript((flag) => {
    const scope = globalThis as unknown as StyleGlobals;
    if (scope.sessionStorage.getItem(flag)) delete scope.CSSNestedDeclarations;
  }, STYLIS_FLAG);
  await page.goto('/');

  await test.step('the public pages, light and dark', async () => {
    const pages = ['/', '/leaderboard', `/idea/${seedIdea(1)}`, `/user/${SEED.bob.id}`, '/roadmap', '/login'];
    for (const path of pages) await compare(page, path, 'light');
    for (const path of ['/', `/idea/${seedIdea(1)}`]) await compare(page, path, 'dark');
  });

  await test.step("the members' and administrators' pages", async () => {
    await page.evaluate(() => (globalThis as unknown as StyleGlobals).localStorage.setItem('theme', 'light'));
    await page.goto('/');
    await signIn(journey, SEED.admin.email);
    for (const path of ['/submit', '/profile', '/admin', `/idea/${seedIdea(17)}`])
      await compare(page, path, 'light');
    await compare(page, '/admin', 'dark');
  });
});
