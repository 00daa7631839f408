import { ProfileEditPage } from '@/features/profiles/components/profile-edit-form';

export function Component() {
  return <ProfileEditPage />;
}
