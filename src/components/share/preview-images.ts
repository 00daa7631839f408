// The addresses of the preview images the API draws (GET /api/ideas/{id}/preview.png, GET /api/p/{slug}/preview.png),
// for og:image: absolute, and fetched without a session, as link previewers fetch them.
import { env } from '@/config/env';

export const ideaPreviewImageUrl = (id: string) =>
  `${env.apiUrl}/ideas/${encodeURIComponent(id)}/preview.png`;

export const landingPreviewImageUrl = (slug: string) =>
  `${env.apiUrl}/p/${encodeURIComponent(slug)}/preview.png`;
