// What the administrator endpoints answer (product spec section 3: admin stats, pending idea, admin user list item).
import type { Category } from '@schemas/common.ts';

export interface AdminStats {
  totalUsers: number;
  totalIdeas: number;
  pendingIdeas: number;
  totalRatings: number;
}

export interface PendingIdea {
  id: string;
  title: string;
  description: string;
  category: Category;
  createdAt: string;
  authorId: string;
  author?: { displayName: string | null } | null;
  fundingNeeded?: number | null;
}

export interface AdminUser {
  uid: string;
  displayName: string;
  avatar: string;
  email: string;
  isAdmin: boolean;
  isVerified: boolean;
  subscriptionTier: 'free' | 'premium';
  createdAt: string;
}
