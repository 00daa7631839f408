// The axe-core scan of a journey's checkpoint. axe's source (about 500 KB) is put into the page once and reused by
// every later scan of the same document: the app is a single page, so a journey's client-side navigations keep it,
// where a fresh injection per scan cost a second or more of each checkpoint. Only violations are collected: the
// passes and incomplete checks are never read and cost as much again to gather.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { Result, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

interface AxeGlobal {
  axe?: { run(context: unknown, options: RunOptions): Promise<{ violations: Result[] }> };
  document: unknown;
}

export async function axeViolations(page: Page, disabledRules: readonly string[]): Promise<Result[]> {
  const loaded = await page.evaluate(() => (globalThis as unknown as AxeGlobal).axe !== undefined);
  if (!loaded) {
    axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(await axeSource);
  }
  return page.evaluate(async (disabled) => {
    const { axe, document } = globalThis as unknown as AxeGlobal;
    const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
    const results = await axe!.run(document, { resultTypes: ['violations'], rules });
    return results.violations;
  }, disabledRules);
}
