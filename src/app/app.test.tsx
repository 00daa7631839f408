import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './app';

describe('App', () => {
  afterEach(() => {
    delete document.documentElement.dataset.theme;
  });

  it('shows the home page', async () => {
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ideaboard' })).toBeInTheDocument();
  });

  it('renders light by default and dark when index.html resolved dark', () => {
    const { unmount } = render(<App />);
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(255, 255, 255)');
    unmount();

    document.documentElement.dataset.theme = 'dark';
    render(<App />);
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(18, 18, 18)');
  });
});
