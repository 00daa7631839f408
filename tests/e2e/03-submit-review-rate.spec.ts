// Journey 3: a member submits an idea with a pitch deck; it is not on the leaderboard; the administrator approves
// it from the dashboard; it appears; a second member rates it; its scores and rank update; the author is told
// 'You cannot rate your own idea.', the rater 'You have already rated this idea.'
import type { Locator, Page } from '@playwright/test';
import {
  createMember,
  field,
  nav,
  openUserMenu,
  PITCH_DECK,
  readRows,
  SEED,
  seenText,
  signIn,
  signOut,
} from './support/app.ts';
import { expect, test, type Journey } from './support/fixtures.ts';

const TITLE = 'Repair Café Booking Network';
const DESCRIPTION =
  'A booking network for volunteer repair cafés: visitors reserve a slot for their broken item, volunteers see ' +
  'what is coming and which parts to bring, and towns see how much waste was avoided.';

const ranked = (page: Page) => page.getByRole('list', { name: 'Ranked ideas' }).locator(':scope > li');
const rowOf = (page: Page, title: string) =>
  ranked(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const rankOf = async (row: Locator) => Number((await seenText(row.getByText(/^#\d+$/))).slice(1));

async function searchLeaderboard(journey: Journey, text: string) {
  const { page } = journey;
  await nav(journey, 'Leaderboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await page.getByRole('main').getByRole('searchbox', { name: 'Search ideas' }).fill(text);
  await expect(page).toHaveURL(/search=/);
}

/** Moves a 0-100 slider from its default 50 to `value` with the keyboard, as a keyboard user would. */
async function setSlider(slider: Locator, value: number) {
  await slider.focus();
  await slider.press('Home');
  for (let i = 0; i < Math.floor(value / 10); i += 1) await slider.press('PageUp');
  for (let i = 0; i < value % 10; i += 1) await slider.press('ArrowRight');
  await expect(slider).toHaveValue(String(value));
}

test('a member submits an idea with a deck, the admin approves it, another member rates it', async ({
  page,
  journey,
}) => {
  const author = await createMember('author', 'Sam Submitter');
  const rater = await createMember('rater', 'Rae Rater');

  await test.step('the member submits an idea with a pitch deck', async () => {
    await page.goto('/');
    await signIn(journey, author.email);
    await nav(journey, 'Submit');
    await expect(page.getByRole('heading', { level: 1, name: 'Submit Your Startup Idea' })).toBeVisible();
    for (const section of [
      'Basic Information',
      'Business Details',
      'Additional Information',
      'Social Media Links',
      'Pitch Deck (optional)',
    ]) {
      await expect(page.getByRole('region', { name: section })).toBeVisible();
    }
    await field(journey, 'Idea Title').fill(TITLE);
    await field(journey, 'Description').fill(DESCRIPTION);
    await page.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: 'Technology' }).click();
    await field(journey, 'Target Market').fill('Repair cafés and the towns that fund them');
    await field(journey, 'Business Model').fill('Yearly subscription per town, free for the cafés');
    await field(journey, 'Competitors').fill('Spreadsheets and phone calls');
    await field(journey, 'Funding Needed ($)').fill('75000');
    await field(journey, 'Timeline').fill('6 months to the first ten towns');
    await field(journey, 'Tags').fill('circular-economy, community, , booking');
    await field(journey, 'Website URL').fill('https://repaircafe.example.com');
    await page.getByLabel('Pitch deck file').setInputFiles(PITCH_DECK);
    await expect(page.getByText(`${PITCH_DECK.name} (0.0 MB)`)).toBeVisible();
    await journey.checkpoint('submit form, filled in');

    await page.getByRole('button', { name: 'Submit Idea for Review' }).click();
    await journey.expectToast('Idea submitted successfully! It will be reviewed by our team.');
    // The member lands on the new idea's page, which shows it waiting for review.
    await expect(page).toHaveURL(/\/idea\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('Pending Review')).toBeVisible();
    await journey.checkpoint('the new idea, after sending');
  });

  await test.step('the pending idea is not on the leaderboard', async () => {
    await searchLeaderboard(journey, 'Repair Café');
    await expect(page.getByText('No ideas match your filters.')).toBeVisible();
    await journey.checkpoint('leaderboard without the pending idea');
    await signOut(journey);
  });

  await test.step('the administrator approves it from the dashboard', async () => {
    await signIn(journey, SEED.admin.email);
    const menu = await openUserMenu(journey);
    await menu.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    // Three pending ideas come with the seed; the new one is the fourth.
    await expect(page.getByRole('group', { name: 'Pending Ideas' })).toContainText('4');
    await journey.checkpoint('admin overview');

    await page.getByRole('tab', { name: 'Ideas Management' }).click();
    await expect(page.getByRole('heading', { name: 'Pending Ideas (4)' })).toBeVisible();
    const card = page.getByRole('article', { name: TITLE });
    await expect(card).toContainText('Technology');
    await expect(card).toContainText(DESCRIPTION);
    await expect(card).toContainText(author.name);
    await expect(card).toContainText('Funding Needed: $75,000');
    await expect(card.getByRole('link', { name: 'View Full Details' })).toHaveAttribute('target', '_blank');
    await journey.checkpoint('admin review queue');

    await card.getByRole('button', { name: 'Approve' }).click();
    await journey.expectToast('Idea approved successfully!');
    await expect(card).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Pending Ideas (3)' })).toBeVisible();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByRole('group', { name: 'Pending Ideas' })).toContainText('3');
  });

  let rankBefore = 0;
  await test.step('now it is on the leaderboard, unrated, last', async () => {
    await nav(journey, 'Leaderboard');
    await expect(ranked(page)).toHaveCount(17);
    const row = rowOf(page, TITLE);
    await expect(row).toContainText('Not rated yet');
    await expect(row).not.toContainText('0.0');
    rankBefore = await rankOf(row);
    expect(rankBefore).toBe(17);
    await journey.checkpoint('leaderboard with the approved idea');
    await signOut(journey);
  });

  await test.step('a second member rates it', async () => {
    await signIn(journey, rater.email);
    await searchLeaderboard(journey, 'Repair Café');
    await rowOf(page, TITLE).getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('No ratings yet. Be the first to rate this idea!')).toBeVisible();
    const form = page.getByRole('form', { name: 'Rate this idea' });
    for (const name of ['Market Demand', 'Innovation', 'Competition']) {
      await expect(form.getByRole('slider', { name })).toHaveValue('50');
    }
    await setSlider(form.getByRole('slider', { name: 'Market Demand' }), 100);
    await setSlider(form.getByRole('slider', { name: 'Innovation' }), 80);
    // The number beside each slider moves it, and the slider speaks the value with its rubric label.
    const competition = form.getByRole('slider', { name: 'Competition' });
    await form.getByRole('spinbutton', { name: 'Competition value' }).fill('71');
    await expect(competition).toHaveValue('71');
    await expect(competition).toHaveAttribute('aria-valuetext', '71, A clear edge');
    await expect(form.getByRole('list', { name: 'Competition scale' })).toContainText('0: Crushed by rivals');
    await journey.checkpoint('idea with the rating form');
    await form.getByRole('button', { name: 'Submit Rating' }).click();
    await journey.expectToast('Rating submitted successfully!');
    await expect(page.getByText('You have already rated this idea.')).toBeVisible();
    await expect(form).toBeHidden();
  });

  await test.step('its scores update', async () => {
    // (100 + 80 + 71) / 3 = 83.67
    const scores = page.getByRole('region', { name: 'Scores' });
    await expect(scores).toContainText('83.7');
    await expect(scores).toContainText('based on 1 rating');
    await expect(scores).toContainText('100.0');
    await expect(scores).toContainText('71.0');
    await expect(page.getByRole('heading', { name: 'Ratings (1)' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ratings' })).toContainText(rater.name);
    // The chart's table (read by screen readers) counts the one rating in its band of each dimension. The chart
    // loads only once it comes near the screen.
    await page.getByRole('region', { name: 'Score Details' }).scrollIntoViewIfNeeded();
    const bands = (dimension: string) =>
      page.getByRole('table', { name: `${dimension}: ratings per score band` });
    await expect(bands('Market Demand').getByRole('row', { name: '90-100 1' })).toHaveCount(1);
    await expect(bands('Innovation').getByRole('row', { name: '80-89 1' })).toHaveCount(1);
    await expect(bands('Competition').getByRole('row', { name: '70-79 1' })).toHaveCount(1);
    await journey.checkpoint('idea after rating');
    // Known to the server, not only to this page: still so after a reload.
    await page.reload();
    await expect(page.getByText('You have already rated this idea.')).toBeVisible();
  });

  await test.step('and so does its rank', async () => {
    await nav(journey, 'Leaderboard');
    await expect(ranked(page)).toHaveCount(17);
    const row = rowOf(page, TITLE);
    await expect(row).toContainText('83.7');
    await expect(row).toContainText('1 rating');
    const rows = await readRows(page.getByRole('list', { name: 'Ranked ideas' }));
    const expectedRank = rows.filter((other) => other.score > 83.7).length + 1;
    const rankAfter = await rankOf(row);
    expect(rankAfter).toBe(expectedRank);
    expect(rankAfter).toBeLessThan(rankBefore);
    await journey.checkpoint('leaderboard after rating');
  });

  await test.step("the rating is in the rater's history", async () => {
    const menu = await openUserMenu(journey);
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('tab', { name: 'Ratings' }).click();
    const history = page.getByRole('list', { name: 'Rating history' });
    await expect(history.getByRole('link', { name: TITLE })).toBeVisible();
    await expect(history).toContainText('100');
    await journey.checkpoint('rating history on the profile');
    await signOut(journey);
  });

  await test.step('the author may not rate their own idea', async () => {
    await signIn(journey, author.email);
    await searchLeaderboard(journey, 'Repair Café');
    await rowOf(page, TITLE).getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('You cannot rate your own idea.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Rate this idea' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Pitch Deck' })).toHaveAttribute('href', /pitch-decks/);
    await journey.checkpoint("author's view of the idea");
  });

  await journey.expectAccessible();
});
