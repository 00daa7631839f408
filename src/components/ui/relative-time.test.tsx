import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { relativeTime, RelativeTime } from '@/components/ui/relative-time';
import { formatDate } from '@/utils/format';

// Noon, local time: 'today' and 'yesterday' are the reader's own days.
const NOW = new Date(2026, 10, 26, 12, 0, 0).getTime();
const at = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('relativeTime', () => {
  it('reads recent times as words, yesterday as yesterday, and older ones as a date', () => {
    expect(relativeTime(at(20_000), NOW)).toBe('just now');
    // A server clock slightly ahead is still now.
    expect(relativeTime(new Date(NOW + 5_000).toISOString(), NOW)).toBe('just now');
    expect(relativeTime(at(5 * MINUTE), NOW)).toBe('5 min ago');
    expect(relativeTime(at(3 * HOUR), NOW)).toBe('3 h ago');
    expect(relativeTime(at(11 * HOUR), NOW)).toBe('11 h ago');
    expect(relativeTime(at(20 * HOUR), NOW)).toBe('yesterday');
    expect(relativeTime(at(3 * 24 * HOUR), NOW)).toBe('Nov 23, 2026');
    expect(relativeTime('not a date', NOW)).toBe('');
  });

  it('counts hours across midnight for a few hours, then says yesterday', () => {
    const earlyMorning = new Date(2026, 10, 26, 1, 0, 0).getTime();
    expect(relativeTime(new Date(earlyMorning - 3 * HOUR).toISOString(), earlyMorning)).toBe('3 h ago');
    expect(relativeTime(new Date(earlyMorning - 8 * HOUR).toISOString(), earlyMorning)).toBe('yesterday');
  });
});

describe('RelativeTime', () => {
  it('is a <time> with the exact moment as its title, reached by the keyboard, and in a tooltip on hover', async () => {
    const value = new Date(Date.now() - 2 * HOUR).toISOString();
    render(<RelativeTime value={value} focusable />);
    const time = screen.getByText('2 h ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', value);
    expect(time).toHaveAttribute('title', formatDate(value, 'dateTime'));
    const user = userEvent.setup();
    await user.tab();
    expect(time).toHaveFocus();
    await user.hover(time);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(formatDate(value, 'dateTime'));
  });

  it('stays out of the tab order where its link or button already takes the focus', () => {
    render(<RelativeTime value={new Date().toISOString()} />);
    expect(screen.getByText('just now')).not.toHaveAttribute('tabindex');
  });
});
