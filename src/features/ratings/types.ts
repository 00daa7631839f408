// A rating as GET /api/ratings/idea/{id} answers it (docs/product-spec.md section 3). `rater` is null when the rating
// is anonymous (the database hides who gave it); `isOwn` says whether the caller gave it.
export interface Rating {
  id: string;
  ideaId: string;
  userId: string | null;
  rater: { displayName: string } | null;
  marketDemand: number;
  innovation: number;
  competition: number;
  isAnonymous: boolean;
  isOwn: boolean;
  createdAt: string;
}
