// Journey 20: a visitor reaches every idea of a leaderboard longer than a page (the total shown, page 2 from rank
// 51), sees ideas without ratings as 'Not rated yet' after every rated one, goes Back through the views they chose,
// and finds the home page's teaser naming the same top ideas as the 'Most Trusted' leaderboard.
import type { Locator } from '@playwright/test';
import { readRows, SEED } from './support/app.ts';
import { addApprovedIdeas } from './support/database.ts';
import { e2eEnv } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';

/** The seed's approved ideas, all rated. */
const RATED = 16;
/** Unrated ideas added, newest first: 56 in all, so page 2 holds ranks 51 to 56. */
const UNRATED = Array.from({ length: 40 }, (_, i) => `Unrated board idea ${String(i + 1).padStart(2, '0')}`);
const TOTAL = RATED + UNRATED.length;

const rows = (list: Locator) => list.locator(':scope > li');

test('a visitor pages past 50 ideas, finds unrated ideas last, goes back through filters, and sees the real top ideas at home', async ({
  page,
  journey,
}) => {
  await addApprovedIdeas(e2eEnv('superuserDbUrl'), SEED.bob.id, UNRATED);
  const list = page.getByRole('list', { name: 'Ranked ideas' });
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });

  await test.step('the first page: 50 of the total, rated ideas first, then "Not rated yet"', async () => {
    await page.goto('/leaderboard');
    await expect(page.getByText(`${TOTAL} ideas · 1-50 shown`)).toBeVisible();
    await expect(rows(list)).toHaveCount(50);
    const shown = await readRows(list);
    expect(shown.slice(0, RATED).every((row) => Number.isFinite(row.score))).toBe(true);
    expect(shown.slice(RATED).every((row) => Number.isNaN(row.score))).toBe(true);
    const firstUnrated = rows(list).nth(RATED);
    await expect(firstUnrated).toContainText('Not rated yet');
    await expect(firstUnrated.getByRole('heading')).toHaveText(UNRATED[0]!);
    await expect(firstUnrated).not.toContainText('0.0');
  });

  await test.step('page 2 starts at rank 51 and holds the rest', async () => {
    await page
      .getByRole('navigation', { name: 'Leaderboard pages' })
      .getByRole('button', { name: 'Go to page 2' })
      .click();
    await expect(page).toHaveURL(/\/leaderboard\?page=2$/);
    await expect(page.getByText(`${TOTAL} ideas · 51-${TOTAL} shown`)).toBeVisible();
    await expect(rows(list)).toHaveCount(TOTAL - 50);
    await expect(rows(list).first().getByLabel('Rank 51')).toBeVisible();
    await expect(rows(list).last()).toContainText(UNRATED.at(-1)!);
    await journey.checkpoint('leaderboard, page 2');
  });

  await test.step("'Most Trusted' explains itself in the menu, and the rows show the adjusted score", async () => {
    await sortBy.click();
    const trusted = page.getByRole('option', { name: /^Most Trusted/ });
    await expect(trusted).toContainText('The score pulled toward 50 until enough members rate it');
    await trusted.click();
    await expect(page).toHaveURL(/\/leaderboard\?sort=adjustedScore$/);
    await expect(page.getByText(`${TOTAL} ideas · 1-50 shown`)).toBeVisible();
    await expect(rows(list).first()).toContainText('Adjusted score');
    await expect(rows(list).nth(RATED)).toContainText('Not rated yet');
  });

  await test.step('Back returns to the previous filter, then to page 2', async () => {
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Healthcare' }).click();
    await expect(page).toHaveURL(/category=healthcare/);
    await expect(rows(list)).toHaveCount(3);

    await page.goBack();
    await expect(page).toHaveURL(/\/leaderboard\?sort=adjustedScore$/);
    await expect(sortBy).toHaveText('Most Trusted');
    await expect(rows(list)).toHaveCount(50);

    await page.goBack();
    await expect(page).toHaveURL(/\/leaderboard\?page=2$/);
    await expect(rows(list).first().getByLabel('Rank 51')).toBeVisible();
  });

  await test.step("the home page's teaser names the top 3 of 'Most Trusted'", async () => {
    await page.goto('/leaderboard?sort=adjustedScore');
    await expect(rows(list)).toHaveCount(50);
    const top = (await readRows(list)).slice(0, 3).map((row) => row.title);
    await page.goto('/');
    const teaser = page.getByRole('list', { name: 'Top ideas' });
    await expect(teaser.getByRole('link')).toHaveText(top);
    await expect(page.getByText('88.4')).toBeHidden();
    await expect(page.getByRole('region', { name: 'Testimonial' })).toBeHidden();
    await expect(page.getByText(`© ${new Date().getFullYear()} Ideaboard`)).toBeVisible();
    await journey.checkpoint('home, top of the leaderboard');
  });
});
