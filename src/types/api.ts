// The entities as the API answers them (docs/product-spec.md section 3), camelCase.
import type { Category } from '@schemas/common.ts';

export type IdeaStatus = 'pending' | 'approved' | 'rejected';

export interface Idea {
  id: string;
  title: string;
  description: string;
  category: Category;
  targetMarket: string;
  businessModel: string;
  competitors: string;
  fundingNeeded: number;
  timeline: string;
  tags: string[];
  websiteUrl: string;
  socialMedia: { twitter?: string; linkedin?: string; instagram?: string };
  hasPitchDeck: boolean;
  /** A signed URL valid for an hour; only in the detail answer. */
  pitchDeckUrl: string | null;
  authorId: string;
  author: { displayName: string };
  status: IdeaStatus;
  rejectionReason: string | null;
  reviewedAt: string | null;
  createdAt: string;
  updatedAt: string;
  finalScore: number;
  totalRatings: number;
  /** Comments that are not deleted, kept by the database (always sent; optional for older test data). */
  commentCount?: number;
  marketDemandScore: number;
  innovationScore: number;
  competitionScore: number;
  /** The scores pulled towards the scale's midpoint as if by 5 ratings of 50 (docs/product-spec.md section 4). */
  adjustedScore: number;
  adjustedMarketDemand: number;
  adjustedInnovation: number;
  adjustedCompetition: number;
  /** How far the raters disagree: the population standard deviation (overall: the mean of the three). */
  spread: number;
  marketDemandSpread: number;
  innovationSpread: number;
  competitionSpread: number;
  /** The 95 % band of finalScore; null while the idea has no rating. */
  scoreMargin: number | null;
  /**
   * The author's change to an approved idea's material fields, waiting for review; only in one idea's answer and
   * only for its author and administrators (docs/product-spec.md section 4).
   */
  pendingEdit?: PendingIdeaEdit;
}

export interface PendingIdeaEdit {
  title: string;
  description: string;
  category: Category;
  targetMarket: string;
  businessModel: string;
  submittedAt: string;
}

/** The signed-in user's own profile (GET /api/me), private fields included. */
export interface Me {
  uid: string;
  email: string;
  displayName: string;
  avatar: string;
  bio: string;
  isVerified: boolean;
  isAdmin: boolean;
  subscriptionTier: 'free' | 'premium';
  createdAt: string;
  socialLinks: { twitter?: string; linkedin?: string };
}
