// Create an account through Supabase Auth (docs/product-spec.md section 4, sign-up sequence): the display name travels
// as user metadata, Auth sends the verification mail, and the database trigger creates the profile with that
// display name when none exists yet. The mail's link lands on the welcome page.
import type { Session, User } from '@supabase/supabase-js';
import { z } from 'zod';
import { PROFILE_BOUNDS } from '@schemas/common.ts';
import { AddressTakenError } from '@/features/auth/api/account-errors';
import { confirmationRedirect } from '@/features/auth/api/resend-confirmation';
import { getSupabase } from '@/lib/auth-client';
import { nothingToRefresh, useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export const MIN_PASSWORD_LENGTH = 6;

/** The password rule of every form that sets one (sign-up, new password after a reset). */
export const newPasswordSchema = z
  .string()
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);

/** The confirmation check of those forms, on their `confirmPassword` field. */
export const passwordsMatch: [
  (input: { password: string; confirmPassword: string }) => boolean,
  { message: string; path: string[] },
] = [
  (input) => input.password === input.confirmPassword,
  { message: 'Passwords do not match', path: ['confirmPassword'] },
];

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
    password: newPasswordSchema,
    confirmPassword: z.string(),
    agreeToTerms: z.boolean().refine((agreed) => agreed, 'Please agree to the terms and conditions'),
  })
  .refine(...passwordsMatch);

export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** What the sign-up call needs besides the form: the page to return to once the address is confirmed. */
export type SignUpVariables = SignUpInput & { next?: string };

export interface SignUpResult {
  user: User | null;
  session: Session | null;
}

export async function signUp({ displayName, email, password, next }: SignUpVariables): Promise<SignUpResult> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: {
      data: { display_name: displayName },
      emailRedirectTo: confirmationRedirect(next),
    },
  });
  if (error) throw error;
  if (data.user?.identities?.length === 0) throw new AddressTakenError();
  return data;
}

interface UseSignUpOptions {
  mutationConfig?: MutationConfig<SignUpResult, SignUpVariables>;
}

export function useSignUp({ mutationConfig }: UseSignUpOptions = {}) {
  return useRefreshingMutation(signUp, nothingToRefresh, mutationConfig);
}
