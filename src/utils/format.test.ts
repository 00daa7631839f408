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

  it("writes a short date as Intl's en-US short date does, in every month", () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
    for (let month = 0; month < 12; month++) {
      const date = new Date(2025, month, month + 9, 23, 30);
      expect(formatDate(date.toISOString())).toBe(intl.format(date));
    }
  });

  it('writes counts with US thousands separators, 0 for a missing count', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(undefined)).toBe('0');
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
