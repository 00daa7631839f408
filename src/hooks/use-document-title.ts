// The browser tab's title for a page: `useDocumentTitle('Leaderboard')` gives 'Leaderboard · Ideaboard',
// `useDocumentTitle()` gives 'Ideaboard'.
import { useEffect } from 'react';

export const APP_NAME = 'Ideaboard';

export function documentTitle(page?: string): string {
  return page ? `${page} · ${APP_NAME}` : APP_NAME;
}

export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
