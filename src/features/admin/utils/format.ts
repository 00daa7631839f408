// How the dashboard writes dates, people and numbers (product spec section 9): US English, a nameless person as
// 'User ' plus the first 8 characters of their id.
import { displayNameOrId } from '@/features/ideas/utils/format';

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Jan 5, 2025, 10:00 AM'; '' for a missing date. */
export function formatDateTime(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? DATE_TIME.format(date) : '';
}

const COUNT = new Intl.NumberFormat('en-US');

export function formatCount(value: number | null | undefined): string {
  return COUNT.format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}

/** 'ID: ' plus the first 8 characters of a uid. */
export function shortId(uid: string): string {
  return `ID: ${uid.slice(0, 8)}`;
}

export function userName(user: { displayName?: string | null; uid: string }): string {
  return displayNameOrId(user.displayName, user.uid);
}

/** The avatar placeholder: the first letter of the display name, else of the e-mail. */
export function initialOf(user: { displayName?: string | null; email?: string | null }): string {
  const source = user.displayName?.trim() || user.email?.trim() || '?';
  return source.charAt(0).toUpperCase();
}
