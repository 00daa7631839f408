// Journey 9: two members discuss an approved idea. Alice comments, Bob replies, Alice edits her comment (marked
// 'edited'), Bob deletes his reply after confirming; the idea's row on the leaderboard counts the comments.
import { nav, SEED, seedIdea, signIn, signOut } from './support/app.ts';
import { expect, test, type Journey } from './support/fixtures.ts';

const IDEA = seedIdea(1);

async function openIdea(journey: Journey) {
  await journey.page.goto(`/idea/${IDEA}`);
  await expect(journey.page.getByRole('heading', { name: 'Discussion' })).toBeVisible();
}

test('alice comments, bob replies, alice edits, bob deletes his reply; the leaderboard counts them', async ({
  page,
  journey,
}) => {
  const discussion = page.getByRole('region', { name: 'Discussion' });
  let title = '';

  await test.step('a visitor is asked to sign in', async () => {
    await openIdea(journey);
    title = await page.getByRole('heading', { level: 1 }).innerText();
    await expect(discussion.getByText('No comments yet. Start the discussion.')).toBeVisible();
    await expect(discussion.getByRole('link', { name: 'Sign in to join the discussion' })).toBeVisible();
    await journey.checkpoint('discussion, signed out');
  });

  await test.step('alice comments', async () => {
    await signIn(journey, SEED.alice.email);
    await openIdea(journey);
    await discussion.getByLabel('Add a comment').fill('Would clinics pay monthly?');
    await discussion.getByRole('button', { name: 'Comment' }).click();
    // The posted comment, and the box emptied for the next one.
    await expect(discussion.getByRole('article').getByText('Would clinics pay monthly?')).toBeVisible();
    await expect(discussion.getByLabel('Add a comment')).toHaveValue('');
    await signOut(journey);
  });

  await test.step('bob replies', async () => {
    await signIn(journey, SEED.bob.email);
    await openIdea(journey);
    await discussion.getByRole('button', { name: 'Reply' }).click();
    await discussion.getByLabel('Write a reply').fill('Yes, if it saves them vaccines.');
    await discussion.getByRole('button', { name: 'Reply', exact: true }).last().click();
    await expect(discussion.getByText('Yes, if it saves them vaccines.')).toBeVisible();
    await journey.checkpoint('discussion with a reply');
    await signOut(journey);
  });

  await test.step('alice edits her comment', async () => {
    await signIn(journey, SEED.alice.email);
    await openIdea(journey);
    await discussion.getByRole('button', { name: 'Edit' }).click();
    await discussion.getByLabel('Edit your comment').fill('Would rural clinics pay monthly?');
    await discussion.getByRole('button', { name: 'Save' }).click();
    await expect(discussion.getByText('Would rural clinics pay monthly?')).toBeVisible();
    await expect(discussion.getByText('edited', { exact: true })).toBeVisible();
    await signOut(journey);
  });

  await test.step('bob deletes his reply; the leaderboard row counts one comment', async () => {
    await signIn(journey, SEED.bob.email);
    await nav(journey, 'Leaderboard');
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(row).toContainText('2 comments');
    await openIdea(journey);
    await discussion.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await journey.expectToast('Comment deleted.');
    await expect(discussion.getByText('Yes, if it saves them vaccines.')).toBeHidden();
    await nav(journey, 'Leaderboard');
    await expect(row).toContainText('1 comment');
  });
});
