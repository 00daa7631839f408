// What every journey gets: the app's address as baseURL, the seeded database restored before it starts, and a
// `journey` that keeps a screenshot and an axe-core scan of each page it visits, checks at 360 px that nothing
// overflows sideways, and at the end asserts that no page had a serious or critical accessibility violation.
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { axeViolations } from './axe.ts';
import type { BrowserGlobals } from './browser.ts';
import { restoreSnapshot } from './database.ts';
import { e2eEnv } from './env.ts';

export { expect };

const SCREENSHOTS = fileURLToPath(new URL('../screenshots', import.meta.url));

/** The impacts that fail a journey. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Axe rules left out, in this one place. Each needs its reason written here.
 * (None so far.)
 */
const DISABLED_AXE_RULES: string[] = [];

/** Below MUI's md breakpoint the header shows the mobile menu instead of its links. */
const MOBILE_MAX_WIDTH = 899;

/** The page function through which a page reports each alert it shows (prepareContext). */
const ALERT_BINDING = '__e2eAlertShown';

interface AlertLog {
  /** The text of each alert as it came on screen, in order, compared as Playwright's `hasText` compares. */
  shown: string[];
  /** How many alerts of each expected text the journey has already accounted for. */
  expected: Map<string, number>;
}

const alertLogs = new WeakMap<Page, AlertLog>();

function alertLogOf(page: Page): AlertLog {
  let log = alertLogs.get(page);
  if (!log) {
    log = { shown: [], expected: new Map() };
    alertLogs.set(page, log);
  }
  return log;
}

const comparable = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

interface Finding {
  page: string;
  url: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

interface JourneyRecord {
  findings: Finding[];
  visited: string[];
  count: number;
  /** The windows opened beside the test's own (newWindow), closed when the journey ends. */
  windows: BrowserContext[];
}

export class Journey {
  constructor(
    readonly page: Page,
    private readonly testInfo: TestInfo,
    private readonly record: JourneyRecord = { findings: [], visited: [], count: 0, windows: [] },
  ) {}

  /**
   * A second browser window (its own context, so its own session) of the same size, for a second person acting
   * at the same time; its pages are recorded and checked with this journey's.
   */
  async newWindow(): Promise<Journey> {
    const browser = this.page.context().browser();
    if (!browser) throw new Error('no browser');
    const { viewport, hasTouch, locale, timezoneId, baseURL } = this.testInfo.project.use;
    const context = await browser.newContext({
      viewport,
      hasTouch,
      locale,
      timezoneId,
      baseURL: baseURL ?? e2eEnv('appUrl'),
    });
    this.record.windows.push(context);
    await prepareContext(context);
    return new Journey(await context.newPage(), this.testInfo, this.record);
  }

  /** Closes the windows newWindow opened (Playwright closes only the test's own context). */
  async closeWindows(): Promise<void> {
    await Promise.all(this.record.windows.splice(0).map((context) => context.close()));
  }

  /**
   * Waits until the page has shown a toast (a role=alert) with this text since the journey last expected this
   * text. A toast leaves after 2-4 s, and on a loaded machine it can come and go between two polls of
   * `toBeVisible`; the page reports each alert as it comes on screen, and this waits on that record instead.
   */
  async expectToast(text: string): Promise<void> {
    const log = alertLogOf(this.page);
    const wanted = comparable(text);
    const shown = () => log.shown.filter((alert) => alert.includes(wanted)).length;
    await expect
      .poll(shown, { message: `a toast "${text}" after the ${log.expected.get(wanted) ?? 0} already seen` })
      .toBeGreaterThan(log.expected.get(wanted) ?? 0);
    log.expected.set(wanted, shown());
  }

  /** Whether this run is the 360 px one (the mobile project): navigation goes through the mobile menu. */
  get isMobile(): boolean {
    return (this.page.viewportSize()?.width ?? 1280) <= MOBILE_MAX_WIDTH;
  }

  /**
   * Records the page as it is now: a full-page screenshot, an axe-core scan, and at 360 px the check that the page
   * does not scroll sideways. Call it once the page shows what the step expects.
   */
  async checkpoint(name: string): Promise<void> {
    await test.step(`checkpoint: ${name}`, async () => {
      this.record.count += 1;
      this.record.visited.push(name);
      const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      const folder = path.join(
        SCREENSHOTS,
        this.testInfo.project.name,
        path.basename(this.testInfo.file, '.spec.ts'),
      );
      await mkdir(folder, { recursive: true });
      await this.page.screenshot({
        path: path.join(folder, `${String(this.record.count).padStart(2, '0')}-${slug}.png`),
        fullPage: true,
        animations: 'disabled',
      });
      for (const violation of await axeViolations(this.page, DISABLED_AXE_RULES)) {
        if (!violation.impact || !BLOCKING_IMPACTS.has(violation.impact)) continue;
        this.record.findings.push({
          page: name,
          url: this.page.url(),
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        });
      }
      if (this.isMobile) {
        const overflow = await this.page.evaluate(() => {
          const { documentElement } = (globalThis as unknown as BrowserGlobals).document;
          return documentElement.scrollWidth - documentElement.clientWidth;
        });
        expect(overflow, `${name}: the page scrolls sideways by ${overflow}px at 360 px`).toBeLessThanOrEqual(
          0,
        );
      }
    });
  }

  /** The closing step of every journey: no serious or critical axe violation on any page it visited. */
  async expectAccessible(): Promise<void> {
    await test.step(`axe-core: no serious or critical violations on ${this.record.visited.length} pages`, () => {
      expect(this.record.visited.length, 'the journey recorded no page').toBeGreaterThan(0);
      const report = this.record.findings
        .map(
          (f) =>
            `- [${f.impact}] ${f.rule} on "${f.page}" (${f.url}): ${f.help}\n    ${f.targets.join('\n    ')}`,
        )
        .join('\n');
      expect(this.record.findings, `accessibility violations:\n${report}`).toEqual([]);
    });
  }
}

/** What every window of a journey needs before its first page: alerts recorded, transitions stilled. */
async function prepareContext(context: BrowserContext): Promise<void> {
  await recordAlerts(context);
  await stillTransitions(context);
}

/**
 * Each page reports every alert (toasts included) once it is on screen, visible as Playwright means it, and again
 * whenever its text changes; Journey.expectToast waits on what was reported.
 */
async function recordAlerts(context: BrowserContext): Promise<void> {
  await context.exposeBinding(ALERT_BINDING, ({ page }: { page: Page }, text: string) => {
    alertLogOf(page).shown.push(comparable(text));
  });
  await context.addInitScript((binding) => {
    const browser = globalThis as unknown as BrowserGlobals;
    const report = (globalThis as unknown as Record<string, (text: string) => Promise<void>>)[binding]!;
    const reported = new WeakMap<object, string>();
    let rescanQueued = false;
    const scan = () => {
      rescanQueued = false;
      let notOnScreenYet = false;
      for (const alert of browser.document.querySelectorAll('[role="alert"]')) {
        const text = alert.textContent?.trim() ?? '';
        if (text === '' || reported.get(alert) === text) continue;
        const box = alert.getBoundingClientRect();
        if (!alert.checkVisibility({ visibilityProperty: true }) || box.width === 0 || box.height === 0) {
          notOnScreenYet = true;
          continue;
        }
        reported.set(alert, text);
        report(text).catch(() => undefined);
      }
      // Its text is there but it is not laid out yet, and no further change of the page may come to tell us.
      if (notOnScreenYet && !rescanQueued) {
        rescanQueued = true;
        browser.requestAnimationFrame(scan);
      }
    };
    new browser.MutationObserver(scan).observe(browser.document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, ALERT_BINDING);
}

/** MUI's fades and collapses would otherwise be caught half-way by screenshots and the contrast checks. */
async function stillTransitions(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const { document } = globalThis as unknown as BrowserGlobals;
    const style = () => {
      const tag = document.createElement('style');
      tag.textContent =
        '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; ' +
        'animation-duration: 0s !important; animation-delay: 0s !important; }';
      document.head?.append(tag);
    };
    if (document.head) style();
    else document.addEventListener('DOMContentLoaded', style);
  });
}

interface Fixtures {
  /** The seeded database, restored before the journey. */
  freshDatabase: void;
  journey: Journey;
}

export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(e2eEnv('appUrl'));
  },
  freshDatabase: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await restoreSnapshot(e2eEnv('superuserDbUrl'));
      await use();
    },
    { auto: true },
  ],
  context: async ({ context }, use) => {
    await prepareContext(context);
    await use(context);
  },
  journey: async ({ page }, use, testInfo) => {
    const journey = new Journey(page, testInfo);
    await use(journey);
    // The worker's browser serves every later journey: a window left open in it (one journey's second person on
    // the landing generator) went with a later journey's page producing no frames (its clicks waited for a stable
    // element until they timed out, and its failure screenshot showed the window left open).
    await journey.closeWindows();
  },
});

/** A unique address of the `example.test` domain, which the dev mailbox keeps. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}
