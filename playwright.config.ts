// The browser journeys of tests/e2e (`npm run test:e2e`): Debian's Chromium (tests/e2e/ensure-chromium.ts puts it
// there), one local stack and Vite dev server started by the global setup, one journey at a time, each from the
// seeded database. Every journey runs twice: at a desktop size, and at 360 px, where the header folds into the
// mobile menu (tests/e2e/08-mobile-menu.mobile.spec.ts runs only there). A journey whose screens have nothing
// phone-specific is named *.desktop.spec.ts and runs once, at the desktop size, to keep the suite's time in bounds.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/chromium.ts';
import { runFolder } from './tests/e2e/support/run.ts';

// Every time limit of the journeys, in this one place. Each is a ceiling that only a hung journey reaches, never a
// pace: journeys wait for states (a text, a response, a row, a mail), so a slower machine only makes them slower.
// On 2 cores shared with other work, the slowest journey (03 at 360 px) took 1.1 min at a load average of 7-12 and
// 2.4 min at 15-21. The limits before these, 120 s a test and 10 s an expectation, failed 3 of 21 journeys at 7-9.
const CEILING = {
  /** A whole journey, fixtures included. */
  test: 10 * 60_000,
  /** One web-first assertion, expect.poll or toPass: a cold lazy route from Vite, a first Deno request. */
  expect: 60_000,
  /** One click, fill or screenshot, once its element is there. */
  action: 60_000,
  /** page.goto and reload up to the load event: the dev server's module graph, transformed on first request. */
  navigation: 120_000,
} as const;

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  // Traces and failure screenshots of this run only, beside those of any other run in this tree at the same time.
  outputDir: `./test-results/${runFolder()}`,
  globalSetup: './tests/e2e/support/global-setup.ts',
  // One stack, one database: journeys run one after the other, each restoring the seeded state first.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // A flaky journey is a bug to fix, not to retry.
  retries: 0,
  timeout: CEILING.test,
  expect: { timeout: CEILING.expect, toPass: { timeout: CEILING.expect } },
  // No globalTimeout: the global setup's stack brings its own limits, and each journey has its own ceiling.
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'UTC',
    actionTimeout: CEILING.action,
    navigationTimeout: CEILING.navigation,
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: '**/*.mobile.spec.ts',
    },
    {
      // Every journey again at 360 px wide, plus the mobile menu's own (08-mobile-menu.mobile.spec.ts).
      name: 'mobile-360',
      use: { viewport: { width: 360, height: 740 }, hasTouch: true },
      testIgnore: '**/*.desktop.spec.ts',
    },
  ],
});
