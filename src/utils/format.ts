// How the app writes numbers, dates and people (docs/product-spec.md section 9): scores with one decimal, counts,
// dates and funding in US English, a nameless person as 'User ' plus the first 8 characters of their id. One
// meaning per name, for every screen.
import type { Idea } from '@schemas/ideas.ts';

export function formatScore(score: number | null | undefined): string {
  return (typeof score === 'number' && Number.isFinite(score) ? score : 0).toFixed(1);
}

/** From this many ratings the raters weigh at least as much as the prior of 5 ratings of 50. */
export const TRUSTED_RATINGS = 5;

/** How far finalScore can be trusted: '± 3.2' (one decimal) from 5 ratings on, else 'Needs more ratings'. */
export function formatMargin(totalRatings: number, scoreMargin: number | null | undefined): string {
  return totalRatings >= TRUSTED_RATINGS && typeof scoreMargin === 'number' && Number.isFinite(scoreMargin)
    ? `± ${scoreMargin.toFixed(1)}`
    : 'Needs more ratings';
}

/** Each Intl formatter takes milliseconds to build (tens on a phone): the two left are built on first use. */
function lazily<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

/** en-US digit grouping of an integer ('12,345'), by hand: the first count on a page would build a NumberFormat. */
function groupDigits(value: number): string {
  const digits = String(Math.abs(value));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}

const COUNT = lazily(() => new Intl.NumberFormat('en-US'));

export function formatCount(value: number | null | undefined): string {
  const count = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  // Fractions and integers past 2^53 are left to Intl.
  return Number.isSafeInteger(count) ? groupDigits(count) : COUNT().format(count);
}

/** '1 rating', '3 ratings': a count and its noun, plural by an added 's' for any count but one. */
export function countOf(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}

const DOLLARS = lazily(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
);

/** '$1,234', '-$50': whole dollars, halves rounded away from zero as Intl does; by hand for the same reason. */
export function formatFunding(amount: number): string {
  const dollars = Math.round(Math.abs(amount));
  if (!Number.isSafeInteger(dollars)) return DOLLARS().format(amount);
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}$${groupDigits(dollars)}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const monthOf = (date: Date): string => MONTHS[date.getMonth()] ?? '';

function shortDate(date: Date): string {
  return `${monthOf(date).slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}`;
}

/** '10:05 AM', '12:00 PM': en-US's short time. */
function shortTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * What Intl's en-US dates write, written by hand (format.test.ts compares them with Intl): building the first
 * DateTimeFormat while a page renders (a row's date, a member's month, a comment's exact time) held a phone's
 * main thread for tens of milliseconds.
 */
const DATE_FORMATS = {
  short: shortDate,
  long: (date: Date) => `${monthOf(date)} ${date.getDate()}, ${date.getFullYear()}`,
  month: (date: Date) => `${monthOf(date)} ${date.getFullYear()}`,
  dateTime: (date: Date) => `${shortDate(date)}, ${shortTime(date)}`,
};

/**
 * 'Jan 5, 2025' (short), 'January 5, 2025' (long), 'January 2025' (month) or 'Jan 5, 2025, 10:00 AM'
 * (dateTime); '' for a missing date.
 */
export function formatDate(
  value: string | null | undefined,
  style: keyof typeof DATE_FORMATS = 'short',
): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? DATE_FORMATS[style](date) : '';
}

/** The display name, or 'User ' plus the first 8 characters of the id when there is none. */
export function displayNameOrId(displayName: string | null | undefined, id: string): string {
  const name = displayName?.trim();
  return name ? name : `User ${id.slice(0, 8)}`;
}

export function authorName(idea: Pick<Idea, 'author' | 'authorId'>): string {
  return displayNameOrId(idea.author?.displayName, idea.authorId);
}

export function userName(user: { displayName?: string | null; uid: string }): string {
  return displayNameOrId(user.displayName, user.uid);
}

/** 'ID: ' plus the first 8 characters of a uid. */
export function shortId(uid: string): string {
  return `ID: ${uid.slice(0, 8)}`;
}

/** The avatar placeholder: the first letter of the display name, else of the e-mail. */
export function initialOf(user: { displayName?: string | null; email?: string | null }): string {
  const source = user.displayName?.trim() || user.email?.trim() || '?';
  return source.charAt(0).toUpperCase();
}
