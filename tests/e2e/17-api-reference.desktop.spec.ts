// Journey 17: a visitor opens the API reference from the footer: the document the API serves, drawn by Scalar in the
// app's frame and mode; leaving the page leaves nothing of Scalar's behind.
//
// The reference itself gets no checkpoint: axe-core finds serious and critical violations inside Scalar's own markup
// (unnamed icon buttons, an unlabelled code editor, low-contrast method badges), which this app cannot change. The
// app's pages before and after it are checked as usual.
import { expect, test } from './support/fixtures.ts';

/** One operation of the document: its summary, as the route's contract words it. */
const HEALTH = 'Whether the function is up (it does not ask the database).';

test("a visitor reads the API reference, in the app's frame and mode", async ({ page, journey }) => {
  const body = page.locator('body');
  const reference = page.locator('.scalar-api-reference');
  const footer = page.getByRole('navigation', { name: 'Footer' });

  await test.step("the footer's API link opens the reference of the API's own document, at its top", async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Ideaboard' })).toBeVisible();
    await journey.checkpoint('home');
    await footer.scrollIntoViewIfNeeded();
    const [document] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/api/openapi.json')),
      footer.getByRole('link', { name: 'API' }).click(),
    ]);
    expect(document.status()).toBe(200);
    await expect(page).toHaveURL(/\/developers\/api(#.*)?$/);
    await expect(page).toHaveTitle('API reference · Ideaboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Ideaboard API' })).toBeInViewport();
    await expect(page.getByRole('heading', { name: HEALTH })).toBeAttached();
    // The app's frame stays around it.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Leaderboard' })).toBeVisible();
    await expect(footer).toBeAttached();
    await expect(body).toHaveClass(/\blight-mode\b/);
    await expect(page.locator('style#scalar-style')).toHaveCount(1);
    await expect(reference).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });

  await test.step("the app's theme switch turns the reference dark too", async () => {
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(body).toHaveClass(/\bdark-mode\b/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ideaboard API' })).toBeAttached();
    await expect(reference).toHaveCSS('background-color', 'rgb(18, 18, 18)');
  });

  await test.step('leaving the page leaves none of the reference behind', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Leaderboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await expect(reference).toHaveCount(0);
    await expect(body).not.toHaveClass(/\b(dark|light)-mode\b/);
    // Scalar's styles are document-wide: they go with it.
    await expect(page.locator('style#scalar-style')).toHaveCount(0);
    await journey.checkpoint('leaderboard after the reference, dark theme');
  });

  await journey.expectAccessible();
});
