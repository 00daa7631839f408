// Journey 30: a member follows an idea and hears of it. A visitor's Follow asks them to sign in and brings them
// back; the member follows (the author already does: submitting followed it), asks for mail about followed ideas
// and sees the idea in their 'Following' list. Another member comments twice and the author's edit is approved: the
// member finds one grouped comments item and one 'was updated' item in the bell, opens the comments item on the
// discussion, has the mail of the change, and unfollows (commenting made the commenter a follower).
import { ANON_KEY } from '../../stack/index.ts';
import {
  accessTokenOf,
  approveAsAdmin,
  createMember,
  editIdeaAs,
  field,
  mailsTo,
  type IdeaFields,
  SEED,
  submitIdeaAs,
} from './support/app.ts';
import { e2eEnv } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';

const IDEA: IdeaFields = {
  title: 'Community Seed Library Lockers',
  description:
    'Self-service lockers in libraries where gardeners borrow seeds in spring and bring back seeds of what they ' +
    'grew in autumn, with a shared catalogue of local varieties.',
  category: 'other',
  targetMarket: 'Public libraries and community gardens',
  businessModel: 'Lockers leased to libraries per year',
};
const NEW_TITLE = 'Community Seed Library Lockers and Swaps';

async function apiAs(email: string, method: string, path: string, json?: unknown): Promise<void> {
  const response = await fetch(`${e2eEnv('apiUrl')}/functions/v1/api${path}`, {
    method,
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${await accessTokenOf(email)}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

test('a member follows an idea and hears of its new comments and its new version', async ({
  page,
  journey,
}) => {
  const author = await createMember('follow-author', 'Fern Founder');
  const follower = await createMember('follower', 'Finn Follower');
  const commenter = await createMember('follow-commenter', 'Cora Commenter');
  const id = await submitIdeaAs(author.email, IDEA);
  await approveAsAdmin(id);
  const followButton = page.getByRole('button', { name: /^Follow(ing)?$/ });

  await test.step('a visitor is asked to sign in, and comes back to the idea', async () => {
    await page.goto(`/idea/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: IDEA.title })).toBeVisible();
    await expect(page.getByText('1 follower', { exact: true })).toBeVisible();
    await followButton.click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to follow this idea' });
    await expect(dialog).toBeVisible();
    await journey.checkpoint('follow, signed out');
    await dialog.getByRole('link', { name: 'Sign in' }).click();
    await field(journey, 'Email address').fill(follower.email);
    await field(journey, 'Password').fill('password123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await journey.expectToast('Welcome back!');
    await expect(page).toHaveURL(new RegExp(`/idea/${id}$`));
  });

  await test.step('the member follows it', async () => {
    await expect(followButton).toHaveAttribute('aria-pressed', 'false');
    await followButton.click();
    await journey.expectToast('You follow this idea');
    await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('2 followers', { exact: true })).toBeVisible();
    await journey.checkpoint('following');
    // The count is the server's, after a reload too.
    await page.reload();
    await expect(page.getByText('2 followers', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  });

  await test.step('asks for mail about followed ideas and finds the idea in their list', async () => {
    await page.goto('/profile/edit');
    await expect(
      page.getByRole('switch', { name: 'Follow the ideas I submit, rate or comment on' }),
    ).toBeChecked();
    await page.getByRole('switch', { name: /^News of ideas I follow/ }).click();
    await journey.expectToast('E-mail preferences saved.');
    await page.goto('/profile');
    const following = page.getByRole('list', { name: 'Following' });
    await expect(following.getByRole('link', { name: IDEA.title })).toHaveAttribute('href', `/idea/${id}`);
    await journey.checkpoint('profile, following');
  });

  await test.step('another member comments twice and the author edit is approved', async () => {
    await apiAs(commenter.email, 'POST', `/ideas/${id}/comments`, {
      body: 'Could schools borrow seeds too?',
    });
    await apiAs(commenter.email, 'POST', `/ideas/${id}/comments`, { body: 'And what of rare varieties?' });
    await editIdeaAs(author.email, id, { ...IDEA, title: NEW_TITLE });
    await apiAs(SEED.admin.email, 'PUT', `/admin/ideas/${id}/edit/approve`);
  });

  await test.step('the member hears of both in the bell and opens the discussion', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: /unread notification/ }).click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    await expect(
      list.getByRole('link', { name: `Unread: "${NEW_TITLE}", an idea you follow, was updated` }),
    ).toBeVisible();
    const comments = list.getByRole('link', {
      name: `Unread: 2 new comments on "${IDEA.title}", an idea you follow`,
    });
    await expect(comments).toBeVisible();
    await journey.checkpoint('notifications, a followed idea');
    await comments.click();
    await expect(page).toHaveURL(new RegExp(`/idea/${id}#comment-[0-9a-f-]{36}$`));
    const discussion = page.getByRole('region', { name: 'Discussion' });
    await expect(discussion.getByText('And what of rare varieties?')).toBeVisible();
  });

  await test.step('the mail of the change came', async () => {
    // Among the follower's mails, not necessarily the newest: the worker keeps no order of delivery across a
    // retried or leased mail, so a comment's mail may arrive after it.
    await expect
      .poll(async () => (await mailsTo(follower.email)).map((mail) => mail.subject))
      .toContain(`"${NEW_TITLE}" was updated`);
  });

  await test.step('the member unfollows', async () => {
    await expect(page.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();
    await page.getByRole('button', { name: 'Following' }).click();
    await journey.expectToast('You no longer follow this idea.');
    await expect(page.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    // The author, and the commenter, whom commenting made a follower.
    await expect(page.getByText('2 followers', { exact: true })).toBeVisible();
  });

  await journey.expectAccessible();
});
