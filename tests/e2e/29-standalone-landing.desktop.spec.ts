// Journey 29: a visitor opens the landing page Alice shared. It stands on its own: no Ideaboard header or footer,
// only a 'Made with Ideaboard' mark linking home, and the page's own dark colours fill the window on a desktop and
// at 360 px. Each load counts a view; Alice's own visit does not. In her editor she sees the views, the sign-up and
// the conversion rate.
import type { Page } from '@playwright/test';
import { ANON_KEY } from '../../stack/index.ts';
import { accessTokenOf, SEED, signIn, submitIdeaAs } from './support/app.ts';
import { e2eEnv } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';

const SLUG = 'quiet-desk-booking';
const HEADLINE = 'Book a quiet desk in seconds';
const DARK_BACKGROUND = 'rgb(18, 18, 18)';
const VISITOR = 'visitor.standalone@example.com';

/** Alice's page, drafted from a new idea of hers, made dark and published through the API (the setting, not the journey). */
async function publishAlicesPage(): Promise<string> {
  const ideaId = await submitIdeaAs(SEED.alice.email, {
    title: 'Quiet Desk Booking',
    description: 'Book a quiet desk in a shared office from your phone, with noise levels measured per room.',
    category: 'technology',
    targetMarket: 'Hybrid teams in shared offices',
    businessModel: 'Monthly subscription per office',
  });
  const token = await accessTokenOf(SEED.alice.email);
  const call = async (method: string, path: string, json?: unknown) => {
    const response = await fetch(`${e2eEnv('apiUrl')}/functions/v1/api${path}`, {
      method,
      headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const body = (await response.json()) as { data?: { id: string; content: Record<string, unknown> } };
    if (!response.ok || !body.data)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body)}`);
    return body.data;
  };
  const drafted = await call('POST', '/landing-pages', { ideaId, tone: 'bold' });
  const sections = (drafted.content.sections as { kind: string; heading: string }[]).map((section) =>
    section.kind === 'hero' ? { ...section, heading: HEADLINE } : section,
  );
  await call('PUT', `/landing-pages/${drafted.id}`, {
    slug: SLUG,
    content: { ...drafted.content, mode: 'dark', accent: '#ffb300', sections },
  });
  await call('POST', `/landing-pages/${drafted.id}/publish`);
  return drafted.id;
}

/** Waits for the view that `load` makes the page send, and for whether it was counted. */
async function expectView(page: Page, counted: boolean, load: () => Promise<unknown>) {
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith(`/p/${SLUG}/views`),
    ),
    load(),
  ]);
  expect(await answer.json()).toMatchObject({ data: { counted } });
}

/** What the fill check reads in the page (tsconfig.node.json has no DOM lib). */
interface PageWindow {
  innerHeight: number;
  scrollY: number;
  document: { documentElement: { scrollHeight: number } };
}

/** The standalone page covers the whole window and the whole document in its own background. */
async function expectFilledWindow(page: Page) {
  const frame = page.getByTestId('standalone-page');
  await expect(frame).toHaveCSS('background-color', DARK_BACKGROUND);
  const box = await frame.boundingBox();
  const { innerHeight, scrollY, scrollHeight } = await page.evaluate(() => {
    const window = globalThis as unknown as PageWindow;
    return {
      innerHeight: window.innerHeight,
      scrollY: window.scrollY,
      scrollHeight: window.document.documentElement.scrollHeight,
    };
  });
  expect(box, 'the frame is laid out').not.toBeNull();
  expect(Math.round(box!.y + scrollY), 'the frame starts at the top of the document').toBe(0);
  expect(box!.height, 'the frame is at least as tall as the window').toBeGreaterThanOrEqual(innerHeight);
  expect(Math.round(box!.height), 'nothing of another colour below the frame').toBe(scrollHeight);
}

test('a shared landing page stands on its own and counts its views for its owner', async ({
  page,
  journey,
}) => {
  const pageId = await publishAlicesPage();

  await test.step('a visitor opens the shared address: the page alone, in its own colours', async () => {
    await expectView(page, true, () => page.goto(`/p/${SLUG}`));
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
    const foot = page.getByRole('contentinfo');
    await expect(foot).toHaveCount(1);
    await expect(foot.getByRole('link')).toHaveCount(1);
    await expect(foot.getByRole('link', { name: 'Made with Ideaboard' })).toHaveAttribute('href', '/');
    await expectFilledWindow(page);
    await journey.checkpoint('standalone landing page, desktop');
  });

  await test.step('she joins the waitlist', async () => {
    const form = page.getByRole('form', { name: 'Join the waitlist' });
    await form.getByRole('textbox', { name: 'Your e-mail' }).fill(VISITOR);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByText("Thanks! You're on the waitlist.")).toBeVisible();
  });

  await test.step('on a 360 px phone the page fills the screen too, without scrolling sideways', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await expectView(page, true, () => page.reload());
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
    await expectFilledWindow(page);
    await journey.checkpoint('standalone landing page, 360 px');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('the mark leads to Ideaboard, with its own header again', async () => {
    await page.getByRole('link', { name: 'Made with Ideaboard' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  await test.step("alice's own visit is not counted; her editor shows two views, one sign-up, 50%", async () => {
    await signIn(journey, SEED.alice.email);
    await expectView(page, false, () => page.goto(`/p/${SLUG}`));
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
    await page.goto(`/landing-generator/${pageId}`);
    const stats = page.getByRole('region', { name: 'Views and conversion' });
    await expect(stats.getByTestId('stats-views')).toHaveText('2');
    await expect(stats.getByTestId('stats-signups')).toHaveText('1');
    await expect(stats.getByTestId('stats-conversion')).toHaveText('50%');
    const today = stats
      .getByRole('table', { name: 'Views and sign-ups per day, newest first' })
      .getByRole('row');
    await expect(today).toHaveCount(2);
    await expect(today.nth(1).getByRole('cell')).toHaveText(['2', '1']);
    await expect(page.getByTestId('waitlist-count')).toHaveText('1 sign-up');
    await journey.checkpoint('landing page editor with views and conversion');
  });

  await journey.expectAccessible();
});
