// Journey 5: the administrator promotes a member, who then reaches /admin; demotes them again, after which they
// are sent from /admin to /; and the last administrator is kept: the seed admin's own Demote is refused with a
// message, and nothing changes. The member acts in a second window at the same time.
import { createMember, openUserMenu, SEED, signIn } from './support/app.ts';
import { expect, test, type Journey } from './support/fixtures.ts';

async function openUserManagement(journey: Journey) {
  const { page } = journey;
  const menu = await openUserMenu(journey);
  await menu.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('tab', { name: 'User Management' }).click();
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
}

test('a member is promoted and reaches /admin, is demoted and sent to /, and the last admin is kept', async ({
  page,
  journey,
}) => {
  const member = await createMember('promoted', 'Pat Promoted');
  // Below 600 px each user is a card in a list; above, a row of a table.
  const phone = (page.viewportSize()?.width ?? 1280) < 600;
  const users = phone
    ? page.getByRole('list', { name: 'Users' })
    : page.getByRole('table', { name: 'Users' });
  const entries = () => (phone ? users.getByRole('article') : users.getByRole('row'));
  const rowOf = (name: string) => entries().filter({ hasText: name });
  const search = page.getByRole('searchbox', { name: 'Search users by name' });

  // 23 seed accounts and this journey's member.
  await test.step('the administrator finds the member by name', async () => {
    await page.goto('/');
    await signIn(journey, SEED.admin.email);
    await openUserManagement(journey);
    await expect(page.getByText('24 users found')).toBeVisible();
    if (!phone) {
      for (const column of ['User', 'Email', 'Role', 'Subscription', 'Joined', 'Actions']) {
        await expect(users.getByRole('columnheader', { name: column })).toBeVisible();
      }
    }
    await expect(rowOf(SEED.alice.name)).toContainText('Premium');
    await journey.checkpoint('user management');
    await search.fill('Pat Prom');
    await expect(page.getByText('1 user found')).toBeVisible();
    // The table's rows count its header row too.
    await expect(entries()).toHaveCount(phone ? 1 : 2);
    const row = rowOf(member.name);
    await expect(row).toContainText(member.email);
    await expect(row).toContainText(`ID: ${member.id.slice(0, 8)}`);
    await expect(row).toContainText('Free');
    await expect(row.getByText('Admin', { exact: true })).toBeHidden();
  });

  const other = await journey.newWindow();
  await test.step('the member, signed in elsewhere, has no way into /admin', async () => {
    await other.page.goto('/');
    await signIn(other, member.email);
    const menu = await openUserMenu(other);
    await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeHidden();
    await other.page.keyboard.press('Escape');
    await other.page.goto('/admin');
    await expect(other.page).toHaveURL(/\/$/);
  });

  await test.step('promote: confirmed, not on cancel', async () => {
    const row = rowOf(member.name);
    await row.getByRole('button', { name: 'Promote' }).click();
    let dialog = page.getByRole('dialog', { name: 'Confirm Action' });
    await expect(dialog).toContainText(`Are you sure you want to promote ${member.name}?`);
    await expect(dialog).toContainText('This will give them admin privileges.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('button', { name: 'Promote' })).toBeVisible();
    await expect(row.getByText('Member', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'Promote' }).click();
    dialog = page.getByRole('dialog', { name: 'Confirm Action' });
    await expect(dialog).toContainText(`Are you sure you want to promote ${member.name}?`);
    await journey.checkpoint('promote confirmation');
    await dialog.getByRole('button', { name: 'Promote' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Demote' })).toBeVisible();
  });

  await test.step('the promoted member reaches /admin', async () => {
    await other.page.reload();
    const menu = await openUserMenu(other);
    await menu.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await expect(other.page).toHaveURL(/\/admin$/);
    await expect(other.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(other.page.getByRole('group', { name: 'Total Users' })).toContainText('24');
    await other.checkpoint('admin dashboard of the promoted member');
  });

  await test.step('demote them: they are sent from /admin to /', async () => {
    const row = rowOf(member.name);
    await row.getByRole('button', { name: 'Demote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Action' });
    await expect(dialog).toContainText(`Are you sure you want to demote ${member.name}?`);
    await expect(dialog).toContainText('This will remove their admin privileges.');
    await dialog.getByRole('button', { name: 'Demote' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('button', { name: 'Promote' })).toBeVisible();
    await expect(row.getByText('Member', { exact: true })).toBeVisible();

    await other.page.goto('/admin');
    await expect(other.page).toHaveURL(/\/$/);
    await expect(other.page.getByRole('heading', { level: 1, name: 'Ideaboard' })).toBeVisible();
    const menu = await openUserMenu(other);
    await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeHidden();
    await other.page.context().close();
  });

  await test.step('the last administrator is kept: their own Demote is refused, nothing changes', async () => {
    await search.fill('Ada');
    await expect(page.getByText('1 user found')).toBeVisible();
    const row = rowOf(SEED.admin.name);
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Demote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Action' });
    await expect(dialog).toContainText(`Are you sure you want to demote ${SEED.admin.name}?`);
    await dialog.getByRole('button', { name: 'Demote' }).click();
    // The dialog stays open with the reason.
    await expect(dialog.getByRole('alert')).toContainText('The last administrator cannot be demoted');
    await expect(dialog.getByRole('button', { name: 'Demote' })).toBeEnabled();
    await journey.checkpoint('last administrator refused');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();

    // Still an administrator after a reload: the dashboard opens, the badge is there.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await page.getByRole('tab', { name: 'User Management' }).click();
    await search.fill('Ada');
    await expect(page.getByText('1 user found')).toBeVisible();
    await expect(rowOf(SEED.admin.name).getByText('Admin', { exact: true })).toBeVisible();
  });

  await journey.expectAccessible();
});
