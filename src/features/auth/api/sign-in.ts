// Sign in with e-mail and password through Supabase Auth. The session provider picks the new session up. Without
// 'Remember me' the session is kept in session storage, so it ends with the browser session.
import type { Session, User } from '@supabase/supabase-js';
import type { z } from 'zod';
import type { signInInputSchema } from '@/features/auth/api/sign-in-schema';
import { authStorage, getSupabase } from '@/lib/auth-client';
import { nothingToRefresh, useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export type SignInInput = z.infer<typeof signInInputSchema>;

export interface SignInResult {
  user: User;
  session: Session;
}

export async function signIn({ email, password, rememberMe }: SignInInput): Promise<SignInResult> {
  const supabase = await getSupabase();
  authStorage.setRemember(rememberMe);
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data;
}

interface UseSignInOptions {
  mutationConfig?: MutationConfig<SignInResult, SignInInput>;
}

export function useSignIn({ mutationConfig }: UseSignInOptions = {}) {
  return useRefreshingMutation(signIn, nothingToRefresh, mutationConfig);
}
