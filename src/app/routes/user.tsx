import { useParams } from 'react-router';
import { ProfileView } from '@/features/profiles/components/profile-view';

export function Component() {
  const { id = '' } = useParams();
  return <ProfileView key={id} userId={id} />;
}
