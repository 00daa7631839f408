// /profile: the signed-in user's own profile (the route guard has made sure there is one), with the ideas they follow.
import { ProfilePage } from '@/app/routes/user';
import { FollowedIdeasSection } from '@/features/follows/components/followed-ideas-section';
import { useCurrentUser } from '@/lib/auth/use-current-user';

export function Component() {
  const { user } = useCurrentUser();
  return user ? (
    <>
      <ProfilePage userId={user.uid} />
      <FollowedIdeasSection />
    </>
  ) : null;
}
