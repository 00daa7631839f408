// The title, description and Open Graph tags of a published page, set in the document while it is shown and put
// back as they were when the visitor leaves. Link previews that run no script read the exported file's tags
// instead; see docs/product-spec.md (landing pages).
import { useEffect } from 'react';

const NAMES = [
  ['name', 'description'],
  ['property', 'og:title'],
  ['property', 'og:description'],
  ['property', 'og:type'],
  ['property', 'og:url'],
] as const;

export function useShareMeta(meta: { title: string; description: string; url: string } | null) {
  useEffect(() => {
    if (!meta) return;
    const values = [meta.description, meta.title, meta.description, 'website', meta.url];
    const previousTitle = document.title;
    document.title = meta.title;
    const restore = NAMES.map(([attribute, name], index) => {
      let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${name}"]`);
      const previous = tag?.getAttribute('content') ?? null;
      if (!tag) {
        tag = document.createElement('meta');
        tag.setAttribute(attribute, name);
        document.head.append(tag);
      }
      tag.setAttribute('content', values[index] ?? '');
      const element = tag;
      return () => (previous === null ? element.remove() : element.setAttribute('content', previous));
    });
    return () => {
      document.title = previousTitle;
      restore.forEach((undo) => undo());
    };
  }, [meta?.title, meta?.description, meta?.url]); // eslint-disable-line react-hooks/exhaustive-deps
}
