// Journey 32: a member submits an idea that repeats a published one; the administrator merges it from the review
// queue's likely duplicates after reading what will move; it leaves the queue; its author is told, and its old
// address now leads to the published idea with a notice.
import { createMember, SEED, seedIdea, signIn, signOut, submitIdeaAs } from './support/app.ts';
import { expect, test } from './support/fixtures.ts';

/** Seed idea 1, approved and rated. */
const TARGET = { id: seedIdea(1), title: 'AI Tutor for Rural Schools' };
const DUPLICATE = 'AI Tutor for Rural Village Schools';

test('the administrator merges a duplicate from the review queue, and its address leads to the published idea', async ({
  page,
  journey,
}) => {
  const author = await createMember('duplicate-author', 'Dana Duplicate');
  const duplicateId = await submitIdeaAs(author.email, {
    title: DUPLICATE,
    description:
      'A tutor driven by AI for village schools far from a city, working offline on cheap tablets.',
    category: 'education',
    targetMarket: 'Village primary schools',
    businessModel: 'Per-school yearly licence',
  });

  await test.step('the administrator merges it into the likely duplicate the queue shows', async () => {
    await page.goto('/');
    await signIn(journey, SEED.admin.email);
    await page.goto('/admin?tab=ideas');
    const card = page.getByRole('article', { name: DUPLICATE });
    const duplicates = card.getByRole('region', { name: 'Likely duplicates' });
    const item = duplicates.getByRole('listitem').filter({ hasText: TARGET.title });
    await item.getByRole('button', { name: 'Merge into this' }).click();

    const dialog = page.getByRole('dialog', { name: `Merge "${DUPLICATE}"` });
    await expect(dialog).toContainText(
      `"${DUPLICATE}" goes to the trash and its ratings, comments and followers move to "${TARGET.title}".`,
    );
    await expect(dialog).toContainText(
      `Restoring "${DUPLICATE}" from the Trash tab within 30 days undoes the merge.`,
    );
    await journey.checkpoint('merge dialog from the queue');
    await dialog.getByRole('button', { name: `Merge into "${TARGET.title}"` }).click();
    await journey.expectToast(`Merged into "${TARGET.title}". Restore it from the Trash tab to undo.`);
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);
    await signOut(journey);
  });

  await test.step('its author is told, and its old address leads to the published idea', async () => {
    await signIn(journey, author.email);
    await page.getByRole('button', { name: /unread notification/ }).click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    await expect(
      list.getByRole('link', { name: `Unread: "${DUPLICATE}" was merged into "${TARGET.title}"` }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto(`/idea/${duplicateId}`);
    await expect(page).toHaveURL(new RegExp(`/idea/${TARGET.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: TARGET.title })).toBeVisible();
    await journey.expectToast(`This idea was merged into "${TARGET.title}".`);
    await journey.checkpoint('merged idea address leads to the target');
  });
});
