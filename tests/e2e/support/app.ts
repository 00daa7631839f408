// Steps the journeys share: moving through the header (its links, or the mobile menu at 360 px), signing in and
// out through the UI, members made with the Auth admin API, the dev mailbox, and the seed's known data.
import type { Locator } from '@playwright/test';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../../stack/index.ts';
import type { BrowserNode } from './browser.ts';
import { e2eEnv } from './env.ts';
import { expect, uniqueEmail, type Journey } from './fixtures.ts';

export const PASSWORD = 'password123';

export const SEED = {
  admin: { email: 'admin@example.com', name: 'Ada Admin', id: 'a9d1c3e5-0000-4000-a000-000000000001' },
  alice: { email: 'alice@example.com', name: 'Alice Premium', id: 'b47e2f10-0000-4000-a000-000000000002' },
  bob: { email: 'bob@example.com', name: 'Bob Member', id: 'c2f8a6d4-0000-4000-a000-000000000003' },
} as const;

/** The id of seed idea `n` (1-16 approved, 17-19 pending, 20-21 rejected). */
export const seedIdea = (n: number): string => `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;

/** A form field by its label, which MUI ends with ' *' when the field is required. */
export const field = (journey: Journey, label: string) =>
  journey.page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/** A toast (notistack: a role=alert) with this text, as it is now; to wait for one, Journey.expectToast. */
export const toast = (journey: Journey, text: string) =>
  journey.page.getByRole('alert').filter({ hasText: text });

/** Header links whose mobile-menu label differs (docs/product-spec.md section 2). */
const MOBILE_LABELS: Record<string, string> = { Submit: 'Submit Idea' };

/**
 * Follows a header link the way a person of this screen size does: the header's own links on a desktop, the
 * mobile menu at 360 px (opened with its button; it folds again once a link is followed).
 */
export async function nav(journey: Journey, label: string): Promise<void> {
  const { page } = journey;
  const header = page.getByRole('banner');
  if (journey.isMobile) {
    await header.getByRole('button', { name: 'Open menu' }).click();
    const menu = header.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: MOBILE_LABELS[label] ?? label, exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(header.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  } else {
    await header.getByRole('link', { name: label, exact: true }).click();
  }
}

/** Opens the avatar's user menu and returns it. */
export async function openUserMenu(journey: Journey) {
  const { page } = journey;
  await page.getByRole('button', { name: 'Open user menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Signs in through /login (reached from the header) and waits for 'Welcome back!' on the home page. */
export async function signIn(journey: Journey, email: string, password = PASSWORD): Promise<void> {
  const { page } = journey;
  if (!page.url().startsWith('http')) await page.goto('/');
  await nav(journey, 'Login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await field(journey, 'Email address').fill(email);
  await field(journey, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await journey.expectToast('Welcome back!');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
}

/** Signs out from the user menu: 'Signed out successfully' and the home page. */
export async function signOut(journey: Journey): Promise<void> {
  const menu = await openUserMenu(journey);
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await journey.expectToast('Signed out successfully');
  await expect(journey.page).toHaveURL(/\/$/);
  await expect(journey.page.getByRole('button', { name: 'Open user menu' })).toBeHidden();
}

export interface Member {
  id: string;
  email: string;
  name: string;
}

/** A confirmed member made with the Auth admin API (service-role key), as a journey's own fresh account. */
export async function createMember(label: string, name: string): Promise<Member> {
  const email = uniqueEmail(label);
  const response = await fetch(`${e2eEnv('apiUrl')}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { display_name: name },
    }),
  });
  const body = (await response.json()) as { id?: string; msg?: string };
  if (!response.ok || !body.id)
    throw new Error(`could not create ${email}: ${response.status} ${JSON.stringify(body)}`);
  return { id: body.id, email, name };
}

interface Mail {
  to: string;
  subject: string;
  links: string[];
}

/** Every mail the dev mailbox holds for `to` now, newest first. */
export async function mailsTo(to: string): Promise<Mail[]> {
  const response = await fetch(`${e2eEnv('mailboxUrl')}/api/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as Mail[];
}

/** The newest mail the dev mailbox holds for `to`, waiting for it to arrive. */
export async function latestMail(to: string): Promise<Mail> {
  let newest: Mail | undefined;
  await expect
    .poll(
      async () => {
        newest = (await mailsTo(to))[0];
        return newest !== undefined;
      },
      { message: `a mail to ${to}` },
    )
    .toBe(true);
  return newest!;
}

/** A member's access token, signed in through the Auth API (for setting up a journey's data, not for the UI). */
export async function accessTokenOf(email: string, password = PASSWORD): Promise<string> {
  const response = await fetch(`${e2eEnv('apiUrl')}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token)
    throw new Error(`could not sign ${email} in: ${response.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

export interface IdeaFields {
  title: string;
  description: string;
  category: string;
  targetMarket: string;
  businessModel: string;
  fundingNeeded?: number;
  tags?: string[];
}

/** A pitch deck to attach: its file name, type and bytes. */
export interface DeckFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Sends the idea's form through the REST API as the member (setting up a journey, not part of it); its id. */
async function sendIdeaAs(
  email: string,
  method: 'POST' | 'PUT',
  path: string,
  idea: IdeaFields,
  deck?: DeckFile,
) {
  const token = await accessTokenOf(email);
  const form = new FormData();
  const { fundingNeeded = 0, tags = [], ...text } = idea;
  for (const [key, value] of Object.entries(text)) form.append(key, value);
  form.append('fundingNeeded', String(fundingNeeded));
  form.append('tags', JSON.stringify(tags));
  if (deck)
    form.append('pitchDeck', new Blob([new Uint8Array(deck.buffer)], { type: deck.mimeType }), deck.name);
  const response = await fetch(`${e2eEnv('apiUrl')}/functions/v1/api${path}`, {
    method,
    headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { data?: { id: string } };
  if (response.status !== (method === 'POST' ? 201 : 200) || !body.data) {
    throw new Error(`could not send "${idea.title}": ${response.status} ${JSON.stringify(body)}`);
  }
  return body.data.id;
}

/** Submits an idea through the REST API as the member (it is pending, as any new idea). Returns its id. */
export const submitIdeaAs = (email: string, idea: IdeaFields, deck?: DeckFile): Promise<string> =>
  sendIdeaAs(email, 'POST', '/ideas', idea, deck);

/** The author's edit of their idea through the REST API (an approved idea's edit then waits for review). */
export const editIdeaAs = (email: string, id: string, idea: IdeaFields): Promise<string> =>
  sendIdeaAs(email, 'PUT', `/ideas/${id}`, idea);

/** Approves the idea through the REST API as the seed administrator. */
export async function approveAsAdmin(id: string): Promise<void> {
  const token = await accessTokenOf(SEED.admin.email);
  const response = await fetch(`${e2eEnv('apiUrl')}/functions/v1/api/admin/ideas/${id}/approve`, {
    method: 'PUT',
    headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`could not approve ${id}: ${response.status}`);
}

/**
 * What a reader sees of a part of the page: scrolled to first, since the browser does not draw a leaderboard row
 * or the discussion while they are out of view (`content-visibility: auto`), and until then they have no innerText.
 */
export async function seenText(part: Locator): Promise<string> {
  await part.scrollIntoViewIfNeeded();
  await expect(part).not.toHaveText('', { useInnerText: true });
  return await part.innerText();
}

/** Each row's title, overall score, rating count and date as the row shows them (read in one go). */
export async function readRows(list: Locator) {
  return await list.locator(':scope > li').evaluateAll((items: BrowserNode[]) =>
    items.map((item) => {
      const texts = [...item.querySelectorAll('p, span, h2')].map((node) => node.textContent?.trim() ?? '');
      const score = texts.find((text) => /^\d+\.\d$/.test(text));
      const count = texts.map((text) => /^Overall Score · (\d+) ratings?$/.exec(text)?.[1]).find(Boolean);
      const date = texts.find((text) => /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/.test(text));
      return {
        title: item.querySelector('h2')?.textContent ?? '',
        score: Number(score),
        count: Number(count),
        date: date ? Date.parse(date) : NaN,
      };
    }),
  );
}

/** A valid PDF pitch deck, small: what the API checks is the `%PDF-` signature. */
export const PITCH_DECK: DeckFile = {
  name: 'pitch-deck.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
};
