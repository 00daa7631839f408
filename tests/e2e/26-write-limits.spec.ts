// Journey 26: the administrator lowers a write limit and a member meets it. In the dashboard's Limits tab (reached by
// scrolling the tabs at 360 px) the administrator sets comments to 2 a minute and saves; a member then posts two
// comments on an approved idea, and the third is refused under the comment box with the limit and when to try
// again, the text still in the box.
import { createMember, SEED, seedIdea, signIn, signOut } from './support/app.ts';
import { expect, test } from './support/fixtures.ts';

test('the administrator sets comments to 2 a minute; the third comment is refused where it was written', async ({
  page,
  journey,
}) => {
  const member = await createMember('limited-commenter', 'Cody Commenter');

  await test.step('the administrator lowers the comment limit in the Limits tab', async () => {
    await page.goto('/');
    await signIn(journey, SEED.admin.email);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Limits' }).click();
    await expect(page).toHaveURL(/tab=limits/);
    const perMinute = page.getByRole('spinbutton', { name: 'Comments, a minute' });
    await expect(perMinute).toHaveValue('5');
    await expect(page.getByRole('spinbutton', { name: 'New ideas, an hour' })).toHaveValue('5');
    await perMinute.fill('2');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await journey.expectToast('Limits saved.');
    await expect(perMinute).toHaveValue('2');
    await journey.checkpoint('limits tab, comments lowered');
    await signOut(journey);
  });

  await test.step('a member posts two comments; the third is refused under the box, saying when', async () => {
    await signIn(journey, member.email);
    await page.goto(`/idea/${seedIdea(1)}`);
    const discussion = page.getByRole('region', { name: 'Discussion' });
    const box = discussion.getByLabel('Add a comment');
    for (const text of ['First thought on pricing.', 'Second thought on pricing.']) {
      await box.fill(text);
      await discussion.getByRole('button', { name: 'Comment' }).click();
      await expect(discussion.getByRole('article').getByText(text)).toBeVisible();
      await expect(box).toHaveValue('');
    }
    await box.fill('A third thought, one too many.');
    await discussion.getByRole('button', { name: 'Comment' }).click();
    await expect(
      discussion.getByText(
        /^You can post at most 2 comments a minute\. Please try again in \d+ (seconds|minute)\.$/,
      ),
    ).toBeVisible();
    await expect(box).toHaveValue('A third thought, one too many.');
    await expect(discussion.getByRole('article').getByText('A third thought, one too many.')).toHaveCount(0);
    await journey.checkpoint('comment refused for the limit');
    await signOut(journey);
  });
});
