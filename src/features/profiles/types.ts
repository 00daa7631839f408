// A public profile as GET /api/users/{id} answers it (never the e-mail).
export interface UserProfile {
  uid: string;
  displayName: string;
  bio: string;
  avatar: string;
  socialLinks: { twitter?: string; linkedin?: string };
  isVerified: boolean;
  subscriptionTier: 'free' | 'premium';
  createdAt: string;
}
