// Journey 25: the administrator reads who did what. A member's idea is approved; in the dashboard's Audit tab the
// administrator narrows the log to approvals, finds the entry (who, when, 'Status: pending → approved'), narrows it
// to that idea's history, and a reload keeps the filters, which live in the URL. At 360 px the tab is reached by
// scrolling the tabs.
import { approveAsAdmin, createMember, SEED, signIn, signOut, submitIdeaAs } from './support/app.ts';
import { expect, test } from './support/fixtures.ts';

test('the administrator finds an approval in the audit log, narrows it to the idea, and a reload keeps the filters', async ({
  page,
  journey,
}) => {
  const member = await createMember('audit-author', 'Audra Author');
  const title = `Audited kettle ${Date.now().toString(36)}`;
  const id = await submitIdeaAs(member.email, {
    title,
    description:
      'A kettle that boils exactly the water you pour for the tea you want, and no more than that.',
    category: 'technology',
    targetMarket: 'Tea drinkers in small flats',
    businessModel: 'One-off sale with a refill subscription',
  });
  await approveAsAdmin(id);
  const entry = page.getByRole('listitem', { name: `Approved an idea: ${title}` });

  await test.step('the administrator opens the Audit tab and keeps only approvals', async () => {
    await page.goto('/');
    await signIn(journey, SEED.admin.email);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Audit' }).click();
    await expect(page).toHaveURL(/tab=audit/);
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Approved an idea' }).click();
    await expect(page).toHaveURL(/action=idea\.approve/);
    await expect(entry).toContainText('Status: pending → approved');
    await expect(
      entry.getByRole('button', { name: `Show only the actions of ${SEED.admin.name}` }),
    ).toBeVisible();
    await expect(entry.getByRole('link', { name: title })).toHaveAttribute('href', `/idea/${id}`);
  });

  await test.step("she narrows the log to the idea's history; a reload keeps it", async () => {
    await entry.getByRole('button', { name: `Show only the actions on ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`targetType=idea&targetId=${id}`));
    await expect(page.getByRole('button', { name: `Idea: ${title}` })).toBeVisible();
    await expect(page.getByText('1 entry', { exact: true })).toBeVisible();
    await journey.checkpoint('audit tab, one idea');
    await page.reload();
    await expect(entry).toContainText('Status: pending → approved');
    await expect(page.getByRole('combobox', { name: 'Action' })).toHaveText('Approved an idea');
    await expect(page.getByText('1 entry', { exact: true })).toBeVisible();
  });

  await test.step('clearing the filters shows the whole log again', async () => {
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/action=/);
    await expect(page.getByRole('combobox', { name: 'Action' })).toHaveText('All actions');
    await expect(entry).toBeVisible();
    await signOut(journey);
  });
});
