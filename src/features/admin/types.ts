// What the administrator endpoints answer (docs/product-spec.md section 3: admin stats, pending idea, admin user
// list item), and the piece of the ideas feature the review queue is given.
import type { ComponentType } from 'react';
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

/** The material fields an author's edit of an approved idea may change (docs/product-spec.md section 4). */
export type EditedField = 'title' | 'description' | 'category' | 'targetMarket' | 'businessModel';

/** An approved idea's pending edit in the review queue: only the changed fields, each before and after. */
export interface PendingEdit {
  ideaId: string;
  /** The approved title, which the public still sees. */
  title: string;
  authorId: string;
  author?: { displayName: string | null } | null;
  submittedAt: string;
  changes: { field: EditedField; before: string; after: string }[];
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

/**
 * The admin-mode edit dialog for one idea of the queue. The ideas feature owns editing; the admin route hands its
 * editor down (src/app/routes/admin.tsx), so this feature never reaches into another.
 */
export type IdeaEditor = ComponentType<{ ideaId: string; onClose: () => void }>;
