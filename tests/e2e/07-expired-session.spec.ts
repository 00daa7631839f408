// Journey 7: a session whose access token the API no longer accepts. supabase-js still holds it as valid (its
// `expires_at` lies ahead, so it does not refresh it); the next API call answers 401, the stored session is
// dropped and the browser lands on /login.
import { createMember, nav, signIn, toast } from './support/app.ts';
import { expect, test } from './support/fixtures.ts';
import { spoilStoredSession, storedSession } from './support/session.ts';

test('an expired session: the next API call lands on /login', async ({ page, journey }) => {
  const member = await createMember('expiring', 'Eli Expiring');

  await test.step('a signed-in member on the leaderboard', async () => {
    await page.goto('/');
    await signIn(journey, member.email);
    await nav(journey, 'Leaderboard');
    await expect(page.getByRole('list', { name: 'Ranked ideas' }).locator(':scope > li')).toHaveCount(16);
  });

  await test.step('the token goes bad; opening an idea (an API call) lands on /login', async () => {
    await spoilStoredSession(page);
    await page
      .getByRole('list', { name: 'Ranked ideas' })
      .getByRole('link', { name: 'View Details' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeHidden();
    await expect.poll(() => storedSession(page)).toBeNull();
    await journey.checkpoint('login after the session expired');
  });

  await test.step('signed in again, the token goes bad once more; after a reload the first call lands on /login', async () => {
    await signIn(journey, member.email);
    const menu = journey.page.getByRole('button', { name: 'Open user menu' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
    await spoilStoredSession(page);
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect.poll(() => storedSession(page)).toBeNull();
    // Nothing claims the sign-in failed: it simply asks again.
    await expect(toast(journey, 'An unexpected error occurred')).toBeHidden();
  });

  await journey.expectAccessible();
});
