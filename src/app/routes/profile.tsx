// /profile: the signed-in user's own profile (the route guard has made sure there is one).
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { ProfileView } from '@/features/profiles/components/profile-view';

export function Component() {
  const { user } = useCurrentUser();
  return user ? <ProfileView userId={user.uid} /> : null;
}
