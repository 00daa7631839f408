// PUT /api/me: change one's display name, bio, avatar URL and social links. Afterwards the signed-in user
// (`me`) and their public profile are refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { profileUpdateSchema } from '@schemas/profiles.ts';
import { getUserQueryOptions } from '@/features/profiles/api/get-user';
import { api } from '@/lib/api-client';
import { getMeQueryOptions } from '@/lib/auth/get-me';
import type { Me } from '@/types/api';

export const updateProfileInputSchema = profileUpdateSchema;
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

export async function updateProfile(input: UpdateProfileInput): Promise<Me> {
  return (await api.put<Me>('/me', input)).data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getMeQueryOptions(me.uid).queryKey }),
        queryClient.invalidateQueries({ queryKey: getUserQueryOptions(me.uid).queryKey }),
      ]),
  });
}
