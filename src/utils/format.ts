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

/**
 * Each Intl formatter takes milliseconds to build (tens on a phone): built on first use rather than all six while
 * the first page loads.
 */
function lazily<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const COUNT = lazily(() => new Intl.NumberFormat('en-US'));

export function formatCount(value: number | null | undefined): string {
  return COUNT().format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}

/** '1 rating', '3 ratings': a count and its noun, plural by an added 's' for any count but one. */
export function countOf(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}

const DOLLARS = lazily(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
);

export function formatFunding(amount: number): string {
  return DOLLARS().format(amount);
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/**
 * What Intl's en-US short date writes, written by hand: the date on every leaderboard row would otherwise build the
 * first DateTimeFormat while the rows render.
 */
const SHORT_DATE = {
  format: (date: Date) => `${SHORT_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`,
};

const DATE_FORMATS = {
  short: () => SHORT_DATE,
  long: lazily(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' })),
  month: lazily(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long' })),
  dateTime: lazily(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })),
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
  return date && !Number.isNaN(date.getTime()) ? DATE_FORMATS[style]().format(date) : '';
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
