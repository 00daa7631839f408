// How ideas read on screen (product spec section 9): scores with one decimal, US English dates, the author's
// name or 'User ' plus the first 8 characters of the author id, and funding in dollars.
import type { Idea } from '@/features/ideas/types';

export function formatScore(score: number | null | undefined): string {
  return (typeof score === 'number' && Number.isFinite(score) ? score : 0).toFixed(1);
}

const DATE_FORMATS = {
  short: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
  long: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
  month: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long' }),
};

/** 'Jan 5, 2025' (short), 'January 5, 2025' (long) or 'January 2025' (month); '' for a missing date. */
export function formatDate(
  value: string | null | undefined,
  style: keyof typeof DATE_FORMATS = 'short',
): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? DATE_FORMATS[style].format(date) : '';
}

/** The display name, or 'User ' plus the first 8 characters of the id when there is none. */
export function displayNameOrId(displayName: string | null | undefined, id: string): string {
  const name = displayName?.trim();
  return name ? name : `User ${id.slice(0, 8)}`;
}

export function authorName(idea: Pick<Idea, 'author' | 'authorId'>): string {
  return displayNameOrId(idea.author?.displayName, idea.authorId);
}

const DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export function formatFunding(amount: number): string {
  return DOLLARS.format(amount);
}
