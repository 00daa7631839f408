// The few browser globals that the journeys' page.evaluate callbacks use. tsconfig.node.json has no DOM lib (it
// would retype the stack's Node code), so a callback, which runs in the page, casts globalThis to this:
//   await page.evaluate(() => (globalThis as unknown as BrowserGlobals).localStorage.getItem('theme'));
// Only the type crosses into the page; nothing from this module runs there.

export interface BrowserNode {
  textContent: string | null;
  querySelector(selector: string): BrowserNode | null;
  querySelectorAll(selector: string): Iterable<BrowserNode>;
}

/** An element as the alert recorder (fixtures.ts) reads it. */
export interface BrowserElement extends BrowserNode {
  checkVisibility(options?: { visibilityProperty?: boolean }): boolean;
  getBoundingClientRect(): { width: number; height: number };
}

export interface BrowserGlobals {
  localStorage: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
    removeItem(key: string): void;
  };
  document: {
    documentElement: { scrollWidth: number; clientWidth: number };
    body: unknown;
    head: { append(node: unknown): void } | null;
    createElement(tag: 'style'): { textContent: string | null };
    addEventListener(type: 'DOMContentLoaded', listener: () => void): void;
    querySelectorAll(selector: string): Iterable<BrowserElement>;
  };
  MutationObserver: new (callback: () => void) => {
    observe(target: unknown, options: { childList: boolean; subtree: boolean; characterData: boolean }): void;
  };
  requestAnimationFrame(callback: () => void): number;
  getComputedStyle(element: unknown): { backgroundColor: string };
}
