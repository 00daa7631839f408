// GET and PUT /api/me/follow-settings: whether submitting, rating or commenting follows the idea (auto-follow).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FollowSettings } from '@schemas/follows.ts';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/mutation';
import { followKeys } from './keys';

export const followSettingsQueryOptions = () =>
  queryOptions({
    queryKey: followKeys.settings(),
    queryFn: async ({ signal }) =>
      (await api.get<FollowSettings>('/me/follow-settings', undefined, signal)).data,
  });

export function useFollowSettings() {
  return useQuery(followSettingsQueryOptions());
}

async function updateFollowSettings(input: FollowSettings): Promise<FollowSettings> {
  return (await api.put<FollowSettings>('/me/follow-settings', input)).data;
}

export function useUpdateFollowSettings() {
  return useRefreshingMutation(updateFollowSettings, (queryClient, _input, saved) =>
    queryClient.setQueryData(followSettingsQueryOptions().queryKey, saved),
  );
}
