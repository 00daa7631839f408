import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type PageMeta, usePageMeta } from '@/hooks/use-page-meta';

function Meta({ meta }: { meta: PageMeta | null }) {
  usePageMeta(meta);
  return null;
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;

afterEach(() => {
  document.head.innerHTML = '';
});

describe('usePageMeta', () => {
  it('sets the Open Graph and Twitter tags while shown, and puts back what was there', () => {
    document.head.innerHTML = '<meta name="description" content="The site">';
    const { unmount, rerender } = render(
      <Meta
        meta={{
          title: 'An idea',
          description: 'What it is',
          url: 'https://ideaboard.example/idea/1',
          image: 'https://api.example/ideas/1/preview.png',
          type: 'article',
        }}
      />,
    );
    expect(content('meta[name="description"]')).toBe('What it is');
    expect(content('meta[property="og:title"]')).toBe('An idea');
    expect(content('meta[property="og:url"]')).toBe('https://ideaboard.example/idea/1');
    expect(content('meta[property="og:image"]')).toBe('https://api.example/ideas/1/preview.png');
    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:image"]')).toBe('https://api.example/ideas/1/preview.png');

    rerender(<Meta meta={{ title: 'Another idea' }} />);
    expect(content('meta[property="og:title"]')).toBe('Another idea');
    expect(content('meta[property="og:image"]')).toBeNull();
    expect(content('meta[name="twitter:card"]')).toBe('summary');
    expect(content('meta[name="description"]')).toBe('The site');

    unmount();
    expect(document.head.querySelectorAll('meta')).toHaveLength(1);
    expect(content('meta[name="description"]')).toBe('The site');
  });

  it('merges the fields several parts of a page give', () => {
    const { unmount } = render(
      <>
        <Meta meta={{ title: 'A landing page', description: 'Its pitch' }} />
        <Meta meta={{ image: 'https://api.example/p/solar/preview.png' }} />
      </>,
    );
    expect(content('meta[property="og:title"]')).toBe('A landing page');
    expect(content('meta[property="og:image"]')).toBe('https://api.example/p/solar/preview.png');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    unmount();
    expect(document.head.querySelectorAll('meta')).toHaveLength(0);
  });

  it('sets nothing without data', () => {
    render(<Meta meta={null} />);
    expect(document.head.querySelectorAll('meta')).toHaveLength(0);
  });
});
