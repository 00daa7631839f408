import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';

// The roadmap's code never arrives: what a click on its link shows meanwhile.
vi.mock('@/app/routes/roadmap', () => new Promise(() => {}));

describe('A navigation waiting for the next page', () => {
  it('keeps the current page and shows the loading bar at the top', async () => {
    const user = userEvent.setup();
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ideaboard' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading the page' })).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Roadmap' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ideaboard' })).toBeInTheDocument();
  });
});
