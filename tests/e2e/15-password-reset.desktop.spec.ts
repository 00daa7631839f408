// Journey 15: accounts that feel finished. A member who forgot the password asks for a link on /forgot-password,
// opens it from the dev mailbox, sets a new password with the sign-up rules and is signed in; the used link then
// explains itself; signed in without 'Remember me', the session is kept in session storage only. A visitor sent to sign in by /submit signs up, sees 'Check your inbox', has the mail sent
// again, confirms on the welcome page and goes back to /submit.
import { createMember, field as formField, latestMail, nav, PASSWORD, signOut } from './support/app.ts';
import { expect, test, uniqueEmail } from './support/fixtures.ts';

/** The page's two storages, as far as the journey reads them (only the type crosses into the page). */
interface Storages {
  localStorage: { getItem(key: string): string | null };
  sessionStorage: { getItem(key: string): string | null };
}

test('a forgotten password is reset by mail; a sign-up from a protected page comes back to it', async ({
  page,
  journey,
}) => {
  const field = (label: string) => formField(journey, label);
  const member = await createMember('forgetful', 'Fiona Forgetful');
  const newPassword = 'a-brand-new-1';
  let resetLink = '';

  await test.step('"Forgot your password?" leads to the request form', async () => {
    await page.goto('/');
    await nav(journey, 'Login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await journey.checkpoint('forgot password');
  });

  await test.step('an unknown address gets the same answer as a known one', async () => {
    const nobody = uniqueEmail('nobody');
    await field('Email address').fill(nobody);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText(`If an account exists for ${nobody}, we have sent it a link to reset the password.`, {
        exact: false,
      }),
    ).toBeVisible();
    await page.reload();
    await field('Email address').fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText(
        `If an account exists for ${member.email}, we have sent it a link to reset the password.`,
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    await journey.checkpoint('reset link sent');
  });

  await test.step("the mail's link opens the new-password form, with the sign-up rules", async () => {
    const mail = await latestMail(member.email);
    resetLink = mail.links.find((href) => href.includes('type=recovery')) ?? '';
    expect(resetLink, `a recovery link in ${JSON.stringify(mail)}`).not.toBe('');
    await page.goto(resetLink);
    await expect(page).toHaveURL(/\/reset-password#?$/);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await field('New password').fill('short');
    await field('Confirm new password').fill('other');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await journey.checkpoint('new password, invalid values');
  });

  await test.step('the new password is set, and the member is signed in', async () => {
    await field('New password').fill(newPassword);
    await field('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await journey.expectToast('Your password has been changed. You are signed in.');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Open user menu' })).toHaveText('F');
    await signOut(journey);
  });

  await test.step('the used link explains itself and offers a new one', async () => {
    await page.goto(resetLink);
    await expect(
      page.getByText('This password reset link is invalid or has expired.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await journey.checkpoint('used reset link');
  });

  await test.step('the old password no longer works, the new one does', async () => {
    await nav(journey, 'Login');
    await field('Email address').fill(member.email);
    await field('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText(
      'Wrong e-mail address or password. Please check both and try again.',
    );
    await field('Password').fill(newPassword);
    // Without 'Remember me' the session lives in session storage, which ends with the browser session.
    await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await journey.expectToast('Welcome back!');
    const stored = () =>
      page.evaluate(() => {
        const { localStorage, sessionStorage } = globalThis as unknown as Storages;
        return {
          local: localStorage.getItem('authToken') !== null,
          session: sessionStorage.getItem('authToken') !== null,
        };
      });
    await expect.poll(stored).toEqual({ local: false, session: true });
    // A reload is the same browser session: still signed in, still not remembered.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Open user menu' })).toHaveText('F');
    await expect.poll(stored).toEqual({ local: false, session: true });
    await signOut(journey);
    await expect.poll(stored).toEqual({ local: false, session: false });
  });

  const email = uniqueEmail('returning');
  await test.step('a visitor sent to sign in by /submit signs up from there', async () => {
    await page.goto('/submit');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'create a new account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await field('Full name').fill('Rita Returning');
    await field('Email address').fill(email);
    await field('Password').fill(PASSWORD);
    await field('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/check-inbox$/);
    await expect(page.getByText(`We have sent a confirmation link to ${email}.`)).toBeVisible();
  });

  await test.step('"Resend the e-mail" sends it again, then rests', async () => {
    // Exact: while it rests, the button's name is 'Resend the e-mail (29 s)'.
    const resend = page.getByRole('button', { name: 'Resend the e-mail', exact: true });
    // Auth sends at most one mail per address per max_frequency (1 s here): a click within it is refused (429)
    // with a message, and the button stays ready for the next try. Only Auth's answer says which it was.
    await expect(async () => {
      const [answer] = await Promise.all([
        page.waitForResponse(
          (response) =>
            response.request().method() === 'POST' &&
            new URL(response.url()).pathname.endsWith('/auth/v1/resend'),
        ),
        resend.click(),
      ]);
      expect(answer.status(), 'Auth refuses a resend within max_frequency of the last mail').toBe(200);
    }).toPass();
    await expect(page.getByText(`We have sent the e-mail again to ${email}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resend the e-mail \(\d+ s\)$/ })).toBeDisabled();
    await journey.checkpoint('check your inbox, mail sent again');
  });

  await test.step('the newest confirmation link lands on the welcome page and leads back to /submit', async () => {
    const mail = await latestMail(email);
    const link = mail.links.find((href) => href.includes('/auth/v1/verify')) ?? '';
    expect(new URL(link).searchParams.get('redirect_to')).toMatch(/\/welcome\?next=%2Fsubmit$/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
    await expect(page.getByText('Welcome to Ideaboard, Rita Returning!', { exact: false })).toBeVisible();
    await journey.checkpoint('welcome, with the way back');
    await page.getByRole('link', { name: 'Continue where you left off' }).click();
    await expect(page).toHaveURL(/\/submit$/);
    await expect(page.getByRole('button', { name: 'Open user menu' })).toHaveText('R');
  });

  await journey.expectAccessible();
});
