import { describe, expect, it } from 'vitest';
import {
  authorName,
  formatCount,
  formatDate,
  formatFunding,
  formatMargin,
  formatScore,
  initialOf,
  shortId,
  userName,
} from '@/utils/format';

describe('display formats', () => {
  it("names a nameless author 'User ' plus the first 8 characters of the id", () => {
    expect(authorName({ authorId: 'abcdef12-3456-7890', author: { displayName: '' } })).toBe('User abcdef12');
    expect(authorName({ authorId: 'abcdef12-3456-7890', author: { displayName: '  ' } })).toBe(
      'User abcdef12',
    );
    expect(authorName({ authorId: 'abcdef12-3456-7890', author: { displayName: 'Ada' } })).toBe('Ada');
  });

  it('writes funding in whole US dollars', () => {
    expect(formatFunding(250000)).toBe('$250,000');
    expect(formatFunding(0)).toBe('$0');
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    for (const amount of [1, 999.5, 1000, 1234.49, -2.5, -0, -0.4, 12_345_678, 1e16, Number.NaN]) {
      expect(formatFunding(amount)).toBe(intl.format(amount));
    }
  });

  it('shows scores with one decimal', () => {
    expect(formatScore(87.26)).toBe('87.3');
    expect(formatScore(50)).toBe('50.0');
    expect(formatScore(Number.NaN)).toBe('0.0');
  });

  it('writes dates in US English', () => {
    expect(formatDate('2025-01-15T12:00:00Z')).toBe('Jan 15, 2025');
    expect(formatDate('2025-01-15T12:00:00Z', 'long')).toBe('January 15, 2025');
    expect(formatDate('2025-01-15T12:00:00Z', 'month')).toBe('January 2025');
    expect(formatDate('2025-01-15T10:00:00', 'dateTime')).toBe('Jan 15, 2025, 10:00 AM');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it("writes every date style as Intl's en-US does, in every month and hour", () => {
    const intl = {
      short: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
      long: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
      month: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long' }),
      dateTime: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
    };
    for (let month = 0; month < 12; month++) {
      for (let hour = 0; hour < 24; hour++) {
        const date = new Date(2025 + (hour % 3), month, month + 9 + hour, hour, (hour * 7) % 60);
        for (const style of ['short', 'long', 'month', 'dateTime'] as const) {
          expect(formatDate(date.toISOString(), style)).toBe(intl[style].format(date));
        }
      }
    }
  });

  it('writes counts with US thousands separators, as Intl does; 0 for a missing count', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(undefined)).toBe('0');
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [
      0,
      7,
      999,
      1000,
      -1000,
      1_234_567,
      -98_765_432,
      Number.MAX_SAFE_INTEGER,
      2.5,
      1e21,
    ]) {
      expect(formatCount(value)).toBe(intl.format(value));
    }
  });

  it('names people, shortens ids and picks the avatar letter', () => {
    expect(userName({ uid: 'abcdef12-3456', displayName: null })).toBe('User abcdef12');
    expect(userName({ uid: 'abcdef12-3456', displayName: 'Bo' })).toBe('Bo');
    expect(shortId('abcdef12-3456')).toBe('ID: abcdef12');
    expect(initialOf({ displayName: ' ', email: 'zed@example.com' })).toBe('Z');
    expect(initialOf({ displayName: null, email: null })).toBe('?');
  });
});

describe('formatMargin', () => {
  it("says 'Needs more ratings' below 5 ratings and '± x.x' from 5 on", () => {
    expect(formatMargin(0, null)).toBe('Needs more ratings');
    expect(formatMargin(4, 12.34)).toBe('Needs more ratings');
    expect(formatMargin(5, 12.34)).toBe('± 12.3');
    expect(formatMargin(120, 0)).toBe('± 0.0');
    expect(formatMargin(7, null)).toBe('Needs more ratings');
  });
});
