// The description, Open Graph and Twitter card tags of the page being shown, set in document.head while it is shown
// and put back as they were when it goes. Several parts of a page may each give some of the fields (a route its
// preview image, the page's component its title): the fields of every part shown are merged, later ones winning.
// Only clients that run the SPA see these tags: link previewers read the served index.html without running
// scripts (docs/architecture.md, "Preview images and sharing", says what production can do about that).
import { useEffect } from 'react';

export interface PageMeta {
  title?: string;
  description?: string;
  /** The page's own address, absolute. */
  url?: string;
  /** The preview image's address, absolute: a 1200x630 PNG. */
  image?: string;
  type?: 'website' | 'article';
}

type Tag = readonly [attribute: 'name' | 'property', name: string, content: string];

function tagsOf(meta: PageMeta): Tag[] {
  const tags: (Tag | false)[] = [
    meta.description !== undefined && ['name', 'description', meta.description],
    meta.title !== undefined && ['property', 'og:title', meta.title],
    meta.description !== undefined && ['property', 'og:description', meta.description],
    meta.url !== undefined && ['property', 'og:url', meta.url],
    meta.type !== undefined && ['property', 'og:type', meta.type],
    ['property', 'og:site_name', 'Ideaboard'],
    meta.image !== undefined && ['property', 'og:image', meta.image],
    meta.image !== undefined && ['property', 'og:image:width', '1200'],
    meta.image !== undefined && ['property', 'og:image:height', '630'],
    ['name', 'twitter:card', meta.image === undefined ? 'summary' : 'summary_large_image'],
    meta.title !== undefined && ['name', 'twitter:title', meta.title],
    meta.description !== undefined && ['name', 'twitter:description', meta.description],
    meta.image !== undefined && ['name', 'twitter:image', meta.image],
  ];
  return tags.filter((tag): tag is Tag => tag !== false);
}

/** The parts of the page shown now, in the order they were shown. */
const shown: PageMeta[] = [];
/** Each tag this hook set, by `attribute=name`, with the content it had before (null: it was not there). */
const before = new Map<string, string | null>();

const selector = (attribute: string, name: string) => `meta[${attribute}="${name}"]`;

/** Brings document.head in line with the merged fields of every part shown. */
function apply(): void {
  const wanted = new Map(
    tagsOf(Object.assign({}, ...shown) as PageMeta).map(([attribute, name, content]) => [
      `${attribute}=${name}`,
      { attribute, name, content },
    ]),
  );
  if (!shown.length) wanted.clear();
  for (const [key, previous] of before) {
    if (wanted.has(key)) continue;
    const [attribute, name] = key.split('=') as [string, string];
    const tag = document.head.querySelector(selector(attribute, name));
    if (previous === null) tag?.remove();
    else tag?.setAttribute('content', previous);
    before.delete(key);
  }
  for (const [key, { attribute, name, content }] of wanted) {
    let tag = document.head.querySelector(selector(attribute, name));
    if (!before.has(key)) before.set(key, tag?.getAttribute('content') ?? null);
    if (!tag) {
      tag = document.createElement('meta');
      tag.setAttribute(attribute, name);
      document.head.append(tag);
    }
    tag.setAttribute('content', content);
  }
}

/** Sets the tags of `meta` while the calling component is shown; null sets nothing (the data is not there yet). */
export function usePageMeta(meta: PageMeta | null): void {
  // By value: callers build the object on every render.
  const key = meta && JSON.stringify(meta);
  useEffect(() => {
    if (key === null) return;
    const part = JSON.parse(key) as PageMeta;
    shown.push(part);
    apply();
    return () => {
      shown.splice(shown.indexOf(part), 1);
      apply();
    };
  }, [key]);
}

/** The address of the page shown, without its query or fragment: what a shared link should name. */
export function currentPageUrl(): string {
  return `${window.location.origin}${window.location.pathname}`;
}
