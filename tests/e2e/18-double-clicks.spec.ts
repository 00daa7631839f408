// Journey 18: every button that writes is safe to click twice. A fresh member double-clicks 'Submit Rating' on one of
// Alice's ideas and clicks it twice at once on another; Alice, in her own window, double-clicks 'Mark all as read'
// (the two notifications those ratings gave her among her unread ones), then drafts landing pages with a double
// click and with two clicks at once; last, the member double-clicks the confirmation of 'Delete my account'. Each
// action writes once (counted in the database and in the requests the page sent), no refusal of a repeat comes back,
// and the member ends signed out on the home page with the deletion's toast.
import type { Locator, Page } from '@playwright/test';
import { createMember, SEED, seedIdea, signIn, toast } from './support/app.ts';
import { countRows } from './support/database.ts';
import { e2eEnv } from './support/env.ts';
import { expect, test, type Journey } from './support/fixtures.ts';

const API_PATH = '/functions/v1/api';

/**
 * Two clicks in one go, the second before the page can render anything the first changed: what a disabled button
 * cannot stop (React disables it only after a render), and what only the mutation's own guard can.
 */
async function clickTwiceAtOnce(button: Locator): Promise<void> {
  // Waits, as a click does, until the button would take the click itself (a closing menu no longer covers it).
  await button.click({ trial: true });
  await button.evaluate((element: { click: () => void }) => {
    element.click();
    element.click();
  });
}

/**
 * What the page sent and was refused: every write to the API ('POST /ratings'), and every answer the API client
 * logged as a failure (a refused repeat would be one: 409 already rated, 404 profile not found).
 */
function watchApi(page: Page) {
  const writes: string[] = [];
  const refusals: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const method = request.method();
    if (pathname.startsWith(API_PATH) && method !== 'GET' && method !== 'OPTIONS') {
      writes.push(`${method} ${pathname.slice(API_PATH.length)}`);
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('API ')) refusals.push(message.text());
  });
  return { writesOf: (write: string) => writes.filter((sent) => sent === write).length, refusals };
}

const count = (sql: string, ...params: unknown[]) => countRows(e2eEnv('superuserDbUrl'), sql, params);

async function rateOnce(journey: Journey, ideaNumber: number, click: (button: Locator) => Promise<void>) {
  const { page } = journey;
  await page.goto(`/idea/${seedIdea(ideaNumber)}`);
  const submit = page.getByRole('button', { name: 'Submit Rating' });
  await click(submit);
  await journey.expectToast('Rating submitted successfully!');
  await expect(page.getByText('You have already rated this idea.')).toBeVisible();
  await expect(toast(journey, 'Failed to submit rating')).toHaveCount(0);
}

async function generateOnce(journey: Journey, idea: string, click: (button: Locator) => Promise<void>) {
  const { page } = journey;
  await page.goto('/landing-generator');
  await page.getByRole('combobox', { name: 'Your idea' }).click();
  await page.getByRole('option', { name: idea }).click();
  await click(page.getByRole('button', { name: 'Generate landing page' }));
  await expect(page).toHaveURL(/\/landing-generator\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Edit your page' })).toBeVisible();
}

test('each double-clicked or twice-clicked write happens once, and a repeat never shows as a failure', async ({
  page,
  journey,
}) => {
  const member = await createMember('double-click', 'Dee Doubleclick');
  const memberApi = watchApi(page);
  const ratingsOf = (idea: number) =>
    count(
      'select count(*) from public.ratings where idea_id = $1 and user_id = $2',
      seedIdea(idea),
      member.id,
    );

  await test.step('a member rates one idea with a double click and another with two clicks at once', async () => {
    await page.goto('/');
    await signIn(journey, member.email);
    await rateOnce(journey, 1, (button) => button.dblclick());
    await journey.checkpoint('idea page, rated once after a double click');
    await rateOnce(journey, 3, clickTwiceAtOnce);
    expect(await ratingsOf(1)).toBe(1);
    expect(await ratingsOf(3)).toBe(1);
    expect(memberApi.writesOf('POST /ratings')).toBe(2);
  });

  const alice = await journey.newWindow();
  const aliceApi = watchApi(alice.page);
  const unreadOfAlice = () =>
    count(
      'select count(*) from public.notifications where recipient_id = $1 and read_at is null',
      SEED.alice.id,
    );
  const pagesOfAlice = () =>
    count('select count(*) from public.landing_pages where owner_id = $1', SEED.alice.id);

  await test.step("alice marks the ratings' notifications read with a double click", async () => {
    await alice.page.goto('/');
    await signIn(alice, SEED.alice.email);
    // The seed's ratings left her some already; the member's two add to them.
    expect(await unreadOfAlice()).toBeGreaterThanOrEqual(2);
    await alice.page.getByRole('button', { name: /^\d+ unread notifications?$/ }).click();
    const notifications = alice.page.getByRole('dialog', { name: 'Notifications' });
    await notifications.getByRole('button', { name: 'Mark all as read' }).dblclick();
    await expect(notifications.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expect.poll(unreadOfAlice).toBe(0);
    expect(aliceApi.writesOf('POST /notifications/read')).toBe(1);
    // The open list hides the rest of the page from assistive technology, the bell included.
    await expect(
      alice.page.getByRole('button', { name: 'No unread notifications', includeHidden: true }),
    ).toBeVisible();
  });

  await test.step('she drafts one landing page with a double click and one with two clicks at once', async () => {
    await generateOnce(alice, 'AI Tutor for Rural Schools', (button) => button.dblclick());
    await alice.checkpoint('landing editor after a double-clicked Generate');
    expect(await pagesOfAlice()).toBe(1);
    await generateOnce(alice, 'Remote Physio Coach', clickTwiceAtOnce);
    expect(await pagesOfAlice()).toBe(2);
    expect(aliceApi.writesOf('POST /landing-pages')).toBe(2);
    await alice.page.goto('/landing-generator');
    await expect(alice.page.getByRole('link', { name: /^Edit / })).toHaveCount(2);
    expect(aliceApi.refusals).toEqual([]);
  });

  await test.step('last, the member deletes the account with a double click and is signed out at home', async () => {
    await page.goto('/profile/edit');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('textbox', { name: 'Your e-mail address' }).fill(member.email);
    await dialog.getByRole('button', { name: 'Delete my account' }).dblclick();
    await journey.expectToast('Your account has been deleted.');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeHidden();
    expect(await count('select count(*) from auth.users where id = $1', member.id)).toBe(0);
    expect(memberApi.writesOf('DELETE /me')).toBe(1);
    expect(memberApi.refusals).toEqual([]);
    // Nothing of the session is left to come back with the page.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ideaboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeHidden();
  });

  await journey.expectAccessible();
});
