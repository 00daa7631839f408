import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '@/components/layout/footer';
import { renderWithProviders } from '@/testing/render';

describe('Footer', () => {
  afterEach(() => vi.useRealTimers());

  it('writes the current year in the copyright line', () => {
    vi.useFakeTimers({ now: new Date('2031-03-01T12:00:00Z'), toFake: ['Date'] });
    renderWithProviders(<Footer />);
    expect(screen.getByText('© 2031 Ideaboard. All rights reserved.')).toBeInTheDocument();
  });
});
