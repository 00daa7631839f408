// Journey 22: feedback where the eye is. A wrong password is said at the form, not in a toast; toasts never cover
// the header; /welcome opened by hand confirms nothing; words longer than their box (in a notification, a rejection
// reason, a comment) wrap instead of pushing it sideways; a phone's photo over 2 MB becomes the avatar, and the
// 'Avatar URL' label moves clear of the URL the upload put there.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { ANON_KEY } from '../../stack/index.ts';
import {
  accessTokenOf,
  field as formField,
  nav,
  PASSWORD,
  SEED,
  seedIdea,
  submitIdeaAs,
} from './support/app.ts';
import { e2eEnv } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';

/** One word, far wider than a phone and than any popover or card. */
const longWord = (start: string) => `${start}${'x'.repeat(240)}end`;

/** An element as the checks below read it in the page (tsconfig.node.json has no DOM types). */
interface Box {
  scrollWidth: number;
  clientWidth: number;
  querySelectorAll(selector: string): Iterable<Box>;
}

/** How far the element, or anything inside it, is wider than its own box: 0 when nothing overflows sideways. */
function sidewaysOverflow(locator: Locator): Promise<number> {
  return locator.evaluate((root: Box) =>
    Math.max(...[root, ...root.querySelectorAll('*')].map((box) => box.scrollWidth - box.clientWidth)),
  );
}

/** A call of the REST API as a seeded account. */
async function callApi(email: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${e2eEnv('apiUrl')}/functions/v1/api${path}`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${await accessTokenOf(email)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
}

/** A PNG of random pixels, which no compression shrinks: about 3 bytes a pixel. */
function noisePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const frame = Buffer.alloc(8 + data.length + 4);
    frame.writeUInt32BE(data.length, 0);
    typed.copy(frame, 4);
    frame.writeUInt32BE(crc32(typed), 8 + data.length);
    return frame;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rowLength = 1 + width * 3;
  const pixels = randomBytes(rowLength * height);
  for (let row = 0; row < height; row += 1) pixels[row * rowLength] = 0; // each row unfiltered
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Placement {
  text: string;
  top: number;
  bottom: number;
  headerTop: number;
  headerBottom: number;
}

/** The in-page view of what recordToasts reads. */
interface ToastPage {
  document: {
    querySelector(selector: string): { getBoundingClientRect(): { top: number; bottom: number } } | null;
    querySelectorAll(
      selector: string,
    ): Iterable<{ textContent: string | null; getBoundingClientRect(): { top: number; bottom: number } }>;
    body: unknown;
  };
  MutationObserver: new (callback: () => void) => {
    observe(target: unknown, options: { childList: boolean; subtree: boolean; attributes: boolean }): void;
  };
  toastPlacements?: Placement[];
}

/**
 * Records in the page where every toast is, each time anything on the page changes, against the header: a toast
 * of 2 s can come and go between two reads from here on a busy machine.
 */
async function recordToasts(page: Page): Promise<() => Promise<Placement[]>> {
  await page.evaluate(() => {
    const browser = globalThis as unknown as ToastPage;
    const placements: Placement[] = [];
    browser.toastPlacements = placements;
    new browser.MutationObserver(() => {
      const header = browser.document.querySelector('header')?.getBoundingClientRect();
      if (!header) return;
      for (const toast of browser.document.querySelectorAll('.notistack-SnackbarContainer [role="alert"]')) {
        const { top, bottom } = toast.getBoundingClientRect();
        const text = toast.textContent ?? '';
        placements.push({ text, top, bottom, headerTop: header.top, headerBottom: header.bottom });
      }
    }).observe(browser.document.body, { childList: true, subtree: true, attributes: true });
  });
  return () => page.evaluate(() => (globalThis as unknown as ToastPage).toastPlacements ?? []);
}

test('errors show where the eye is, toasts clear the header, long words wrap, a large photo becomes the avatar', async ({
  page,
  journey,
}) => {
  const field = (label: string) => formField(journey, label);
  const reason = longWord('Because');
  const comment = longWord('Indeed');
  const ideaId = await submitIdeaAs(SEED.bob.email, {
    title: 'Wrapping words for tiny screens',
    description: `An idea whose text holds one very long word: ${longWord('Description')}`,
    category: 'technology',
    targetMarket: 'People who paste links',
    businessModel: 'Subscriptions',
  });
  await callApi(SEED.admin.email, `/admin/ideas/${ideaId}/reject`, { reason });
  await callApi(SEED.bob.email, `/ideas/${seedIdea(1)}/comments`, { body: comment });

  await test.step('/welcome opened by hand confirms nothing', async () => {
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { name: 'Welcome to Ideaboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await expect(page.getByText('confirmed')).toHaveCount(0);
    await journey.checkpoint('welcome opened by hand');
  });

  await test.step('a wrong password is said at the form, announced, with no toast', async () => {
    await nav(journey, 'Login');
    await field('Email address').fill(SEED.bob.email);
    await field('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const form = page.locator('form');
    await expect(form.getByRole('alert')).toHaveText(
      'Wrong e-mail address or password. Please check both and try again.',
    );
    await expect(field('Password')).toBeFocused();
    await expect(field('Password')).toHaveValue('');
    await expect(field('Email address')).toHaveValue(SEED.bob.email);
    await expect(page.locator('.notistack-SnackbarContainer')).toHaveCount(0);
    await journey.checkpoint('sign-in, wrong password');
  });

  await test.step('the toast of a sign-in covers no part of the header', async () => {
    const placements = await recordToasts(page);
    await field('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await journey.expectToast('Welcome back!');
    await expect(page).toHaveURL(/\/$/);
    const seen = (await placements()).filter((placement) => placement.text.includes('Welcome back!'));
    expect(seen.length, 'the toast was seen on the page').toBeGreaterThan(0);
    for (const placement of seen) {
      expect(
        placement.top >= placement.headerBottom || placement.bottom <= placement.headerTop,
        `toast ${placement.top}-${placement.bottom} px against the header ${placement.headerTop}-${placement.headerBottom} px`,
      ).toBe(true);
    }
  });

  await test.step('/welcome opened by hand when signed in says who is signed in', async () => {
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { name: 'Welcome to Ideaboard' })).toBeVisible();
    await expect(page.getByText(`You are signed in as ${SEED.bob.email}.`)).toBeVisible();
    await expect(page.getByText('confirmed')).toHaveCount(0);
  });

  await test.step('a long word wraps in the notification list', async () => {
    await page.getByRole('button', { name: /unread notification/ }).click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    await expect(popover.getByText(reason, { exact: false })).toBeVisible();
    expect(await sidewaysOverflow(popover)).toBeLessThanOrEqual(0);
    const box = await popover.boundingBox();
    expect(box, 'the popover is on the page').not.toBeNull();
    expect(box!.x + box!.width, 'the popover ends inside the window').toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await journey.checkpoint('notifications, a long reason');
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  });

  await test.step('a long word wraps in the rejection banner and the idea', async () => {
    await page.goto(`/idea/${ideaId}`);
    const banner = page.getByRole('alert').filter({ hasText: 'This idea was rejected' });
    await expect(banner).toContainText(reason);
    expect(await sidewaysOverflow(banner)).toBeLessThanOrEqual(0);
    expect(await sidewaysOverflow(page.getByRole('main'))).toBeLessThanOrEqual(0);
    await journey.checkpoint('rejected idea, a long reason');
  });

  await test.step('a long word wraps in a comment', async () => {
    await page.goto(`/idea/${seedIdea(1)}`);
    const article = page.getByRole('article', { name: `Comment by ${SEED.bob.name}` });
    await expect(article).toContainText(comment);
    expect(await sidewaysOverflow(article)).toBeLessThanOrEqual(0);
    await journey.checkpoint('a comment with a long word');
  });

  await test.step("a phone's photo over 2 MB becomes the avatar; its label clears the URL", async () => {
    await page.goto('/profile/edit');
    const photo = noisePng(1100, 1000);
    expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
    expect(photo.length).toBeLessThan(10 * 1024 * 1024);
    const [upload] = await Promise.all([
      page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().includes('/storage/v1/object/avatars/'),
      ),
      page
        .getByLabel('Avatar picture')
        .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo }),
    ]);
    await journey.expectToast('Avatar updated.');
    // Only the 256 px crop travels, far below the bucket's 2 MB.
    expect(upload.postDataBuffer()?.length ?? 0).toBeLessThan(2 * 1024 * 1024);
    const url = page.getByRole('textbox', { name: 'Avatar URL' });
    await expect(url).toHaveValue(/\/storage\/v1\/object\/public\/avatars\//);
    const label = page.locator('label', { hasText: 'Avatar URL' });
    await expect(label).toHaveAttribute('data-shrink', 'true');
    // The label sits on the outline, above where the URL's text starts.
    const textTop = await url.evaluate((input: { getBoundingClientRect(): { top: number } }) => {
      const style = (
        globalThis as unknown as { getComputedStyle(element: unknown): { paddingTop: string } }
      ).getComputedStyle(input);
      return input.getBoundingClientRect().top + Number.parseFloat(style.paddingTop);
    });
    const labelBox = await label.boundingBox();
    expect(labelBox, 'the label is on the page').not.toBeNull();
    expect(labelBox!.y + labelBox!.height).toBeLessThanOrEqual(textTop);
    await journey.checkpoint('avatar uploaded from a large photo');
  });

  await journey.expectAccessible();
});
