// Journey 19: the administrator's review, at the pace of someone with a queue to clear. The Overview and the Ideas
// Management tab count the edits waiting beside the pending ideas; a queue card shows every field judged and opens
// the deck; the reject dialog names the idea, counts down to the 1,000-character bound (and takes no more), and
// fills a reason from a template; Approve clicked twice approves once with no failure beside the success; and a
// roadmap item saved with a double click is added once.
import type { Page } from '@playwright/test';
import { withClient } from '../../stack/index.ts';
import {
  approveAsAdmin,
  createMember,
  editIdeaAs,
  openUserMenu,
  PITCH_DECK,
  SEED,
  signIn,
  submitIdeaAs,
} from './support/app.ts';
import { e2eEnv } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';

const WITH_DECK = {
  title: 'Tool Library for Flats',
  description:
    'Residents of a block of flats borrow drills, ladders and steamers from a shared locker by phone.',
  category: 'other',
  targetMarket: 'Housing associations with large blocks of flats',
  businessModel: 'Yearly fee per block, paid by the housing association',
  fundingNeeded: 30000,
  tags: ['sharing', 'housing'],
};
const TO_REJECT = {
  title: 'Send Me Your Bank Details',
  description:
    'Buy cheap watches now, best prices online, click the link in my profile for a special discount.',
  category: 'other',
  targetMarket: 'Everyone who reads this',
  businessModel: 'Selling watches',
};
const EDITED = {
  title: 'Meal Plans for Night Shifts',
  description:
    'Nurses and drivers on night shifts get meal plans and prepared meals timed to their working hours.',
  category: 'healthcare',
  targetMarket: 'Hospitals with night-shift staff',
  businessModel: 'Subscription per employee, paid by the employer',
  tags: ['food', 'shift-work'],
};
const NEW_MODEL = 'Subscription per meal plan, paid by each worker';
const ITEM = { label: 'Saved once however often clicked', quarter: 'Q4 2027', theme: 'Reliability' };

/** The seed comes with three pending ideas and no edit waiting. */
const SEED_PENDING = 3;

const rowCount = (query: string, params: unknown[]) =>
  withClient(e2eEnv('superuserDbUrl'), async (client) => {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n ${query}`, params);
    return rows[0]!.n;
  });

/** Counts the approval requests the page sends for the idea. */
function approvalsSent(page: Page, ideaId: string) {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith(`/admin/ideas/${ideaId}/approve`)) sent += 1;
  });
  return () => sent;
}

test('the administrator reviews from full cards, rejects with a counted reason, approves once on a double click, and adds one roadmap item', async ({
  page,
  journey,
}) => {
  const author = await createMember('reviewed', 'Rae Reviewed');
  const deckId = await submitIdeaAs(author.email, WITH_DECK, PITCH_DECK);
  await submitIdeaAs(author.email, TO_REJECT);
  const editedId = await submitIdeaAs(author.email, EDITED);
  await approveAsAdmin(editedId);
  await editIdeaAs(author.email, editedId, { ...EDITED, businessModel: NEW_MODEL });

  await test.step('the Overview and the tab count the pending ideas and the edit waiting', async () => {
    await page.goto('/');
    await signIn(journey, SEED.admin.email);
    const menu = await openUserMenu(journey);
    await menu.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await expect(page.getByRole('group', { name: 'Pending Ideas' })).toContainText(String(SEED_PENDING + 2));
    await expect(page.getByRole('group', { name: 'Edits waiting' })).toContainText('1');
    const tab = page.getByRole('tab', { name: `Ideas Management, ${SEED_PENDING + 3} waiting` });
    await expect(tab).toBeVisible();
    await journey.checkpoint('overview with edits waiting');
    await tab.click();
    await expect(page.getByRole('heading', { name: `Pending Ideas (${SEED_PENDING + 2})` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edits waiting (1)' })).toBeVisible();
  });

  await test.step('a queue card shows every field judged and opens the deck', async () => {
    const card = page.getByRole('article', { name: WITH_DECK.title });
    for (const text of [
      'Other',
      WITH_DECK.description,
      WITH_DECK.targetMarket,
      WITH_DECK.businessModel,
      ...WITH_DECK.tags,
      author.name,
      'Funding Needed: $30,000',
    ]) {
      await expect(card).toContainText(text);
    }
    await expect(card.getByText(/^Submitted [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
    const deck = card.getByRole('link', { name: 'Open pitch deck' });
    await expect(deck).toHaveAttribute('target', '_blank');
    const opened = await page.request.get((await deck.getAttribute('href'))!);
    expect(opened.status()).toBe(200);
    expect((await opened.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const edit = page.getByRole('article', { name: EDITED.title });
    await expect(edit.getByText('Edited after approval')).toBeVisible();
    const changes = edit.getByRole('list', { name: 'What changed' }).getByRole('listitem');
    await expect(changes).toHaveCount(1);
    await expect(changes.first()).toContainText(`After: ${NEW_MODEL}`);
    for (const text of [EDITED.description, EDITED.targetMarket, ...EDITED.tags]) {
      await expect(edit).toContainText(text);
    }
    await journey.checkpoint('review queue with full cards');
  });

  await test.step('the reject dialog names the idea, counts to the bound and fills a template', async () => {
    const card = page.getByRole('article', { name: TO_REJECT.title });
    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject “${TO_REJECT.title}”` });
    const reason = dialog.getByRole('textbox', { name: 'Reason for rejection (optional):' });
    await expect(dialog.getByText('0 / 1,000 characters')).toBeVisible();
    // The field takes no more than the API's bound, and says so.
    await reason.fill('x'.repeat(1100));
    await expect(reason).toHaveValue('x'.repeat(1000));
    await expect(dialog.getByText('Limit reached: 1,000 characters')).toBeVisible();
    await dialog.getByRole('button', { name: 'Spam' }).click();
    await expect(reason).toHaveValue(/looks like spam/);
    const text = await reason.inputValue();
    await expect(dialog.getByText(`${text.length} / 1,000 characters`)).toBeVisible();
    await journey.checkpoint('reject dialog with a template');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await journey.expectToast('Idea rejected successfully!');
    await expect(card).toBeHidden();
    expect(
      await rowCount('from public.ideas where title = $1 and status = $2 and rejection_reason = $3', [
        TO_REJECT.title,
        'rejected',
        text,
      ]),
    ).toBe(1);
  });

  await test.step('Approve clicked twice approves once, with no failure beside the success', async () => {
    const sent = approvalsSent(page, deckId);
    const card = page.getByRole('article', { name: WITH_DECK.title });
    await card.getByRole('button', { name: 'Approve' }).dblclick();
    await journey.expectToast('Idea approved successfully!');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to approve idea' })).toHaveCount(0);
    await expect(card).toBeHidden();
    await expect(page.getByRole('heading', { name: `Pending Ideas (${SEED_PENDING})` })).toBeVisible();
    expect(sent()).toBe(1);
    expect(
      await rowCount('from public.notifications where idea_id = $1 and kind = $2', [deckId, 'idea_approved']),
    ).toBe(1);
  });

  await test.step('a roadmap item saved with a double click is added once', async () => {
    await page.getByRole('tab', { name: 'Roadmap' }).click();
    await page.getByRole('button', { name: 'Add item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add roadmap item' });
    await dialog.getByRole('textbox', { name: 'Label' }).fill(ITEM.label);
    await dialog.getByRole('textbox', { name: 'Quarter' }).fill(ITEM.quarter);
    await dialog.getByRole('textbox', { name: 'Theme' }).fill(ITEM.theme);
    await dialog.getByRole('button', { name: 'Save' }).dblclick();
    await journey.expectToast('Roadmap item added.');
    await expect(dialog).toBeHidden();
    const quarter = page.getByRole('region', { name: ITEM.quarter });
    await expect(quarter.getByRole('listitem').filter({ hasText: ITEM.label })).toHaveCount(1);
    expect(await rowCount('from public.roadmap_items where label = $1', [ITEM.label])).toBe(1);
    await journey.checkpoint('roadmap with the item added once');
  });
});
