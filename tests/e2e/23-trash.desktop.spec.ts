// Journey 23: nothing is lost by a delete. The administrator deletes an approved idea with ratings and a comment; it
// leaves the leaderboard and its page answers 'Idea Not Found' to a member; the administrator restores it from the
// Trash tab, and it is back with its comment, its scores and its place on the leaderboard.
import type { Locator, Page } from '@playwright/test';
import { ANON_KEY } from '../../stack/index.ts';
import { accessTokenOf, nav, SEED, seedIdea, seenText, signIn, signOut } from './support/app.ts';
import { e2eEnv } from './support/env.ts';
import { expect, test, type Journey } from './support/fixtures.ts';

/** Seed idea 1, approved and rated. */
const IDEA = { id: seedIdea(1), title: 'AI Tutor for Rural Schools' };
const COMMENT = 'Would it work in schools with no connection at all?';
const RESTORED_TOAST = `'${IDEA.title}' restored.`;

const ranked = (page: Page) => page.getByRole('list', { name: 'Ranked ideas' }).locator(':scope > li');
const rowOf = (page: Page) =>
  ranked(page).filter({ has: page.getByRole('heading', { name: IDEA.title, exact: true }) });

/** The row as a reader sees it: its rank, its scores, how many rated and discussed it. */
const readRow = async (row: Locator) => ({
  rank: await seenText(row.getByText(/^#\d+$/)),
  text: await seenText(row),
});

async function openLeaderboard(journey: Journey) {
  await nav(journey, 'Leaderboard');
  await expect(journey.page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await expect(ranked(journey.page).first()).toBeVisible();
}

/** Bob's comment on the idea, posted through the API (setting the journey up). */
async function commentAsBob() {
  const token = await accessTokenOf(SEED.bob.email);
  const response = await fetch(`${e2eEnv('apiUrl')}/functions/v1/api/ideas/${IDEA.id}/comments`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ body: COMMENT }),
  });
  if (response.status !== 201)
    throw new Error(`could not comment: ${response.status} ${await response.text()}`);
}

test('the administrator deletes a rated, discussed idea, a member no longer finds it, and the Trash gives it back whole', async ({
  page,
  journey,
}) => {
  await commentAsBob();
  let before: Awaited<ReturnType<typeof readRow>>;

  await test.step('bob sees the idea on the leaderboard, with its comment', async () => {
    await page.goto('/');
    await signIn(journey, SEED.bob.email);
    await openLeaderboard(journey);
    before = await readRow(rowOf(page));
    await page.goto(`/idea/${IDEA.id}`);
    await expect(page.getByRole('heading', { level: 1, name: IDEA.title })).toBeVisible();
    await expect(page.getByText(COMMENT)).toBeVisible();
    await signOut(journey);
  });

  await test.step('the administrator deletes it from its page after confirming', async () => {
    await signIn(journey, SEED.admin.email);
    await page.goto(`/idea/${IDEA.id}`);
    await expect(page.getByRole('heading', { level: 1, name: IDEA.title })).toBeVisible();
    // The idea's own Delete, in its title block: the discussion below has one per comment for administrators.
    const titleBlock = page
      .getByRole('main')
      .locator('header')
      .filter({ has: page.getByRole('heading', { level: 1, name: IDEA.title }) });
    await titleBlock.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Idea' });
    await expect(confirm).toContainText(
      'It goes to the trash, where an administrator can restore it within 30 days.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await journey.expectToast(
      'Idea moved to the trash. You can restore it from the Trash tab within 30 days.',
    );
    await expect(page).toHaveURL(/\/$/);
    await signOut(journey);
  });

  await test.step('bob no longer finds it: not on the leaderboard, its page not found', async () => {
    await signIn(journey, SEED.bob.email);
    await openLeaderboard(journey);
    await expect(rowOf(page)).toHaveCount(0);
    await page.goto(`/idea/${IDEA.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Idea Not Found' })).toBeVisible();
    await journey.checkpoint('trashed idea not found by a member');
    await signOut(journey);
  });

  await test.step('the administrator restores it from the Trash tab', async () => {
    await signIn(journey, SEED.admin.email);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Trash' }).click();
    await expect(page).toHaveURL(/tab=trash/);
    const item = page.getByRole('listitem', { name: IDEA.title });
    await expect(item).toContainText(`Deleted by ${SEED.admin.name} on`);
    await expect(item).toContainText('Purged on');
    await journey.checkpoint('trash tab');
    await item.getByRole('button', { name: `Restore ${IDEA.title}` }).click();
    await journey.expectToast(RESTORED_TOAST);
    await expect(page.getByText('The trash is empty.')).toBeVisible();
    await signOut(journey);
  });

  await test.step('bob finds it again with its comment, scores and rank', async () => {
    await signIn(journey, SEED.bob.email);
    await openLeaderboard(journey);
    await expect(rowOf(page)).toHaveCount(1);
    expect(await readRow(rowOf(page))).toEqual(before!);
    await page.goto(`/idea/${IDEA.id}`);
    await expect(page.getByRole('heading', { level: 1, name: IDEA.title })).toBeVisible();
    await expect(page.getByText(COMMENT)).toBeVisible();
    await journey.checkpoint('restored idea with its comment');
  });
});
