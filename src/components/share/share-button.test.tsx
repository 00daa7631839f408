import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from '@/components/share/share-button';
import { renderWithProviders } from '@/testing/render';

const URL_TO_SHARE = 'https://ideaboard.example/idea/42';
const TITLE = 'Solar roofs & more';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

function renderButton() {
  return renderWithProviders(<ShareButton url={URL_TO_SHARE} title={TITLE} />);
}

describe('ShareButton', () => {
  it('opens its menu from the keyboard, with a link per platform', async () => {
    const { user } = renderButton();
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Copy link' })).toBeInTheDocument();
    const u = encodeURIComponent(URL_TO_SHARE);
    const hrefs = Object.fromEntries(
      ['Share on X', 'Share on LinkedIn', 'Share on Facebook', 'Share by e-mail'].map((name) => [
        name,
        screen.getByRole('menuitem', { name }).getAttribute('href'),
      ]),
    );
    expect(hrefs).toEqual({
      'Share on X': `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(TITLE)}`,
      'Share on LinkedIn': `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      'Share on Facebook': `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      'Share by e-mail': `mailto:?subject=${encodeURIComponent(TITLE)}&body=${encodeURIComponent(`${TITLE}\n${URL_TO_SHARE}`)}`,
    });
    expect(screen.getByRole('menuitem', { name: 'Share on X' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('menuitem', { name: 'Share on X' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('copies the link and says so', async () => {
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(URL_TO_SHARE);
  });

  it('says when the link could not be copied', async () => {
    const { user } = renderButton();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    expect(await screen.findByText(/could not be copied/)).toBeInTheDocument();
  });

  it("offers the device's share sheet only where the browser has one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const { user, unmount } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('menu');
    expect(screen.queryByRole('menuitem', { name: 'Share via…' })).not.toBeInTheDocument();
    unmount();

    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const again = renderButton();
    await again.user.click(screen.getByRole('button', { name: 'Share' }));
    await again.user.click(await screen.findByRole('menuitem', { name: 'Share via…' }));
    expect(share).toHaveBeenCalledWith({ title: TITLE, url: URL_TO_SHARE });
  });
});
