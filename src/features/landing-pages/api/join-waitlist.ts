// POST /api/p/{slug}/waitlist: a visitor leaves an address. The answer is the same for a repeat, so the form says
// the same thing either way.
import type { WaitlistJoined, WaitlistSignupInput } from '@schemas/landing-pages.ts';
import { api } from '@/lib/api-client';
import { nothingToRefresh, useRefreshingMutation } from '@/lib/mutation';

export async function joinWaitlist({ slug, ...input }: WaitlistSignupInput & { slug: string }) {
  return (await api.post<WaitlistJoined>(`/p/${encodeURIComponent(slug)}/waitlist`, input)).message;
}

export function useJoinWaitlist() {
  return useRefreshingMutation(joinWaitlist, nothingToRefresh);
}
