// The contract of the preview images shared links show (og:image): one per approved idea, one per published
// landing page, each a PNG drawn by the function from the data (./render/card.ts) and tagged with the read version
// of what it shows and the renderer's version (./renderer-tag.ts), so a repeat is a 304 and a visitor's image is
// drawn once per change in each function instance.
import { previewImageSchema } from '../../../_shared/schemas/previews.ts';
import type { RouteContract } from '../common/contract.ts';
import { IDEA_NOT_FOUND } from '../common/messages.ts';
import { idParams } from '../common/params.ts';
import { publicPage, slugParams } from '../landing-pages/landing-pages.routes.ts';

/** An approved idea's card; a pending, rejected, trashed or unknown idea is missing alike (404), whoever asks. */
export const ideaPreview = {
  method: 'GET',
  path: '/ideas/:id/preview.png',
  summary: "An approved idea's preview image (1200x630 PNG): its title, category and trusted score.",
  access: 'public',
  conditional: { resources: ['idea:{id}'] },
  params: idParams,
  notFound: IDEA_NOT_FOUND,
  response: { data: previewImageSchema },
  statuses: [200, 401, 404],
} as const satisfies RouteContract;

/** A published page's card; a draft or an unknown address is missing (404), as the page itself. */
export const landingPreview = {
  method: 'GET',
  path: '/p/:slug/preview.png',
  summary: "A published landing page's preview image (1200x630 PNG): its title, description, category and trusted score.",
  access: 'public',
  // The lists' version moves with every rating of an approved idea, so the score it shows is never stale.
  conditional: { resources: ['page:{slug}', 'lists'] },
  params: slugParams,
  notFound: publicPage.notFound,
  response: { data: previewImageSchema },
  statuses: [200, 401, 404],
} as const satisfies RouteContract;
