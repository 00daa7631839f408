// /profile/edit: the profile form and the member's settings (profiles feature), with the auto-follow switch (follows
// feature) after the e-mail preferences.
import { AutoFollowSection } from '@/features/follows/components/auto-follow-section';
import { ProfileEditPage } from '@/features/profiles/components/profile-edit-form';

export function Component() {
  return <ProfileEditPage settings={<AutoFollowSection />} />;
}
