// PUT /api/me: change one's display name, bio, avatar URL and social links. The answer is the member's own profile
// as it now is: it replaces the signed-in user (`me`) and their public profile in the cache, and nothing is
// refetched.
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { profileUpdateSchema, type Me, type PublicProfile } from '@schemas/profiles.ts';
import { getUserQueryOptions } from '@/features/profiles/api/get-user';
import { api } from '@/lib/api-client';
import { getMeQueryOptions } from '@/lib/auth/get-me';
import { useRefreshingMutation } from '@/lib/mutation';

export const updateProfileInputSchema = profileUpdateSchema;
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

export async function updateProfile(input: UpdateProfileInput): Promise<Me> {
  return (await api.put<Me>('/me', input)).data;
}

/** After a write whose answer is the member's own profile: it goes into the cache. */
export const refreshOwnProfile = (queryClient: QueryClient, _input: unknown, me: Me) =>
  putOwnProfile(queryClient, me);

/** The member's profile from an answer of PUT /api/me: their own, and the public one if it is cached. */
export function putOwnProfile(queryClient: QueryClient, me: Me): void {
  const { uid, displayName, bio, avatar, socialLinks, isVerified, subscriptionTier, createdAt } = me;
  const shown: PublicProfile = {
    uid,
    displayName,
    bio,
    avatar,
    socialLinks,
    isVerified,
    subscriptionTier,
    createdAt,
  };
  queryClient.setQueryData(getMeQueryOptions(uid).queryKey, me);
  queryClient.setQueryData(getUserQueryOptions(uid).queryKey, (profile) => profile && shown);
}

export function useUpdateProfile() {
  return useRefreshingMutation(updateProfile, refreshOwnProfile);
}
