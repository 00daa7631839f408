// GET /api/notifications, polled with If-None-Match, and POST /api/notifications/read (docs/product-spec.md
// section 7). The poll sends the ETag it last read and bypasses the browser's HTTP cache, so a 304 reaches this
// code (fetch would otherwise turn it into a 200 with the cached body, or refetch the whole list): a 304 keeps the
// cached data as it is, the same object, so react-query sees nothing changed and nothing renders again.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { accessToken, api, API_TIMEOUT_MS, parseResponse } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session-provider';
import type {
  MarkReadInput,
  MarkReadResult,
  NotificationItem,
  NotificationPageMeta,
} from '@schemas/notifications.ts';
import { useRefreshingMutation } from '@/lib/mutation';

// The item's shape is the API's own (one definition for both sides).
export type { NotificationItem, NotificationKind } from '@schemas/notifications.ts';

export interface NotificationList {
  items: NotificationItem[];
  unread: number;
  total: number;
  etag: string | null;
}

/** New items show within 30 s: a poll every 20 s while the tab is visible. */
export const POLL_INTERVAL_MS = 20_000;
export const LIST_LIMIT = 20;

// Per member: a list cached for one account is never shown to the next one signed in on this browser.
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string | null) => ['notifications', userId] as const,
};

export async function getNotifications(previous: NotificationList | undefined, signal?: AbortSignal) {
  const token = await accessToken();
  const headers: Record<string, string> = { apikey: env.supabaseAnonKey };
  if (token) headers.authorization = `Bearer ${token}`;
  if (previous?.etag) headers['if-none-match'] = previous.etag;
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const response = await fetch(`${env.apiUrl}/notifications?limit=${LIST_LIMIT}`, {
    headers,
    cache: 'no-store',
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (response.status === 304 && previous) return previous;
  const body = await parseResponse<NotificationItem[]>(response);
  const meta: Partial<NotificationPageMeta> | undefined = body.meta;
  return {
    items: body.data,
    unread: meta?.unread ?? 0,
    total: meta?.total ?? body.data.length,
    etag: response.headers.get('etag'),
  } satisfies NotificationList;
}

export function useNotifications() {
  const queryClient = useQueryClient();
  const key = notificationKeys.list(useSession().session?.user.id ?? null);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal, queryKey }) =>
      getNotifications(queryClient.getQueryData<NotificationList>(queryKey), signal),
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
}

/**
 * The list as marking read left it: the named items (or all) read, and `updated` fewer unread, since the answer
 * counts exactly the caller's unread items it marked. The ETag stays, so the next poll reads the list again.
 */
export function withRead(
  list: NotificationList,
  input: MarkReadInput,
  { updated }: MarkReadResult,
): NotificationList {
  const marked = 'ids' in input ? new Set(input.ids) : null;
  return {
    ...list,
    items: list.items.map((item) =>
      item.read || (marked && !marked.has(item.id)) ? item : { ...item, read: true },
    ),
    unread: marked ? Math.max(0, list.unread - updated) : 0,
  };
}

async function markRead(input: MarkReadInput): Promise<MarkReadResult> {
  return (await api.post<MarkReadResult>('/notifications/read', input)).data;
}

export function useMarkRead() {
  const key = notificationKeys.list(useSession().session?.user.id ?? null);
  return useRefreshingMutation(markRead, (queryClient, input, result) =>
    queryClient.setQueryData<NotificationList>(key, (list) => list && withRead(list, input, result)),
  );
}
