// Journey 21: nothing typed is lost. A member fills the whole submit form, their session expires, they submit: they
// are asked to sign in and come back to the form with every field as they left it and a 'Draft restored' note
// (the pitch deck, a file, has to be chosen again); sent, the idea's page shows it waiting for review. A comment
// being written survives a reload, and signing out deletes it, so that the next person at a shared computer never
// finds it. In the landing page editor, a title typed just before pressing Back is saved.
import {
  createMember,
  field,
  nav,
  openUserMenu,
  PASSWORD,
  PITCH_DECK,
  SEED,
  seedIdea,
  signIn,
  signOut,
} from './support/app.ts';
import { expect, test, type Journey } from './support/fixtures.ts';
import { spoilStoredSession, storedSession } from './support/session.ts';

const IDEA = {
  title: 'Tool Library Lockers',
  description:
    'Self-service lockers where neighbours borrow drills, ladders and sewing machines for a small fee, booked ' +
    'from their phone and returned to any locker in town.',
  targetMarket: 'Renters and small households in dense neighbourhoods',
  businessModel: 'Per-loan fee plus a yearly membership',
  competitors: 'Hardware store rentals',
  fundingNeeded: '120000',
  timeline: '9 months to the first twenty lockers',
  tags: 'sharing, tools, lockers',
  websiteUrl: 'https://toollockers.example.com',
  twitter: 'https://twitter.com/toollockers',
} as const;

const TEXT_FIELDS: [string, string][] = [
  ['Idea Title', IDEA.title],
  ['Description', IDEA.description],
  ['Target Market', IDEA.targetMarket],
  ['Business Model', IDEA.businessModel],
  ['Competitors', IDEA.competitors],
  ['Funding Needed ($)', IDEA.fundingNeeded],
  ['Timeline', IDEA.timeline],
  ['Tags', IDEA.tags],
  ['Website URL', IDEA.websiteUrl],
  ['Twitter', IDEA.twitter],
];

const draftNote = (journey: Journey) =>
  journey.page.getByRole('status').filter({ hasText: 'Draft restored' });

/** Signs in on the /login page the app sent the member to, keeping where it came from. */
async function signInHere(journey: Journey, email: string) {
  const { page } = journey;
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await field(journey, 'Email address').fill(email);
  await field(journey, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await journey.expectToast('Welcome back!');
}

test('drafts survive an expired session, a reload and Back', async ({ page, journey }) => {
  const member = await createMember('drafter', 'Dora Drafter');

  await test.step('a member fills the whole submit form, with a deck', async () => {
    await page.goto('/');
    await signIn(journey, member.email);
    await nav(journey, 'Submit');
    await expect(page.getByRole('heading', { level: 1, name: 'Submit Your Startup Idea' })).toBeVisible();
    await expect(draftNote(journey)).toBeHidden();
    for (const [label, value] of TEXT_FIELDS) await field(journey, label).fill(value);
    await page.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: 'Technology' }).click();
    await page.getByLabel('Pitch deck file').setInputFiles(PITCH_DECK);
    await expect(page.getByText(`${PITCH_DECK.name} (0.0 MB)`)).toBeVisible();
  });

  await test.step('the session expires; submitting asks to sign in, and signing in comes back to the form', async () => {
    await spoilStoredSession(page);
    await page.getByRole('button', { name: 'Submit Idea for Review' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await journey.expectToast('Your session has expired. Sign in again to send your idea');
    await expect.poll(() => storedSession(page)).toBeNull();
    await journey.checkpoint('login after the session expired mid-form');
    await signInHere(journey, member.email);
    await expect(page).toHaveURL(/\/submit$/);
  });

  await test.step('every field is as it was, with the note; the deck is chosen again', async () => {
    await expect(draftNote(journey)).toContainText('please choose your pitch deck again');
    for (const [label, value] of TEXT_FIELDS) await expect(field(journey, label)).toHaveValue(value);
    await expect(page.getByRole('combobox', { name: /^Category/ })).toHaveText('Technology');
    await expect(page.getByText(PITCH_DECK.name)).toBeHidden();
    await journey.checkpoint('submit form with the draft restored');
    await page.getByLabel('Pitch deck file').setInputFiles(PITCH_DECK);
  });

  await test.step("sent, the member lands on the idea's page, waiting for review", async () => {
    await page.getByRole('button', { name: 'Submit Idea for Review' }).click();
    await journey.expectToast('Idea submitted successfully! It will be reviewed by our team.');
    await expect(page).toHaveURL(/\/idea\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: IDEA.title })).toBeVisible();
    await expect(page.getByText('Pending Review')).toBeVisible();
    await expect(page.getByText('In review', { exact: true })).toBeVisible();
    await journey.checkpoint('the new idea, pending review');
    // Sent, the draft is gone: the form starts empty again.
    await nav(journey, 'Submit');
    await expect(field(journey, 'Idea Title')).toHaveValue('');
    await expect(draftNote(journey)).toBeHidden();
  });

  await test.step('a comment being written survives a reload', async () => {
    await page.goto(`/idea/${seedIdea(1)}`);
    const discussion = page.getByRole('region', { name: 'Discussion' });
    const box = discussion.getByLabel('Add a comment');
    await box.fill('Could the lockers take returns at night?');
    await page.reload();
    await expect(box).toHaveValue('Could the lockers take returns at night?');
    await expect(discussion.getByRole('status').filter({ hasText: 'Draft restored' })).toBeVisible();
    await journey.checkpoint('comment draft after a reload');
    await discussion.getByRole('button', { name: 'Comment' }).click();
    await expect(
      discussion.getByRole('article').getByText('Could the lockers take returns at night?'),
    ).toBeVisible();
    await expect(box).toHaveValue('');
    await page.reload();
    await expect(box).toHaveValue('');
    await expect(discussion.getByRole('status').filter({ hasText: 'Draft restored' })).toBeHidden();
  });

  await test.step("signing out deletes the member's drafts: the next person at this browser finds none", async () => {
    const ownDrafts = () =>
      page.evaluate(
        // A Storage's own keys are its items' keys.
        (prefix) =>
          Object.keys((globalThis as unknown as { localStorage: object }).localStorage).filter((key) =>
            key.startsWith(prefix),
          ),
        `ideaboard:draft:${member.id}:`,
      );
    await page
      .getByRole('region', { name: 'Discussion' })
      .getByLabel('Add a comment')
      .fill('Half a thought, not for the next person');
    await expect.poll(ownDrafts).toHaveLength(1);
    await signOut(journey);
    await expect.poll(ownDrafts).toEqual([]);
  });

  await test.step('in the landing page editor, a title typed just before Back is saved', async () => {
    const newTitle = 'Tutors for every village';
    await signIn(journey, SEED.alice.email);
    const menu = await openUserMenu(journey);
    await menu.getByRole('menuitem', { name: 'Landing Generator' }).click();
    await page.getByRole('combobox', { name: 'Your idea' }).click();
    await page.getByRole('option', { name: 'AI Tutor for Rural Schools' }).click();
    await page.getByRole('button', { name: 'Generate landing page' }).click();
    await expect(page).toHaveURL(/\/landing-generator\/[0-9a-f-]{36}$/);
    const saveState = page.getByTestId('save-state');
    await expect(saveState).toHaveText('All changes saved');
    await page.getByRole('textbox', { name: 'Page title' }).fill(newTitle);
    await page.goBack();
    await expect(page).toHaveURL(/\/landing-generator$/);
    // The list shows the page under its new title once the server holds it.
    await page.getByRole('link', { name: `Edit ${newTitle}` }).click();
    await expect(page.getByRole('textbox', { name: 'Page title' })).toHaveValue(newTitle);
    await expect(saveState).toHaveText('All changes saved');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Page title' })).toHaveValue(newTitle);
    await expect(saveState).toHaveText('All changes saved');
    await expect(draftNote(journey)).toBeHidden();
    await journey.checkpoint('landing editor after Back');
  });

  await journey.expectAccessible();
});
