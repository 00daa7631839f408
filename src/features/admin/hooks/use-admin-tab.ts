// The dashboard's open tab, kept in the URL (?tab=ideas, ?tab=users, ?tab=reports, ?tab=roadmap, ?tab=trash) so a reload or a shared link opens it again.
// Overview, the default, stays out of the URL.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const ADMIN_TABS = [
  'overview',
  'ideas',
  'users',
  'reports',
  'roadmap',
  'trash',
  'audit',
  'limits',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export function useAdminTab(): [AdminTab, (tab: AdminTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get('tab');
  const tab = (ADMIN_TABS as readonly string[]).includes(value ?? '') ? (value as AdminTab) : 'overview';
  const setTab = useCallback(
    (next: AdminTab) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === 'overview') params.delete('tab');
          else params.set('tab', next);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [tab, setTab];
}
