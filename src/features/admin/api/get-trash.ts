// GET /api/admin/trash: one page of the deleted ideas, newest first, with the API's total (`meta.total`).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TrashedIdea } from '@schemas/trash.ts';
import { trashKeys } from '@/features/admin/api/trash-keys';
import { api } from '@/lib/api-client';

export const TRASH_PAGE_SIZE = 20;

export interface TrashPage {
  ideas: TrashedIdea[];
  total: number;
}

export async function getTrash(page: number, signal?: AbortSignal): Promise<TrashPage> {
  const query = { limit: TRASH_PAGE_SIZE, offset: page * TRASH_PAGE_SIZE };
  const answer = await api.get<TrashedIdea[]>('/admin/trash', query, signal);
  return { ideas: answer.data, total: answer.meta?.total ?? answer.data.length };
}

export const getTrashQueryOptions = (page: number) =>
  queryOptions({
    queryKey: trashKeys.page(page),
    queryFn: ({ signal }) => getTrash(page, signal),
    // Another page keeps the rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
    // Ideas are deleted from other screens too (an idea's own page), which do not know this list: read it afresh.
    staleTime: 0,
  });

export function useTrash(page: number) {
  return useQuery(getTrashQueryOptions(page));
}
