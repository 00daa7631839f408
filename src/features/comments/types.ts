// One comment as GET /api/ideas/{id}/comments answers it; a deleted comment kept for its replies has no body or author.
export interface Comment {
  id: string;
  ideaId: string;
  parentId: string | null;
  body: string | null;
  author: { id: string; displayName: string } | null;
  isOwn: boolean;
  isDeleted: boolean;
  createdAt: string;
  editedAt: string | null;
  replies: Comment[];
}
