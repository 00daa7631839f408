// Which requests to count as a view, and the owner's stats from the database's days. Pure, so unit-testable.
import type { LandingStats } from '../../../_shared/schemas/landing-stats.ts';

/**
 * Crawlers, link previews and audits that run a page's script say so in their User-Agent. A headless browser or
 * one driven by automation (navigator.webdriver) is not on this list: it may well be a person's tool.
 */
const DECLARED_BOT = /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|lighthouse|pagespeed/i;

/** Whether the request says it is not a person looking: a declared bot, or a prefetch nobody may ever see. */
export function isDeclaredBot(headers: Headers): boolean {
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''}`;
  return DECLARED_BOT.test(headers.get('user-agent') ?? '') || /prefetch|prerender/i.test(purpose);
}

/** The days as the database counted them, with their totals; the conversion rounded to 4 decimals (0.1 %). */
export function statsOf(days: { day: string; views: number; signups: number }[]): LandingStats {
  const views = days.reduce((sum, day) => sum + day.views, 0);
  const signups = days.reduce((sum, day) => sum + day.signups, 0);
  const conversion = views === 0 ? null : Math.round((signups / views) * 10_000) / 10_000;
  return { days, totals: { views, signups, conversion } };
}
