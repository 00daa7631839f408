// Journey 28: a visitor opens a shared idea and a shared landing page. Each page names its preview image in its
// Open Graph tags, and that address loads as a 1200x630 PNG (as a link previewer fetches it, and as the browser
// draws it); the Share menu copies the page's link with a toast and offers the platforms' share links.
import type { Page } from '@playwright/test';
import { ANON_KEY } from '../../stack/index.ts';
import { accessTokenOf, SEED, seedIdea } from './support/app.ts';
import { e2eEnv } from './support/env.ts';
import { expect, test, type Journey } from './support/fixtures.ts';

const IDEA = { id: seedIdea(1), title: 'AI Tutor for Rural Schools' };
const LANDING_IDEA = seedIdea(3);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Alice's page for her approved idea, drafted and published through the REST API (the journey's setup). */
async function publishedPage(): Promise<{ slug: string; title: string }> {
  const token = await accessTokenOf(SEED.alice.email);
  const call = async (path: string, json?: unknown) => {
    const response = await fetch(`${e2eEnv('apiUrl')}/functions/v1/api${path}`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const body = (await response.json()) as {
      data?: { id: string; slug: string; content: { title: string } };
    };
    if (!response.ok || !body.data) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body.data;
  };
  const draft = await call('/landing-pages', { ideaId: LANDING_IDEA });
  const page = await call(`/landing-pages/${draft.id}/publish`);
  return { slug: page.slug, title: page.content.title };
}

/** The browser globals this journey's page.evaluate callbacks use (tsconfig.node.json has no DOM lib). */
interface PageGlobals {
  Image: new () => { src: string; decode(): Promise<void>; naturalWidth: number; naturalHeight: number };
  navigator: { clipboard: { readText(): Promise<string> } };
}

const metaContent = (page: Page, selector: string) => page.locator(`head meta[${selector}]`);

/** The page's og:image, once set: fetched as a link previewer does and drawn by the browser, a 1200x630 PNG. */
async function expectPreviewImage(page: Page, path: RegExp): Promise<void> {
  const tag = metaContent(page, 'property="og:image"');
  await expect(tag).toHaveAttribute('content', path);
  await expect(metaContent(page, 'name="twitter:card"')).toHaveAttribute('content', 'summary_large_image');
  const url = (await tag.getAttribute('content'))!;
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const bytes = await response.body();
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  const drawn = await page.evaluate(async (src) => {
    const image = new (globalThis as unknown as PageGlobals).Image();
    image.src = src;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, url);
  expect(drawn).toEqual([1200, 630]);
}

/** Opens the Share menu, checks its platform links, copies the link and reads it back from the clipboard. */
async function copyLinkFromShareMenu(journey: Journey, checkpoint: string): Promise<void> {
  const { page } = journey;
  await page.getByRole('button', { name: 'Share' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Share on LinkedIn' })).toHaveAttribute(
    'href',
    `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(page.url())}`,
  );
  await expect(menu.getByRole('menuitem', { name: 'Share on X' })).toHaveAttribute('target', '_blank');
  await journey.checkpoint(checkpoint);
  await menu.getByRole('menuitem', { name: 'Copy link' }).click();
  await journey.expectToast('Link copied');
  await expect(menu).toBeHidden();
  expect(
    await page.evaluate(() => (globalThis as unknown as PageGlobals).navigator.clipboard.readText()),
  ).toBe(page.url());
}

test('a visitor opens a shared idea and a shared landing page; their preview images load; Share copies the link', async ({
  page,
  context,
  journey,
}) => {
  const landing = await publishedPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await test.step('the shared idea names its preview image, which loads as a 1200x630 PNG', async () => {
    await page.goto(`/idea/${IDEA.id}`);
    await expect(page.getByRole('heading', { level: 1, name: IDEA.title })).toBeVisible();
    await expect(metaContent(page, 'property="og:title"')).toHaveAttribute('content', IDEA.title);
    await expect(metaContent(page, 'property="og:url"')).toHaveAttribute('content', page.url());
    await expectPreviewImage(page, new RegExp(`/functions/v1/api/ideas/${IDEA.id}/preview\\.png$`));
  });

  await test.step("the idea's Share menu copies its link", async () => {
    await copyLinkFromShareMenu(journey, 'idea page, share menu open');
  });

  await test.step('the shared landing page names its preview image, which loads as a 1200x630 PNG', async () => {
    await page.goto(`/p/${landing.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: landing.title })).toBeVisible();
    await expect(metaContent(page, 'property="og:title"')).toHaveAttribute('content', landing.title);
    await expectPreviewImage(page, new RegExp(`/functions/v1/api/p/${landing.slug}/preview\\.png$`));
  });

  await test.step("the landing page's Share menu copies its link", async () => {
    await copyLinkFromShareMenu(journey, 'landing page, share menu open');
  });

  await test.step('leaving the landing page takes its tags away', async () => {
    await page.goto(`/idea/${seedIdea(2)}`);
    await expect(metaContent(page, 'property="og:image"')).toHaveAttribute(
      'content',
      /ideas\/.*002\/preview\.png$/,
    );
    await page.getByRole('link', { name: 'Leaderboard' }).first().click();
    await expect(metaContent(page, 'property="og:image"')).toHaveCount(0);
  });
});
