// Journey 8, the menu itself (only in the 360 px project; journeys 1-7 run there too, moving through it): the
// header folds its links into the mobile menu, which opens and closes with its button and Escape, lists every
// link (Login and Sign Up for a visitor, 'Submit Idea' for a member) and folds again once a link is followed.
import { createMember, nav, signIn } from './support/app.ts';
import { expect, test } from './support/fixtures.ts';

test('at 360 px the mobile menu opens, lists every link, follows them and closes', async ({
  page,
  journey,
}) => {
  expect(journey.isMobile).toBe(true);
  const header = page.getByRole('banner');
  const menuButton = header.getByRole('button', { name: 'Open menu' });
  const mobileNav = header.getByRole('navigation', { name: 'Mobile' });

  await test.step('the header keeps only the logo, theme toggle and menu button', async () => {
    await page.goto('/');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Login' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Ideaboard home' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  await test.step("a visitor's menu", async () => {
    await menuButton.click();
    await expect(header.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(mobileNav.getByRole('link')).toHaveText([
      'Home',
      'Leaderboard',
      'Roadmap',
      'Login',
      'Sign Up',
    ]);
    await expect(mobileNav.getByPlaceholder('Search ideas...')).toBeVisible();
    await journey.checkpoint('mobile menu of a visitor');
    // The close button folds it.
    await header.getByRole('button', { name: 'Close menu' }).click();
    await expect(mobileNav).toBeHidden();
    // Escape folds it and gives the focus back to the button.
    await menuButton.click();
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByRole('link', { name: 'Roadmap' }).focus();
    await page.keyboard.press('Escape');
    await expect(mobileNav).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  await test.step('each link leads to its page and folds the menu', async () => {
    const pages: [string, RegExp, string][] = [
      ['Leaderboard', /\/leaderboard$/, 'Leaderboard'],
      ['Roadmap', /\/roadmap$/, 'Roadmap'],
      ['Sign Up', /\/signup$/, 'Create your account'],
      ['Login', /\/login$/, 'Sign in to your account'],
      ['Home', /\/$/, 'Ideaboard'],
    ];
    for (const [label, url, heading] of pages) {
      await nav(journey, label);
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  await test.step("a member's menu has 'Submit Idea' instead of Login and Sign Up", async () => {
    const member = await createMember('mobile', 'Mo Mobile');
    await signIn(journey, member.email);
    await menuButton.click();
    await expect(mobileNav.getByRole('link')).toHaveText(['Home', 'Leaderboard', 'Roadmap', 'Submit Idea']);
    await journey.checkpoint('mobile menu of a member');
    await mobileNav.getByRole('link', { name: 'Submit Idea' }).click();
    await expect(page).toHaveURL(/\/submit$/);
    await expect(mobileNav).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Submit Your Startup Idea' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Idea for Review' })).toBeVisible();
    await journey.checkpoint('submit page at 360 px');
  });

  await journey.expectAccessible();
});
