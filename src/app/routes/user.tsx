// /user/{id}: a member's profile (profiles feature) with their ideas (ideas feature) and the ratings they gave
// (ratings feature).
import { useParams } from 'react-router';
import { useUserIdeas } from '@/features/ideas/api/get-user-ideas';
import { UserIdeas } from '@/features/ideas/components/user-ideas';
import { ProfileView } from '@/features/profiles/components/profile-view';
import { RatingHistory } from '@/features/ratings/components/rating-history';

/** The profile page of one member; /profile shows it for the signed-in user. */
export function ProfilePage({ userId }: { userId: string }) {
  const ideas = useUserIdeas(userId);
  return (
    <ProfileView
      userId={userId}
      ideaCount={ideas.data?.length ?? 0}
      ideas={(isOwner) => <UserIdeas userId={userId} isOwner={isOwner} />}
      ratings={<RatingHistory userId={userId} />}
    />
  );
}

export function Component() {
  const { id = '' } = useParams();
  return <ProfilePage key={id} userId={id} />;
}
