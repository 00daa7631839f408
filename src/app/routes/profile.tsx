// /profile: the signed-in user's own profile (the route guard has made sure there is one).
import { ProfilePage } from '@/app/routes/user';
import { useCurrentUser } from '@/lib/auth/use-current-user';

export function Component() {
  const { user } = useCurrentUser();
  return user ? <ProfilePage userId={user.uid} /> : null;
}
