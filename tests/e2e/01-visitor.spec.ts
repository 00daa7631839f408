// Journey 1: a signed-out visitor browses home, the leaderboard (search, category filter, sort and order), an
// idea, its author's profile and the roadmap; protected routes send them to /login, unknown paths to /.
import type { Locator, Request } from '@playwright/test';
import { nav, readRows, SEED, seedIdea } from './support/app.ts';
import { expect, test } from './support/fixtures.ts';

/** The ranked rows of the leaderboard (the tags of each are lists too). */
const rows = (list: Locator) => list.locator(':scope > li');

function isSorted(values: number[], order: 'asc' | 'desc'): boolean {
  return values.every(
    (value, i) => i === 0 || (order === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value),
  );
}

test('a visitor browses the ideas, an idea, a profile and the roadmap; protected and unknown routes redirect', async ({
  page,
  journey,
}) => {
  await test.step('home', async () => {
    const listReads: string[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'GET' && request.url().includes('/functions/v1/api/ideas?')) {
        listReads.push(request.url());
      }
    };
    page.on('request', onRequest);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Ideaboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    const featured = page.getByRole('region', { name: 'Featured Ideas' });
    await expect(featured.getByRole('listitem')).toHaveCount(6);
    // Asked for once: index.html starts the request while the app loads, and the page takes its answer. The
    // leaderboard's teaser, further down, asks for the 3 most trusted ideas once too.
    await expect(page.getByRole('list', { name: 'Top ideas' }).getByRole('listitem')).toHaveCount(3);
    expect(listReads.toSorted()).toEqual([
      expect.stringContaining('status=approved&limit=6'),
      expect.stringContaining('status=approved&sort=adjustedScore&order=desc&limit=3'),
    ]);
    page.off('request', onRequest);
    // A visitor's call to action leads to the sign-up page.
    await expect(page.getByRole('link', { name: 'Submit an Idea' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeHidden();
    await journey.checkpoint('home');
  });

  const list = page.getByRole('list', { name: 'Ranked ideas' });
  // The leaderboard's own search box (the header has one with the same name that does nothing).
  const search = page.getByRole('main').getByRole('searchbox', { name: 'Search ideas' });

  await test.step('leaderboard: ranked by overall score, highest first', async () => {
    await page.getByRole('link', { name: 'Browse Ideas' }).click();
    await expect(page).toHaveURL(/\/leaderboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await expect(rows(list)).toHaveCount(16);
    const ranked = await readRows(list);
    expect(
      isSorted(
        ranked.map((r) => r.score),
        'desc',
      ),
      JSON.stringify(ranked),
    ).toBe(true);
    await expect(rows(list).first().getByText('#1', { exact: true })).toBeVisible();
    await journey.checkpoint('leaderboard');
  });

  await test.step('leaderboard: search by a tag', async () => {
    await search.fill('fintech');
    await expect(page).toHaveURL(/search=fintech/);
    await expect(rows(list)).toHaveCount(2);
    await expect(list.getByRole('heading', { name: 'Invoice Financing for Freelancers' })).toBeVisible();
    await expect(list.getByRole('heading', { name: 'Micro-Pensions for Gig Workers' })).toBeVisible();
    await search.fill('no idea says this');
    await expect(page.getByText('No ideas match your filters.')).toBeVisible();
    await search.fill('');
    await expect(rows(list)).toHaveCount(16);
  });

  await test.step('leaderboard: filter by category', async () => {
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Healthcare' }).click();
    await expect(page).toHaveURL(/category=healthcare/);
    await expect(rows(list)).toHaveCount(3);
    for (const row of await rows(list).all()) await expect(row.getByText('Healthcare')).toBeVisible();
    await journey.checkpoint('leaderboard filtered by category');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'All Categories' }).click();
    await expect(rows(list)).toHaveCount(16);
  });

  await test.step('leaderboard: sort by number of ratings, then by date, in both orders', async () => {
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Number of Ratings' }).click();
    await expect(page).toHaveURL(/sort=totalRatings/);
    await expect
      .poll(async () =>
        isSorted(
          (await readRows(list)).map((r) => r.count),
          'desc',
        ),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Ascending' }).click();
    await expect(page).toHaveURL(/order=asc/);
    await expect
      .poll(async () =>
        isSorted(
          (await readRows(list)).map((r) => r.count),
          'asc',
        ),
      )
      .toBe(true);

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Date Created' }).click();
    await expect(page).toHaveURL(/sort=createdAt/);
    await expect
      .poll(async () =>
        isSorted(
          (await readRows(list)).map((r) => r.date),
          'asc',
        ),
      )
      .toBe(true);
    await expect(rows(list).first().getByRole('heading')).toHaveText('AI Tutor for Rural Schools');
    await page.getByRole('button', { name: 'Descending' }).click();
    await expect(rows(list).first().getByRole('heading')).toHaveText('Coding Bootcamp Outcome Tracker');
    await journey.checkpoint('leaderboard sorted by date');
  });

  await test.step('leaderboard: most trusted and most divisive, with how far each score can be trusted', async () => {
    const row = (title: string) => rows(list).filter({ has: page.getByRole('heading', { name: title }) });
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Most Trusted' }).click();
    await expect(page).toHaveURL(/sort=adjustedScore/);
    // The seed's best plain mean has 2 ratings; pulled towards the prior it falls behind ideas with 22.
    await expect(rows(list).first().getByRole('heading')).toHaveText('AI Tutor for Rural Schools');
    await expect(
      rows(list)
        .first()
        .getByText(/^± \d+\.\d$/),
    ).toBeVisible();
    await expect(row('Low-Code API Testing for QA Teams').getByText('Needs more ratings')).toBeVisible();
    await journey.checkpoint('leaderboard most trusted');
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Most Divisive' }).click();
    await expect(page).toHaveURL(/sort=spread/);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Date Created' }).click();
    await expect(rows(list).first().getByRole('heading')).toHaveText('Coding Bootcamp Outcome Tracker');
  });

  await test.step('an idea', async () => {
    const first = rows(list).first();
    await first.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/idea/${seedIdea(16)}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Coding Bootcamp Outcome Tracker' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Scores' })).toContainText('Overall Score');
    // What stands behind the score: per dimension its histogram, mean, spread and the category's median, with the
    // counts as a table for screen readers. Their chart loads only once it comes near the screen.
    await page.getByRole('region', { name: 'Score Details' }).scrollIntoViewIfNeeded();
    for (const dimension of ['Market Demand', 'Innovation', 'Competition']) {
      await expect(page.getByRole('figure', { name: dimension })).toContainText(/Mean \d+\.\d · Spread/);
    }
    await expect(
      page.getByRole('table', { name: 'Market Demand: ratings per score band' }).getByRole('row'),
    ).toHaveCount(11);
    await expect(page.getByRole('region', { name: 'Business Details' })).toContainText('Target Market');
    await expect(page.getByRole('list', { name: 'Ratings' }).getByRole('listitem')).not.toHaveCount(0);
    // A visitor is asked to sign in instead of seeing the rating form; nobody's Edit or Delete.
    await expect(page.getByText('Sign in to rate this idea.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeHidden();
    await journey.checkpoint('idea');
  });

  await test.step("the author's profile", async () => {
    await page.getByRole('link', { name: 'View Profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/user/${SEED.alice.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: SEED.alice.name })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Ideas \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeHidden();
    await page.getByRole('tab', { name: 'Ratings' }).click();
    const given = page.getByRole('tabpanel', { name: 'Ratings' });
    await expect(
      given.getByRole('list', { name: 'Rating history' }).or(given.getByText('No ratings yet.')),
    ).toBeVisible();
    await page.getByRole('tab', { name: /^Ideas/ }).click();
    await expect(page.getByRole('tabpanel').getByText('AI Tutor for Rural Schools')).toBeVisible();
    await journey.checkpoint('profile');
  });

  await test.step('the roadmap', async () => {
    await nav(journey, 'Roadmap');
    await expect(page).toHaveURL(/\/roadmap$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
    for (const quarter of ['Q4 2025', 'Q1 2026', 'Q2 2026', 'Q3 2026']) {
      await expect(page.getByRole('heading', { name: quarter })).toBeVisible();
    }
    await expect(page.getByText('Admin user management')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Share Feedback' })).toHaveAttribute('href', /^mailto:/);
    await journey.checkpoint('roadmap');
  });

  await test.step('protected routes send a visitor to /login', async () => {
    for (const path of ['/submit', '/profile', '/profile/edit', '/landing-generator', '/admin']) {
      await page.goto(path);
      await expect(page, `${path} → /login`).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    }
    await journey.checkpoint('login after a protected route');
  });

  await test.step('unknown paths go to /', async () => {
    for (const path of ['/no-such-page', '/idea', '/users/abc/def']) {
      await page.goto(path);
      await expect(page, `${path} → /`).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Ideaboard' })).toBeVisible();
    }
  });

  await journey.expectAccessible();
});
