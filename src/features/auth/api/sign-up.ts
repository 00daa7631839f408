// Create an account through Supabase Auth (docs/product-spec.md section 4, sign-up sequence): the display name travels
// as user metadata, Auth sends the verification mail, and the database trigger creates the profile with that
// display name when none exists yet.
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Session, User } from '@supabase/supabase-js';
import { z } from 'zod';
import { PROFILE_BOUNDS } from '@schemas/common.ts';
import { getSupabase } from '@/lib/auth-client';

export const MIN_PASSWORD_LENGTH = 6;

export const signUpInputSchema = z
  .object({
    displayName: z
      .string()
      .trim()
      .min(1, 'Full name is required')
      .max(
        PROFILE_BOUNDS.displayName.max,
        `Full name can be at most ${PROFILE_BOUNDS.displayName.max} characters`,
      ),
    email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
    password: z
      .string()
      .min(1, 'Password is required')
      .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
    confirmPassword: z.string(),
    agreeToTerms: z.boolean().refine((agreed) => agreed, 'Please agree to the terms and conditions'),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export type SignUpInput = z.infer<typeof signUpInputSchema>;

export interface SignUpResult {
  user: User | null;
  session: Session | null;
}

export async function signUp({ displayName, email, password }: SignUpInput): Promise<SignUpResult> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: {
      data: { display_name: displayName },
      emailRedirectTo: window.location.origin,
    },
  });
  if (error) throw error;
  return data;
}

interface UseSignUpOptions {
  mutationConfig?: Omit<UseMutationOptions<SignUpResult, Error, SignUpInput>, 'mutationFn'>;
}

export function useSignUp({ mutationConfig }: UseSignUpOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: signUp });
}
