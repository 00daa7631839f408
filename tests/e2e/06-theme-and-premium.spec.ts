// Journey 6: the theme is toggled and remembered across a reload (and follows the system preference while
// nothing is stored); the premium member sees the Landing Generator link, the others do not.
import type { BrowserGlobals } from './support/browser.ts';
import { openUserMenu, SEED, signIn, signOut } from './support/app.ts';
import { expect, test } from './support/fixtures.ts';

test('the theme is toggled and remembered; only the premium member gets the Landing Generator', async ({
  page,
  journey,
}) => {
  const html = page.locator('html');
  const storedTheme = () =>
    page.evaluate(() => (globalThis as unknown as BrowserGlobals).localStorage.getItem('theme'));

  await test.step('light by default on a light system, dark once toggled, still dark after a reload', async () => {
    await page.goto('/');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await expect.poll(storedTheme).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Ideaboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured Ideas' }).getByRole('listitem')).toHaveCount(6);
    // The page really is dark, not only labelled so.
    const background = () =>
      page.evaluate(() => {
        const browser = globalThis as unknown as BrowserGlobals;
        return browser.getComputedStyle(browser.document.body).backgroundColor;
      });
    await expect.poll(background).not.toBe('rgb(255, 255, 255)');
    await journey.checkpoint('home, dark theme');
  });

  await test.step('the leaderboard in the dark theme', async () => {
    await page.getByRole('link', { name: 'Browse Ideas' }).click();
    await expect(page.getByRole('list', { name: 'Ranked ideas' }).locator(':scope > li')).toHaveCount(16);
    await journey.checkpoint('leaderboard, dark theme');
  });

  await test.step('back to light, remembered too', async () => {
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect.poll(storedTheme).toBe('light');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
  });

  await test.step('with nothing stored, the system preference decides', async () => {
    await page.evaluate(() => (globalThis as unknown as BrowserGlobals).localStorage.removeItem('theme'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  await test.step('the premium member has the Landing Generator link', async () => {
    await page.goto('/');
    await signIn(journey, SEED.alice.email);
    const menu = await openUserMenu(journey);
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeHidden();
    await journey.checkpoint('user menu of the premium member');
    await menu.getByRole('menuitem', { name: 'Landing Generator' }).click();
    await expect(page).toHaveURL(/\/landing-generator$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'AI-powered landing page generator' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Draft a new page' })).toBeVisible();
    await journey.checkpoint('landing generator');
    await signOut(journey);
  });

  await test.step('a free member and the (free) administrator do not', async () => {
    await signIn(journey, SEED.bob.email);
    let menu = await openUserMenu(journey);
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Landing Generator' })).toBeHidden();
    await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await signOut(journey);

    await signIn(journey, SEED.admin.email);
    menu = await openUserMenu(journey);
    await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Landing Generator' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  await journey.expectAccessible();
});
