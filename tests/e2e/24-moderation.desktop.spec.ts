// Journey 24, across the moderation parts: a member reports another member's comment; the administrator finds it
// in the Reports tab, hides it with a reason and suspends its author from User Management; the author, signed in,
// reads why the comment was hidden and the suspension banner, and a new comment is refused with the end date and
// the reason; the Audit tab lists the hiding (the decision on the report) and the suspension.
import type { Locator } from '@playwright/test';
import { createMember, openUserMenu, SEED, seedIdea, signIn, signOut } from './support/app.ts';
import { expect, test, type Journey } from './support/fixtures.ts';

const IDEA = seedIdea(1);
const INSULT = 'Only a fool would fund this, and its author is one.';
const HIDE_REASON = 'Insults the author instead of discussing the idea';
const SUSPEND_REASON = 'Repeated insults in the discussions';
const SUSPENDED_DAYS = 7;

async function openIdea(journey: Journey): Promise<Locator> {
  await journey.page.goto(`/idea/${IDEA}`);
  const discussion = journey.page.getByRole('region', { name: 'Discussion' });
  await expect(journey.page.getByRole('heading', { name: 'Discussion' })).toBeVisible();
  return discussion;
}

async function openAdminTab(journey: Journey, tab: string | RegExp): Promise<void> {
  const { page } = journey;
  if (!/\/admin/.test(page.url())) {
    const menu = await openUserMenu(journey);
    await menu.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  }
  await page.getByRole('tab', { name: tab }).click();
}

/** '3 December 2026': how the database words a day of the suspension's end (UTC). */
function utcDay(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

test('a reported comment is hidden, its author suspended and refused, and the audit log lists both', async ({
  page,
  journey,
}) => {
  const author = await createMember('insulter', 'Ivo Insulter');
  const comment = (discussion: Locator) =>
    discussion.getByRole('article', { name: `Comment by ${author.name}` });
  let title = '';
  let suspendedAt = new Date();

  await test.step('the author comments on an approved idea', async () => {
    await page.goto('/');
    await signIn(journey, author.email);
    const discussion = await openIdea(journey);
    title = await page.getByRole('heading', { level: 1 }).innerText();
    await discussion.getByLabel('Add a comment').fill(INSULT);
    await discussion.getByRole('button', { name: 'Comment' }).click();
    await expect(comment(discussion).getByText(INSULT)).toBeVisible();
    await signOut(journey);
  });

  await test.step('another member reports the comment', async () => {
    await signIn(journey, SEED.bob.email);
    const discussion = await openIdea(journey);
    await comment(discussion).getByRole('button', { name: 'Report this comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this comment' });
    await dialog.getByRole('radio', { name: 'Abuse or harassment' }).check();
    await dialog.getByLabel('Anything to add? (optional)').fill('A personal attack.');
    await journey.checkpoint('report form');
    await dialog.getByRole('button', { name: 'Report' }).click();
    await journey.expectToast('Thank you: an administrator will review your report.');
    await expect(dialog).toBeHidden();
    await expect(comment(discussion).getByRole('button', { name: 'Reported' })).toBeDisabled();
    await signOut(journey);
  });

  await test.step('the administrator hides it from the Reports tab', async () => {
    await signIn(journey, SEED.admin.email);
    await openAdminTab(journey, /^Reports/);
    const item = page
      .getByRole('list', { name: 'Reported ideas and comments' })
      .getByRole('listitem', { name: `Comment on “${title}”` });
    await expect(item).toContainText(INSULT);
    await expect(item).toContainText(`By ${author.name}`);
    await expect(item).toContainText('Abuse × 1');
    await expect(item).toContainText('A personal attack.');
    await journey.checkpoint('reports queue');
    await item.getByRole('button', { name: 'Hide comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide this comment?' });
    await dialog.getByLabel(/Why is it hidden/).fill(HIDE_REASON);
    await dialog.getByRole('button', { name: 'Hide comment' }).click();
    await journey.expectToast('Comment hidden.');
    await expect(item).toBeHidden();
  });

  await test.step('and suspends its author from User Management', async () => {
    await openAdminTab(journey, 'User Management');
    await page.getByRole('searchbox', { name: 'Search users by name' }).fill(author.name);
    await expect(page.getByText('1 user found')).toBeVisible();
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: author.email });
    await row.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${author.name}` });
    await expect(dialog.getByRole('spinbutton', { name: 'Days' })).toHaveValue(String(SUSPENDED_DAYS));
    await dialog.getByLabel('Reason (the member is told)').fill(SUSPEND_REASON);
    await journey.checkpoint('suspend dialog');
    suspendedAt = new Date();
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await journey.expectToast('Member suspended.');
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Suspended');
    await expect(row).toContainText(`: ${SUSPEND_REASON}`);
    await signOut(journey);
  });

  await test.step('the author reads why, and cannot write', async () => {
    await signIn(journey, author.email);
    const banner = page.getByRole('status').filter({ hasText: 'Your account is suspended until' });
    await expect(banner).toContainText(`Reason: ${SUSPEND_REASON}.`);
    const discussion = await openIdea(journey);
    await expect(banner).toBeVisible();
    await expect(comment(discussion).getByText(INSULT)).toBeVisible();
    await expect(comment(discussion)).toContainText(`A moderator hid your comment: ${HIDE_REASON}.`);
    await journey.checkpoint('the suspended author on the idea');

    await discussion.getByLabel('Add a comment').fill('Fine, I take it back.');
    await discussion.getByRole('button', { name: 'Comment' }).click();
    const end = utcDay(new Date(suspendedAt.getTime() + SUSPENDED_DAYS * 24 * 60 * 60 * 1000));
    await expect(discussion.getByText(`Your account is suspended until ${end}`)).toBeVisible();
    await expect(discussion.getByText(`Reason: ${SUSPEND_REASON}.`)).toBeVisible();
    // Nothing posted, and nothing lost: the text waits in its box.
    await expect(discussion.getByRole('article').filter({ hasText: 'Fine, I take it back.' })).toHaveCount(0);
    await expect(discussion.getByLabel('Add a comment')).toHaveValue('Fine, I take it back.');
    await journey.checkpoint('a comment refused');
    await signOut(journey);
  });

  await test.step('others see the comment removed', async () => {
    const discussion = await openIdea(journey);
    await expect(comment(discussion)).toContainText('Removed by a moderator');
    await expect(comment(discussion)).not.toContainText(INSULT);
  });

  await test.step('the Audit tab lists the hiding and the suspension', async () => {
    await signIn(journey, SEED.admin.email);
    await openAdminTab(journey, 'Audit');
    const entries = page.getByRole('list', { name: 'Audit entries' });
    const hidden = entries.getByRole('listitem', { name: /^Hid a comment: / });
    const suspended = entries.getByRole('listitem', { name: `Suspended a member: ${author.name}` });
    await expect(hidden).toHaveCount(1);
    await expect(hidden).toContainText(SEED.admin.name);
    await expect(hidden).toContainText(`Comment on: ${title}`);
    await expect(hidden).toContainText(HIDE_REASON);
    await expect(suspended).toHaveCount(1);
    await expect(suspended).toContainText(SEED.admin.name);
    await expect(suspended).toContainText(SUSPEND_REASON);
    // Hiding the comment is the decision on its report: no other entry was written for it.
    await expect(entries.locator(':scope > li')).toHaveCount(2);
    await journey.checkpoint('audit log');
  });

  await journey.expectAccessible();
});
