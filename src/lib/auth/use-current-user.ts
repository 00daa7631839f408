// The current user (docs/product-spec.md section 3), built from the Auth session and the stored profile.
import type { Me } from '@schemas/profiles.ts';
import { useMe } from '@/lib/auth/get-me';
import { useSession } from '@/lib/auth/session-provider';

export type CurrentUser = Me;

export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean } {
  const { session, isLoading: sessionLoading } = useSession();
  const userId = session?.user.id ?? null;
  const me = useMe(userId);
  if (sessionLoading) return { user: null, isLoading: true };
  if (!session) return { user: null, isLoading: false };
  if (me.isPending) return { user: null, isLoading: true };
  const authUser = session.user;
  const profile = me.data;
  // When the profile cannot be loaded, the account alone still identifies the user.
  const user: CurrentUser = profile ?? {
    uid: authUser.id,
    email: authUser.email ?? '',
    displayName: (authUser.user_metadata as { display_name?: string }).display_name ?? '',
    avatar: '',
    bio: '',
    isVerified: authUser.email_confirmed_at != null,
    isAdmin: false,
    subscriptionTier: 'free',
    createdAt: authUser.created_at,
    socialLinks: {},
    suspension: null,
  };
  return { user: { ...user, isVerified: authUser.email_confirmed_at != null }, isLoading: false };
}
