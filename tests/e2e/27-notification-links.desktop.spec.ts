// Journey 27: a notification leads to the exact place. Twenty earlier comments fill the first page of a discussion;
// Bob comments (the 21st thread, on its second page), Alice replies to him; Bob opens the bell, reads when the reply
// came ('just now'), clicks the item and lands on Alice's reply, loaded from the second page, scrolled into view,
// focused and highlighted.
import { withClient } from '../../stack/index.ts';
import { SEED, seedIdea, signIn, signOut } from './support/app.ts';
import { e2eEnv } from './support/env.ts';
import { expect, test, type Journey } from './support/fixtures.ts';

// Remote Physio Coach, Alice's idea.
const IDEA = seedIdea(3);

async function openIdea(journey: Journey) {
  await journey.page.goto(`/idea/${IDEA}`);
  await expect(journey.page.getByRole('heading', { name: 'Discussion' })).toBeVisible();
}

test('a reply notification opens the idea page on the reply, on a later page of the discussion', async ({
  page,
  journey,
}) => {
  const discussion = page.getByRole('region', { name: 'Discussion' });

  await test.step('twenty members commented yesterday', async () => {
    await withClient(e2eEnv('superuserDbUrl'), (client) =>
      client.query(
        `insert into public.comments (idea_id, author_id, body, created_at)
         select $1, p.id, 'An earlier comment, number ' || p.n, now() - interval '1 day' + make_interval(mins => p.n::int)
         from (select id, row_number() over (order by id) as n from public.profiles
               where id <> all($2::uuid[])) as p
         where p.n <= 20`,
        [IDEA, [SEED.alice.id, SEED.bob.id, SEED.admin.id]],
      ),
    );
  });

  await test.step('bob comments: the 21st thread', async () => {
    await signIn(journey, SEED.bob.email);
    await openIdea(journey);
    // A full first page.
    await expect(discussion.getByRole('article')).toHaveCount(20);
    await discussion.getByLabel('Add a comment').fill('Does it work on older phones?');
    await discussion.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(discussion.getByLabel('Add a comment')).toHaveValue('');
    // Posted as the 21st thread: on the second page.
    await discussion.getByRole('button', { name: 'Load more' }).click();
    await expect(discussion.getByRole('article').getByText('Does it work on older phones?')).toBeVisible();
    await signOut(journey);
  });

  await test.step('alice replies to him', async () => {
    await signIn(journey, SEED.alice.email);
    await openIdea(journey);
    await discussion.getByRole('button', { name: 'Load more' }).click();
    const bobs = discussion.getByRole('article', { name: `Comment by ${SEED.bob.name}` });
    await bobs.getByRole('button', { name: 'Reply' }).click();
    await discussion.getByLabel('Write a reply').fill('Yes, back to phones from 2018.');
    await discussion.getByRole('button', { name: 'Reply', exact: true }).last().click();
    await expect(discussion.getByText('Yes, back to phones from 2018.')).toBeVisible();
    await signOut(journey);
  });

  await test.step('bob opens the notification and lands on the highlighted reply', async () => {
    await signIn(journey, SEED.bob.email);
    await page.getByRole('button', { name: /unread notification/ }).click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    const item = list.getByRole('link', {
      name: `Unread: ${SEED.alice.name} replied to your comment on "Remote Physio Coach"`,
    });
    await expect(item.locator('time')).toHaveText(/just now|min ago/);
    await journey.checkpoint('notifications, a reply');
    await item.click();

    await expect(page).toHaveURL(new RegExp(`/idea/${IDEA}#comment-[0-9a-f-]{36}$`));
    const reply = discussion.getByRole('article', { name: `Comment by ${SEED.alice.name}` });
    await expect(reply).toBeFocused();
    await expect(reply).toHaveAttribute('data-highlighted', 'true');
    await expect(reply).toBeInViewport();
    await expect(reply).toHaveAttribute('id', new URL(page.url()).hash.slice(1));
    await expect(reply).toContainText('Yes, back to phones from 2018.');
    await journey.checkpoint('the reply, highlighted');
    // The highlight is brief; the focus stays for the keyboard.
    await expect(reply).not.toHaveAttribute('data-highlighted');
    await expect(reply).toBeFocused();
  });

  await journey.expectAccessible();
});
