// Clients and accounts for any stack: supabase-js clients as the app builds them (sessions in memory only),
// password sign-ins, unique e-mail addresses.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../stack/index.ts';

/** The seed's password, and the one the suites give the accounts they make. */
export const PASSWORD = 'password123';

/** A signed-in member: what a request needs to act as them. */
export interface Member {
  id: string;
  email: string;
  token: string;
}

/** The client createClient gives without a generated Database type. */
export type Client = ReturnType<typeof createClient>;

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** A browser-like client of the stack at `apiUrl`, with the anon key. */
export const anonClientOf = (apiUrl: string): Client => createClient(apiUrl, ANON_KEY, clientOptions);

/** A server-side client with the service_role key, for the admin endpoints. */
export const serviceClientOf = (apiUrl: string): Client =>
  createClient(apiUrl, SERVICE_ROLE_KEY, clientOptions);

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

/** Signs `email` in with supabase-js against the stack at `apiUrl`. */
export async function passwordSignIn(apiUrl: string, email: string, password = PASSWORD): Promise<Member> {
  const { data, error } = await anonClientOf(apiUrl).auth.signInWithPassword({ email, password });
  if (!data.session) throw new Error(`sign-in of ${email} failed: ${error?.status} ${error?.message}`);
  return { id: data.session.user.id, email, token: data.session.access_token };
}
