// Journey 31: the roadmap closes the loop. A member follows a published idea; the administrator puts it on a
// roadmap item from the dashboard's Roadmap tab and later marks the item done; the member's bell says the idea
// shipped, and the item opens the roadmap on that item, highlighted, with the idea and its score, the item listed
// under 'Recently shipped'; the idea's page shows the item and its status.
import { createMember, SEED, seedIdea, signIn, signOut } from './support/app.ts';
import { expect, test } from './support/fixtures.ts';

// Alice's published idea.
const IDEA = { id: seedIdea(3), title: 'Remote Physio Coach' };
const ITEM = 'Team/Org accounts';

test('a followed idea joins the roadmap and ships; the bell leads to the highlighted item', async ({
  page,
  journey,
}) => {
  const follower = await createMember('roadmap-follower', 'Fay Follower');

  await test.step('the member follows the idea', async () => {
    await page.goto('/');
    await signIn(journey, follower.email);
    await page.goto(`/idea/${IDEA.id}`);
    await expect(page.getByRole('heading', { level: 1, name: IDEA.title })).toBeVisible();
    await page.getByRole('button', { name: /^Follow\b/ }).click();
    await expect(page.getByRole('button', { name: /^Following\b/ })).toBeVisible();
    await signOut(journey);
  });

  await test.step('the administrator links the idea to a roadmap item, then marks the item done', async () => {
    await signIn(journey, SEED.admin.email);
    await page.goto('/admin?tab=roadmap');
    const quarter = page.getByRole('region', { name: 'Q1 2026' });
    const item = quarter.getByRole('listitem').filter({ hasText: ITEM });
    await item.getByRole('button', { name: 'Link idea' }).click();

    const dialog = page.getByRole('dialog', { name: 'Link an idea' });
    await dialog.getByRole('combobox', { name: 'Idea' }).fill('Physio');
    await page.getByRole('option', { name: new RegExp(`^${IDEA.title} \\(`) }).click();
    await journey.checkpoint('linking an idea to a roadmap item');
    await dialog.getByRole('button', { name: 'Link' }).click();
    await journey.expectToast('Idea added to the roadmap.');
    await expect(dialog).toBeHidden();
    await expect(item.getByRole('button', { name: `Remove ${IDEA.title} from ${ITEM}` })).toBeVisible();

    await item.getByRole('button', { name: `Edit ${ITEM}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit roadmap item' });
    await edit.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Done' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await journey.expectToast('Roadmap item updated.');
    await expect(edit).toBeHidden();
    await expect(item.getByText('Done')).toBeVisible();
    await signOut(journey);
  });

  await test.step("the member's bell says it shipped and leads to the highlighted item", async () => {
    await signIn(journey, follower.email);
    await page.getByRole('button', { name: /unread notification/ }).click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    await expect(
      list.getByRole('link', { name: `Unread: "${IDEA.title}" is on the roadmap, planned: ${ITEM}` }),
    ).toBeVisible();
    const shipped = list.getByRole('link', {
      name: `Unread: "${IDEA.title}" is on the roadmap, shipped: ${ITEM}`,
    });
    await journey.checkpoint('notifications, a roadmap item shipped');
    await shipped.click();

    await expect(page).toHaveURL(/\/roadmap#roadmap-item-\d+$/);
    const target = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
    await expect(target).toContainText(ITEM);
    await expect(target).toBeFocused();
    await expect(target).toHaveAttribute('data-highlighted', 'true');
    await expect(target).toBeInViewport();
    const ideas = target.getByRole('list', { name: `Ideas in ${ITEM}` });
    await expect(ideas.getByRole('link', { name: IDEA.title })).toHaveAttribute('href', `/idea/${IDEA.id}`);
    await expect(ideas).toContainText(/· \d+\.\d from \d+ ratings?/);
    const recent = page.getByRole('region', { name: 'Recently shipped' });
    await expect(recent.getByRole('listitem').first()).toContainText(ITEM);
    await expect(recent.getByRole('listitem').first()).toContainText('Shipped');
    await journey.checkpoint('the roadmap, the shipped item highlighted');
  });

  await test.step("the idea's page shows its roadmap item, done", async () => {
    await page.goto(`/idea/${IDEA.id}`);
    const onRoadmap = page.getByRole('region', { name: 'On the roadmap' });
    await expect(onRoadmap.getByRole('link', { name: ITEM })).toBeVisible();
    await expect(onRoadmap.getByText('Done')).toBeVisible();
    await expect(onRoadmap).toContainText('Shipped');
  });

  await journey.expectAccessible();
});
