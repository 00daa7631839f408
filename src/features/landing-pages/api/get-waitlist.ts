// GET /api/landing-pages/{id}/waitlist: the owner's sign-ups with counts per day; ?format=csv the same as a file.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitlistReport } from '@schemas/landing-pages.ts';
import { landingKeys, pagePath } from '@/features/landing-pages/api/keys';
import { api, apiDownload } from '@/lib/api-client';

export const getWaitlistQueryOptions = (id: string) =>
  queryOptions({
    queryKey: landingKeys.waitlist(id),
    queryFn: async ({ signal }) =>
      (await api.get<WaitlistReport>(`${pagePath(id)}/waitlist`, undefined, signal)).data,
  });

export function useWaitlist(id: string) {
  return useQuery(getWaitlistQueryOptions(id));
}

/** The CSV as the API writes it (cells that a spreadsheet would run as formulas are neutralised there). */
export function downloadWaitlistCsv(id: string): Promise<Blob> {
  return apiDownload(`${pagePath(id)}/waitlist`, { format: 'csv' });
}
