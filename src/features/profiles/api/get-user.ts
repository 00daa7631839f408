// GET /api/users/{id}: a member's public profile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@schemas/profiles.ts';
import { api } from '@/lib/api-client';

export const profileKeys = {
  all: ['profiles'] as const,
  detail: (userId: string) => [...profileKeys.all, 'detail', userId] as const,
};

export async function getUser(userId: string, signal?: AbortSignal): Promise<PublicProfile> {
  return (await api.get<PublicProfile>(`/users/${encodeURIComponent(userId)}`, undefined, signal)).data;
}

export const getUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
  });

export function useUser(userId: string) {
  return useQuery(getUserQueryOptions(userId));
}
