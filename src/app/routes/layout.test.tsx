import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';

// The home page's code never arrives: what a visitor on a slow line sees until it does.
vi.mock('@/app/routes/home', () => new Promise(() => {}));

describe('A cold load', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a loading bar before the page code is there, without router warnings', async () => {
    const warn = vi.spyOn(console, 'warn');
    render(<App />);
    expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/HydrateFallback/);
  });
});
