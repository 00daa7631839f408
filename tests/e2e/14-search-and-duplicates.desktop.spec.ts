// Journey 14: the header search suggests approved ideas and opens the chosen one, Enter opens the leaderboard's
// search; a member typing a title close to a published idea's on /submit is shown that idea; once such an idea is
// submitted, its card in the admin queue lists the published one as a likely duplicate.
import { nav, SEED, seedIdea, signIn, signOut, submitIdeaAs } from './support/app.ts';
import { expect, test } from './support/fixtures.ts';

const PUBLISHED = 'AI Tutor for Rural Schools';
const NEAR_DUPLICATE = 'AI Tutors for Rural Schools';

test('the header search suggests and opens ideas; near-duplicates show on /submit and in the queue', async ({
  page,
  journey,
}) => {
  await test.step('the header search suggests an idea and opens it from the keyboard', async () => {
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search ideas' });
    await box.fill('AI Tutor');
    const option = page
      .getByRole('listbox', { name: 'Suggested ideas' })
      .getByRole('option', { name: PUBLISHED });
    await expect(option).toBeVisible();
    await journey.checkpoint('header search suggestions');
    await box.press('ArrowDown');
    await expect(page.getByRole('option', { selected: true })).toContainText(PUBLISHED);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/idea/${seedIdea(1)}$`));
    await expect(page.getByRole('heading', { level: 1, name: PUBLISHED })).toBeVisible();
  });

  await test.step('Enter with no suggestion chosen opens the leaderboard searching for the text', async () => {
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search ideas' });
    await box.fill('carbon');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/leaderboard\?search=carbon$/);
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search ideas' })).toHaveValue(
      'carbon',
    );
    await expect(page.getByRole('list', { name: 'Ranked ideas' })).toContainText('Carbon Ledger for SMEs');
  });

  await test.step('a member typing a near-duplicate title on /submit is shown the published idea', async () => {
    await signIn(journey, SEED.bob.email);
    await nav(journey, 'Submit');
    await page.getByRole('textbox', { name: /Idea Title/ }).fill(NEAR_DUPLICATE);
    const similar = page.getByRole('region', { name: 'Similar ideas already on Ideaboard' });
    await expect(similar.getByRole('link', { name: PUBLISHED })).toHaveAttribute(
      'href',
      `/idea/${seedIdea(1)}`,
    );
    await journey.checkpoint('submit form with similar ideas');
  });

  await test.step('the admin queue card lists the published idea as a likely duplicate', async () => {
    await submitIdeaAs(SEED.bob.email, {
      title: NEAR_DUPLICATE,
      description: 'An offline AI tutor on cheap tablets for rural primary schools, syncing when online.',
      category: 'education',
      targetMarket: 'Rural primary schools',
      businessModel: 'Per-device licence',
    });
    await signOut(journey);
    await signIn(journey, SEED.admin.email);
    await page.goto('/admin?tab=ideas');
    const card = page.getByRole('article', { name: NEAR_DUPLICATE });
    await expect(
      card.getByRole('region', { name: 'Likely duplicates' }).getByRole('link', { name: PUBLISHED }),
    ).toBeVisible();
    await journey.checkpoint('admin queue with likely duplicates');
  });
});
