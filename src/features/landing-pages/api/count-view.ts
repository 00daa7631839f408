// POST /api/p/{slug}/views: a published page counts one view per page load. The database keeps a number per day and
// nothing of the visitor; it leaves out the owner's own views, and the API declared bots'.
import { useEffect } from 'react';
import type { ViewCounted } from '@schemas/landing-stats.ts';
import { api } from '@/lib/api-client';

/** Pages counted since the app loaded: coming back to one within the app, or a second render, is the same view. */
const counted = new Set<string>();

export async function countLandingPageView(slug: string) {
  return (await api.post<ViewCounted>(`/p/${encodeURIComponent(slug)}/views`)).data;
}

/** Counts the view once the page is on screen; a failure costs the owner one view, never the visitor anything. */
export function useCountView(slug: string, shown: boolean) {
  useEffect(() => {
    if (!shown || counted.has(slug)) return;
    counted.add(slug);
    countLandingPageView(slug).catch(() => undefined);
  }, [slug, shown]);
}
