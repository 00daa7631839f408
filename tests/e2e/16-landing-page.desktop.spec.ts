// Journey 16: the premium member drafts a landing page from her approved idea, edits its headline and address,
// publishes it and exports it as HTML; a signed-out visitor joins its waitlist; she sees the sign-up and downloads
// the waitlist as CSV.
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { openUserMenu, SEED, signIn, signOut } from './support/app.ts';
import { expect, test } from './support/fixtures.ts';

const IDEA = 'AI Tutor for Rural Schools';
const HEADLINE = 'A patient tutor for every rural child';
const SLUG = 'rural-ai-tutor';
const VISITOR = 'visitor.waitlist@example.com';

async function contents(download: Download): Promise<string> {
  const file = await download.path();
  return readFile(file, 'utf8');
}

test('alice drafts, edits and publishes a landing page; a visitor joins its waitlist; alice downloads it', async ({
  page,
  journey,
}) => {
  const saveState = page.getByTestId('save-state');

  await test.step('alice drafts a page from her idea', async () => {
    await page.goto('/');
    await signIn(journey, SEED.alice.email);
    const menu = await openUserMenu(journey);
    await menu.getByRole('menuitem', { name: 'Landing Generator' }).click();
    await expect(page.getByText('No pages yet. Draft your first one from an idea.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Your idea' }).click();
    await page.getByRole('option', { name: IDEA }).click();
    await page.getByRole('radio', { name: /^Bold/ }).check();
    await page.getByRole('button', { name: 'Generate landing page' }).click();
    await expect(page).toHaveURL(/\/landing-generator\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Edit your page' })).toBeVisible();
    await expect(saveState).toHaveText('All changes saved');
  });

  await test.step('she edits the headline and the address; the preview follows', async () => {
    await page.getByRole('textbox', { name: 'Headline', exact: true }).fill(HEADLINE);
    await page.getByRole('textbox', { name: 'Page address' }).fill(SLUG);
    await expect(saveState).toHaveText('All changes saved');
    const preview = page.getByTestId('landing-preview');
    await expect(preview.getByRole('heading', { name: HEADLINE })).toBeVisible();
    await page.getByRole('button', { name: 'Phone' }).click();
    await expect(page.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
    await journey.checkpoint('landing page editor, phone preview');
  });

  await test.step('she publishes it and downloads it as one HTML file', async () => {
    await page.getByRole('button', { name: 'Publish' }).click();
    await journey.expectToast('Page published!');
    await expect(page.getByRole('link', { name: `/p/${SLUG}` })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download HTML' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${SLUG}.html`);
    const html = await contents(download);
    expect(html).toContain(`<h1>${HEADLINE}</h1>`);
    expect(html).toContain('Leaderboard rank');
    expect(html).not.toMatch(/<script|<link|src=/);
    await signOut(journey);
  });

  await test.step('a signed-out visitor reads the page and joins the waitlist', async () => {
    await page.goto(`/p/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
    await expect(page.getByText('Leaderboard rank')).toBeVisible();
    await expect(page).toHaveTitle(/\S/);
    const form = page.getByRole('form', { name: 'Join the waitlist' });
    await form.getByRole('textbox', { name: 'Your e-mail' }).fill(VISITOR);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByText("Thanks! You're on the waitlist.")).toBeVisible();
    await journey.checkpoint('published landing page after joining');
  });

  await test.step('alice sees the sign-up and downloads the waitlist', async () => {
    // The published page has no Ideaboard header: she signs in from the home page.
    await page.goto('/');
    await signIn(journey, SEED.alice.email);
    await page.goto('/landing-generator');
    const card = page.getByRole('article').filter({ hasText: `/p/${SLUG}` });
    await expect(card).toContainText('1 sign-up');
    await card.getByRole('link', { name: /^Edit / }).click();
    await expect(page.getByTestId('waitlist-count')).toHaveText('1 sign-up');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(await contents(download)).toContain(VISITOR);
    await journey.checkpoint('landing page editor with a sign-up');
  });

  await journey.expectAccessible();
});
