// GET /api/me/follows: a page of the ideas the signed-in member follows, newest follow first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FollowedIdea } from '@schemas/follows.ts';
import { api } from '@/lib/api-client';
import { followKeys } from './keys';

export interface FollowedIdeasPage {
  ideas: FollowedIdea[];
  total: number;
}

export async function getMyFollows(
  limit: number,
  offset: number,
  signal?: AbortSignal,
): Promise<FollowedIdeasPage> {
  const answer = await api.get<FollowedIdea[]>('/me/follows', { limit, offset }, signal);
  return { ideas: answer.data, total: answer.meta?.total ?? answer.data.length };
}

export const myFollowsQueryOptions = (limit: number, offset: number) =>
  queryOptions({
    queryKey: followKeys.page(limit, offset),
    queryFn: ({ signal }) => getMyFollows(limit, offset, signal),
    placeholderData: keepPreviousData,
  });

export function useMyFollows(limit: number, offset: number) {
  return useQuery(myFollowsQueryOptions(limit, offset));
}
