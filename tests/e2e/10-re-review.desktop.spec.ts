// Journey 10: the author of an approved idea changes its title, its website and its pitch deck; the public page keeps
// the approved title, no website and the old deck while the edit waits; the administrator sees each change before
// and after (the deck by its file name, the new one to open) on a card marked 'Edited after approval' and approves
// it; the public page then shows the new title, website and deck, and the author is told in the app (the bell) and
// by mail (the dev mailbox, over SMTP from the outbox). The administrator also adds a roadmap item and moves it.
import type { Page } from '@playwright/test';
import {
  approveAsAdmin,
  createMember,
  latestMail,
  openUserMenu,
  PITCH_DECK,
  SEED,
  signIn,
  signOut,
  submitIdeaAs,
  type DeckFile,
} from './support/app.ts';
import { expect, test } from './support/fixtures.ts';

const IDEA = {
  title: 'Repair Cafe Booking for Towns',
  description:
    'Volunteers in small towns publish repair cafe sessions and neighbours book a slot for a broken appliance.',
  category: 'other',
  targetMarket: 'Town councils and volunteer groups',
  businessModel: 'Yearly licence per town council',
};
const NEW_TITLE = 'Repair Cafe Booking for Every Town';
const NEW_WEBSITE = 'https://repair-cafe.example';
const NEW_DECK: DeckFile = {
  name: 'repair-cafe-v2.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([PITCH_DECK.buffer, Buffer.from('% second version\n')]),
};

/** The bytes behind a link that opens a file (a signed Storage URL). */
async function opened(page: Page, href: string | null): Promise<Buffer> {
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  return response.body();
}
const ITEM = 'Comments on ideas';

test("an author's new title, website and deck wait for review while the public sees the approved ones; the administrator approves them", async ({
  page,
  journey,
}) => {
  const author = await createMember('re-review', 'Reba Reviewed');
  const id = await submitIdeaAs(author.email, IDEA, PITCH_DECK);
  await approveAsAdmin(id);

  await test.step('the author edits the approved title and is told it will be reviewed', async () => {
    await page.goto('/');
    await signIn(journey, author.email);
    await page.goto(`/idea/${id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Idea' });
    await expect(dialog.getByText(/^Your changes will be reviewed before they are public/)).toBeVisible();
    await dialog.getByRole('textbox', { name: /Idea Title/ }).fill(NEW_TITLE);
    await dialog.getByRole('textbox', { name: /Website URL/ }).fill(NEW_WEBSITE);
    await dialog.getByLabel('New pitch deck file').setInputFiles(NEW_DECK);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await journey.expectToast('Your changes will be published after review');
    await expect(page.getByRole('heading', { level: 1, name: IDEA.title })).toBeVisible();
    await expect(page.getByText(/Your edit is waiting for review/)).toBeVisible();
    await signOut(journey);
  });

  await test.step('the public page keeps the approved title, no website and the old deck', async () => {
    await page.goto(`/idea/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: IDEA.title })).toBeVisible();
    await expect(page.getByText(/Your edit is waiting for review/)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Website' })).toBeHidden();
    const deck = page.getByRole('link', { name: 'View Pitch Deck' });
    expect(await opened(page, await deck.getAttribute('href'))).toEqual(PITCH_DECK.buffer);
  });

  await test.step('the administrator sees the change and approves it', async () => {
    await signIn(journey, SEED.admin.email);
    const menu = await openUserMenu(journey);
    await menu.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await page.getByRole('tab', { name: 'Ideas Management' }).click();
    const card = page.getByRole('article', { name: IDEA.title });
    await expect(card.getByText('Edited after approval')).toBeVisible();
    const changes = card.getByRole('list', { name: 'What changed' }).getByRole('listitem');
    await expect(changes).toHaveCount(3);
    await expect(changes.nth(0)).toContainText(`Before: ${IDEA.title}`);
    await expect(changes.nth(0)).toContainText(`After: ${NEW_TITLE}`);
    await expect(changes.nth(1)).toContainText(`WebsiteBefore: NoneAfter: ${NEW_WEBSITE}`);
    await expect(changes.nth(2)).toContainText(`Pitch DeckBefore: ${PITCH_DECK.name}After: ${NEW_DECK.name}`);
    const newDeck = changes.nth(2).getByRole('link', { name: 'Open new pitch deck' });
    expect(await opened(page, await newDeck.getAttribute('href'))).toEqual(NEW_DECK.buffer);
    await journey.checkpoint('edited idea in the review queue');
    await card.getByRole('button', { name: 'Approve edit' }).click();
    await journey.expectToast('Edit approved: the idea now shows it.');
    await expect(card).toBeHidden();
    await signOut(journey);
  });

  await test.step('the public sees the new title, website and deck', async () => {
    await page.goto(`/idea/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Website' })).toHaveAttribute('href', NEW_WEBSITE);
    const deck = page.getByRole('link', { name: 'View Pitch Deck' });
    expect(await opened(page, await deck.getAttribute('href'))).toEqual(NEW_DECK.buffer);
  });

  await test.step('the author is told in the app and by mail', async () => {
    await signIn(journey, author.email);
    // The idea's approval and the edit's: two unread items.
    await page.getByRole('button', { name: '2 unread notifications' }).click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    await expect(
      list.getByRole('link', { name: `Unread: Your edit of "${NEW_TITLE}" was approved` }),
    ).toBeVisible();
    await journey.checkpoint('notifications after the edit was approved');
    await list.getByRole('link', { name: `Unread: Your edit of "${NEW_TITLE}" was approved` }).click();
    await expect(page.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();
    await expect(page.getByRole('button', { name: '1 unread notification' })).toBeVisible();
    await expect
      .poll(async () => (await latestMail(author.email)).subject, {
        message: 'the mail of the approved edit',
      })
      .toBe(`Your edit of "${NEW_TITLE}" is live`);
    await signOut(journey);
  });
});

test('an administrator adds a roadmap item and moves it up; the public roadmap shows it', async ({
  page,
  journey,
}) => {
  await page.goto('/');
  await signIn(journey, SEED.admin.email);
  const menu = await openUserMenu(journey);
  await menu.getByRole('menuitem', { name: 'Admin Dashboard' }).click();

  await test.step('the administrator adds a roadmap item and moves it up', async () => {
    await page.getByRole('tab', { name: 'Roadmap' }).click();
    await page.getByRole('button', { name: 'Add item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add roadmap item' });
    await dialog.getByRole('textbox', { name: 'Label' }).fill(ITEM);
    await dialog.getByRole('textbox', { name: 'Quarter' }).fill('Q3 2026');
    await dialog.getByRole('textbox', { name: 'Theme' }).fill('AI Assist');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await journey.expectToast('Roadmap item added.');
    const quarter = page.getByRole('region', { name: 'Q3 2026' });
    await expect(quarter.getByRole('listitem').last()).toContainText(ITEM);
    await page.getByRole('button', { name: `Move ${ITEM} up` }).click();
    await journey.expectToast('Roadmap item moved.');
    await expect(quarter.getByRole('listitem').nth(-2)).toContainText(ITEM);
    await journey.checkpoint('roadmap tab after the move');
    await signOut(journey);
  });

  await page.goto('/roadmap');
  await expect(page.getByText(ITEM)).toBeVisible();
});
