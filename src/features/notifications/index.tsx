// The header's entry to notifications: the bell's code (and react-query's polling of it) is fetched on demand,
// only for signed-in members, so the first load of a page stays the size it was.
import { lazy, Suspense } from 'react';

const NotificationBell = lazy(async () => ({
  default: (await import('@/features/notifications/components/notification-bell')).NotificationBell,
}));

/** Rendered by the header for signed-in members only. */
export function NotificationBellSlot() {
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
