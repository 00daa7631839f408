// Journey 2: sign-up with each validation message, an address that already has an account refused at its field,
// 'Check your inbox', a sign-in before confirming explained, confirmation by the link of the mail in the dev mailbox
// (the welcome page), sign-out and sign-in again ('Welcome back!'), and a signed-in user sent away from /login and
// /signup.
import {
  field as formField,
  latestMail,
  nav,
  openUserMenu,
  PASSWORD,
  SEED,
  signIn,
  signOut,
} from './support/app.ts';
import { e2eEnv } from './support/env.ts';
import { expect, test, uniqueEmail } from './support/fixtures.ts';

const WRONG_PASSWORD = 'Wrong e-mail address or password. Please check both and try again.';
const ALREADY_REGISTERED =
  'An account with this e-mail address already exists. Sign in, or reset its password if you forgot it.';
const CONFIRMATION_SUBJECT = 'Confirm your e-mail address for Ideaboard';

/** How many sign-up confirmation mails the dev mailbox holds for `to`. */
async function confirmationMailsTo(to: string): Promise<number> {
  const response = await fetch(`${e2eEnv('mailboxUrl')}/api/messages?to=${encodeURIComponent(to)}`);
  const mails = (await response.json()) as { subject: string }[];
  return mails.filter((mail) => mail.subject === CONFIRMATION_SUBJECT).length;
}

test('a visitor signs up, confirms by mail, signs out and in again, and is kept away from /login', async ({
  page,
  journey,
}) => {
  const email = uniqueEmail('newcomer');
  const name = 'Nora Newcomer';
  const field = (label: string) => formField(journey, label);
  const createAccount = page.getByRole('button', { name: 'Create account' });
  const takenMailsBefore = await confirmationMailsTo(SEED.bob.email);

  await test.step('the sign-up page', async () => {
    await page.goto('/');
    await nav(journey, 'Sign Up');
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'sign in to your existing account' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  await test.step('each validation message', async () => {
    await createAccount.click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('Please agree to the terms and conditions')).toBeVisible();
    await journey.checkpoint('sign-up, empty form');

    await field('Full name').fill(name);
    await field('Email address').fill('not-an-email');
    await field('Password').fill('12345');
    await field('Confirm password').fill('54321');
    await createAccount.click();
    await expect(page.getByText('Full name is required')).toBeHidden();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByText('Please agree to the terms and conditions')).toBeVisible();
    await journey.checkpoint('sign-up, invalid values');

    await field('Email address').fill(email);
    await field('Password').fill(PASSWORD);
    await expect(page.getByText('Please enter a valid email address')).toBeHidden();
    await expect(page.getByText('Password must be at least 6 characters')).toBeHidden();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await field('Confirm password').fill(PASSWORD);
    await expect(page.getByText('Passwords do not match')).toBeHidden();
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await expect(page.getByText('Please agree to the terms and conditions')).toBeHidden();
  });

  await test.step('an address that already has an account is said at the e-mail field', async () => {
    // Auth answers this sign-up as a success (without saying whether the address is known) and sends nothing.
    await field('Email address').fill(SEED.bob.email);
    await createAccount.click();
    await expect(field('Email address')).toHaveAccessibleDescription(ALREADY_REGISTERED);
    await expect(field('Email address')).toBeFocused();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(field('Full name')).toHaveValue(name);
    await expect(field('Password')).toHaveValue(PASSWORD);
    await expect(page.getByRole('checkbox', { name: /I agree to the/ })).toBeChecked();
    await journey.checkpoint('sign-up with an address already registered');
    await field('Email address').fill(email);
    await expect(page.getByText(ALREADY_REGISTERED)).toBeHidden();
  });

  await test.step('the account is created, to be confirmed by mail: "Check your inbox"', async () => {
    await createAccount.click();
    await journey.expectToast(
      'Account created successfully! Please check your email to verify your account.',
    );
    await expect(page).toHaveURL(/\/check-inbox$/);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(`We have sent a confirmation link to ${email}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend the e-mail' })).toBeEnabled();
    // Not signed in until the address is confirmed.
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeHidden();
    await journey.checkpoint('check your inbox after sign-up');
  });

  await test.step('signing in before confirming is explained, with the mail to send again', async () => {
    await nav(journey, 'Login');
    await field('Email address').fill(email);
    await field('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please confirm your e-mail address first')).toBeVisible();
    await expect(
      page.getByText(`We sent a confirmation link to ${email} when you signed up.`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend the e-mail' })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
    await journey.checkpoint('sign-in before confirming');
  });

  await test.step('the confirmation link of the mail signs the new member in on the welcome page', async () => {
    const mail = await latestMail(email);
    const link = mail.links.find((href) => href.includes('/auth/v1/verify'));
    expect(link, `a confirmation link in ${JSON.stringify(mail)}`).toBeTruthy();
    // Sent after the refused sign-up's answer, so a mail for that one would be here by now.
    expect(await confirmationMailsTo(SEED.bob.email)).toBe(takenMailsBefore);
    await page.goto(link!);
    // The link lands on the welcome page with the session in the fragment, which supabase-js takes and removes.
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    await expect(page).toHaveURL(/\/welcome#?$/);
    await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
    await expect(
      page.getByText(`Your e-mail address ${email} is confirmed. You are signed in.`),
    ).toBeVisible();
    await journey.checkpoint('welcome after confirmation');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Open user menu' })).toHaveText('N');
    const menu = await openUserMenu(journey);
    await expect(menu.getByText(name)).toBeVisible();
    await expect(menu.getByText(email)).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Verified')).toBeVisible();
    await expect(page.getByText("You haven't submitted any ideas yet.")).toBeVisible();
    await journey.checkpoint('own profile after confirmation');
  });

  await test.step('sign out, then a wrong password, then sign in again', async () => {
    await signOut(journey);
    await nav(journey, 'Login');
    await field('Email address').fill(email);
    await field('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText(WRONG_PASSWORD);
    await journey.checkpoint('login with a wrong password');
    await page.goto('/');
    await signIn(journey, email);
    await journey.checkpoint('home, welcome back');
  });

  await test.step('a signed-in user is sent away from /login and /signup', async () => {
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await expect(page, `${path} → /`).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Ideaboard' })).toBeVisible();
    }
    // The hero's call to action now leads to the submit page.
    await expect(page.getByRole('link', { name: 'Submit an Idea' })).toHaveAttribute('href', '/submit');
  });

  await journey.expectAccessible();
});
