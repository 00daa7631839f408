// Journey 4: the administrator rejects an idea with a reason (a cancelled prompt rejects nothing); its author
// reads the reason, edits the idea within the form's bounds, which sends it back for review; the administrator
// approves it and it is published. Another pending idea is deleted by the administrator after its confirmation
// (a cancelled one deletes nothing), a third by its author from its own page.
import type { Page } from '@playwright/test';
import {
  createMember,
  field,
  nav,
  openUserMenu,
  SEED,
  signIn,
  signOut,
  submitIdeaAs,
} from './support/app.ts';
import { expect, test, type Journey } from './support/fixtures.ts';

const REJECTED = {
  title: 'Shared Cargo Bikes for Shops',
  description:
    'Neighbourhood shops share a fleet of electric cargo bikes for local deliveries, booked by the hour from an app.',
  category: 'other',
  targetMarket: 'Independent shops in city centres',
  businessModel: 'Monthly membership per shop plus an hourly rate',
  fundingNeeded: 120000,
  tags: ['logistics', 'cycling'],
};
const DELETED = {
  title: 'Duplicate Idea Sent Twice',
  description:
    'This idea was sent twice by mistake and the administrator removes the copy from the review queue.',
  category: 'technology',
  targetMarket: 'Nobody in particular',
  businessModel: 'None, it is a duplicate',
};
const WITHDRAWN = {
  title: 'Idea Its Author Withdraws',
  description:
    'Its author thinks better of this idea while it waits for review and deletes it from its own page.',
  category: 'education',
  targetMarket: 'Nobody any more',
  businessModel: 'None, it is withdrawn',
};
const REASON = 'Please add who pays for the bikes and how shops share the insurance.';
const REVISED_TITLE = 'Shared Cargo Bikes for Local Shops';

async function openIdeasManagement(journey: Journey) {
  const { page } = journey;
  const menu = await openUserMenu(journey);
  await menu.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('tab', { name: 'Ideas Management' }).click();
  await expect(page.getByRole('heading', { name: /^Pending Ideas \(\d+\)$/ })).toBeVisible();
}

const pendingCount = (page: Page, count: number) =>
  expect(page.getByRole('heading', { name: `Pending Ideas (${count})` })).toBeVisible();

test('an idea is rejected with a reason, revised by its author, approved; another is deleted after confirming', async ({
  page,
  journey,
}) => {
  const author = await createMember('reviser', 'Rita Reviser');
  await submitIdeaAs(author.email, REJECTED);
  await submitIdeaAs(author.email, DELETED);
  const withdrawnId = await submitIdeaAs(author.email, WITHDRAWN);

  await test.step('the administrator rejects an idea with a reason', async () => {
    await page.goto('/');
    await signIn(journey, SEED.admin.email);
    await openIdeasManagement(journey);
    await pendingCount(page, 6);
    const card = page.getByRole('article', { name: REJECTED.title });

    // A cancelled prompt rejects nothing.
    await card.getByRole('button', { name: 'Reject' }).click();
    let prompt = page.getByRole('dialog', { name: `Reject “${REJECTED.title}”` });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('textbox', { name: 'Reason for rejection (optional):' }).fill('not this one');
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toBeHidden();
    await expect(card).toBeVisible();
    await pendingCount(page, 6);

    await card.getByRole('button', { name: 'Reject' }).click();
    prompt = page.getByRole('dialog', { name: `Reject “${REJECTED.title}”` });
    // Each opening starts empty.
    const reason = prompt.getByRole('textbox', { name: 'Reason for rejection (optional):' });
    await expect(reason).toHaveValue('');
    await reason.fill(REASON);
    await expect(prompt.getByText(`${REASON.length} / 1,000 characters`)).toBeVisible();
    await journey.checkpoint('rejection prompt');
    await prompt.getByRole('button', { name: 'Reject' }).click();
    await journey.expectToast('Idea rejected successfully!');
    await expect(card).toBeHidden();
    await pendingCount(page, 5);
  });

  await test.step('another pending idea is deleted after its confirmation', async () => {
    const card = page.getByRole('article', { name: DELETED.title });
    await card.getByRole('button', { name: 'Delete' }).click();
    let confirm = page.getByRole('dialog', { name: 'Delete Idea' });
    await expect(confirm).toContainText(
      'Are you sure you want to delete this idea? It goes to the trash, where an administrator can restore it within 30 days.',
    );
    await journey.checkpoint('delete confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Delete' }).click();
    confirm = page.getByRole('dialog', { name: 'Delete Idea' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await journey.expectToast(
      'Idea moved to the trash. You can restore it from the Trash tab within 30 days.',
    );
    await expect(card).toBeHidden();
    await pendingCount(page, 4);
    await journey.checkpoint('review queue after reject and delete');
    await signOut(journey);
  });

  await test.step('the author deletes a pending idea of theirs from its page, after confirming', async () => {
    await signIn(journey, author.email);
    await page.goto(`/idea/${withdrawnId}`);
    await expect(page.getByRole('heading', { level: 1, name: WITHDRAWN.title })).toBeVisible();
    await expect(page.getByText('Pending Review')).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    let confirm = page.getByRole('dialog', { name: 'Delete Idea' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Delete' }).click();
    confirm = page.getByRole('dialog', { name: 'Delete Idea' });
    await expect(confirm).toContainText('an administrator can restore it within 30 days.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await journey.expectToast('Deleted. An administrator can restore it within 30 days.');
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/idea/${withdrawnId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Idea Not Found' })).toBeVisible();
    await expect(page.getByText('The idea you are looking for does not exist.')).toBeVisible();
    await journey.checkpoint('deleted idea not found');
  });

  await test.step('the author reads the reason on the rejected idea', async () => {
    const menu = await openUserMenu(journey);
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByRole('tab', { name: 'Ideas (1)' })).toBeVisible();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText(REJECTED.title);
    await expect(panel).toContainText('Rejected');
    await expect(panel).not.toContainText(DELETED.title);
    await expect(panel).not.toContainText(WITHDRAWN.title);
    await journey.checkpoint('own profile with the rejected idea');
    await panel.getByRole('link', { name: new RegExp(REJECTED.title) }).click();
    await expect(page.getByRole('heading', { level: 1, name: REJECTED.title })).toBeVisible();
    await expect(page.getByText(`This idea was rejected: ${REASON}`)).toBeVisible();
    await journey.checkpoint('rejected idea with its reason');
  });

  await test.step('the owner edit holds the bounds', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Idea' });
    await expect(field(journey, 'Idea Title')).toHaveValue(REJECTED.title);
    // Too short
    await field(journey, 'Idea Title').fill('Bike');
    await field(journey, 'Description').fill('Too short to explain anything.');
    await field(journey, 'Target Market').fill('Shops');
    await field(journey, 'Business Model').fill('Fees');
    await field(journey, 'Funding Needed ($)').fill('-1000');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Title must be at least 5 characters')).toBeVisible();
    await expect(dialog.getByText('Description must be at least 50 characters')).toBeVisible();
    await expect(dialog.getByText('Target market must be at least 10 characters')).toBeVisible();
    await expect(dialog.getByText('Business model must be at least 10 characters')).toBeVisible();
    await expect(dialog.getByText('Funding needed cannot be negative')).toBeVisible();
    await journey.checkpoint('owner edit with errors');
    // Too long: the fields stop at their maximum.
    const limits: [string, number][] = [
      ['Idea Title', 100],
      ['Description', 2000],
      ['Target Market', 500],
      ['Business Model', 500],
      ['Competitors', 1000],
      ['Timeline', 200],
    ];
    for (const [label, max] of limits) {
      await expect(field(journey, label)).toHaveAttribute('maxlength', String(max));
    }
    await field(journey, 'Idea Title').fill('x'.repeat(101));
    await expect(field(journey, 'Idea Title')).toHaveValue('x'.repeat(100));
    await expect(field(journey, 'Funding Needed ($)')).toHaveAttribute('step', '1000');
    // Tags: a duplicate is refused, a new one added, one removed.
    await field(journey, 'Add a tag').fill('Cycling');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText("'Cycling' is already a tag")).toBeVisible();
    await field(journey, 'Add a tag').fill('last-mile');
    await field(journey, 'Add a tag').press('Enter');
    const tags = dialog.getByRole('list', { name: 'Tags' });
    await expect(tags.getByRole('listitem')).toHaveCount(3);
    await tags.getByRole('button', { name: /^logistics/ }).press('Delete');
    await expect(tags.getByRole('listitem')).toHaveCount(2);

    // Within the bounds
    await field(journey, 'Idea Title').fill(REVISED_TITLE);
    await field(journey, 'Description').fill(
      `${REJECTED.description} Shops pay a membership that covers the bikes and a shared insurance policy.`,
    );
    await field(journey, 'Target Market').fill(REJECTED.targetMarket);
    await field(journey, 'Business Model').fill('Membership per shop covering bikes and insurance');
    await field(journey, 'Funding Needed ($)').fill('150000');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    // Sent back for review.
    await journey.expectToast('Your changes will be published after review');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: REVISED_TITLE })).toBeVisible();
    await expect(page.getByText('Pending Review')).toBeVisible();
    await expect(page.getByText(/This idea was rejected/)).toBeHidden();
    await journey.checkpoint('revised idea, pending again');
    await signOut(journey);
  });

  await test.step('the administrator approves the revised idea, which is published', async () => {
    await signIn(journey, SEED.admin.email);
    await openIdeasManagement(journey);
    await pendingCount(page, 4);
    const card = page.getByRole('article', { name: REVISED_TITLE });
    await expect(card).toContainText('Funding Needed: $150,000');
    await card.getByRole('button', { name: 'Approve' }).click();
    await journey.expectToast('Idea approved successfully!');
    await pendingCount(page, 3);

    await nav(journey, 'Leaderboard');
    await page.getByRole('main').getByRole('searchbox', { name: 'Search ideas' }).fill('cargo bikes');
    const list = page.getByRole('list', { name: 'Ranked ideas' });
    await expect(list.locator(':scope > li')).toHaveCount(1);
    await expect(list.getByRole('heading', { name: REVISED_TITLE })).toBeVisible();
    await expect(list).toContainText('last-mile');
    await journey.checkpoint('leaderboard with the revised idea');
  });

  await journey.expectAccessible();
});
