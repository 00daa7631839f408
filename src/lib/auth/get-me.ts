// GET /api/me: the signed-in user's own profile, private fields included.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@schemas/profiles.ts';
import { api } from '@/lib/api-client';

export async function getMe(): Promise<Me> {
  return (await api.get<Me>('/me')).data;
}

/** The prefix of every `me` query, whichever user it belongs to. */
export const meQueryKey = ['me'] as const;

export const getMeQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: [...meQueryKey, userId], queryFn: getMe, enabled: userId !== null });

export function useMe(userId: string | null) {
  return useQuery(getMeQueryOptions(userId));
}
