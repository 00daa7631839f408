import { describe, expect, it } from 'vitest';
import { returnPathOf, returnStateFor, safeReturnPath } from '@/lib/auth/return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/submit')).toBe('/submit');
    expect(safeReturnPath('/leaderboard?category=ai')).toBe('/leaderboard?category=ai');
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/submit'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'submit'],
    ['nothing', undefined],
    ['a number', 42],
  ])('refuses %s', (_what, candidate) => {
    expect(safeReturnPath(candidate)).toBeUndefined();
  });

  it('reads { from } of a location state', () => {
    expect(returnPathOf({ from: '/profile' })).toBe('/profile');
    expect(returnPathOf({ from: '//evil.example' })).toBeUndefined();
    expect(returnPathOf(null)).toBeUndefined();
  });
});

describe('returnStateFor', () => {
  it('comes back to the page, with its query', () => {
    expect(returnStateFor({ pathname: '/submit', search: '', state: null })).toEqual({ from: '/submit' });
    expect(returnStateFor({ pathname: '/leaderboard', search: '?page=2', state: null })).toEqual({
      from: '/leaderboard?page=2',
    });
  });

  it('keeps the page a guard already sent to /login with', () => {
    expect(returnStateFor({ pathname: '/login', search: '', state: { from: '/submit' } })).toEqual({
      from: '/submit',
    });
    expect(returnStateFor({ pathname: '/login', search: '', state: null })).toEqual({ from: undefined });
  });
});
