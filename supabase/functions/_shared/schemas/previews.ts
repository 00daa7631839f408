// The preview images of approved ideas and published landing pages: a success answer that is a file, not JSON.
// The OpenAPI document (api/openapi.ts) declares such an answer by the media type this schema's metadata names.
import { z } from 'zod';

export const PREVIEW_IMAGE = { width: 1200, height: 630, mediaType: 'image/png' } as const;

/** The metadata of a schema that stands for a file answer: its media type, and what the file is. */
export interface FileAnswer {
  mediaType: string;
  description: string;
}

export const previewImageSchema = z.string().meta({
  mediaType: PREVIEW_IMAGE.mediaType,
  description: `A ${PREVIEW_IMAGE.width}x${PREVIEW_IMAGE.height} PNG: the title, category and trusted score, for link previews (og:image).`,
} satisfies FileAnswer);

/** The file a success answer is, when its data schema says so. */
export function fileAnswerOf(schema: z.ZodType): FileAnswer | undefined {
  const meta = schema.meta();
  return typeof meta?.mediaType === 'string' && typeof meta.description === 'string'
    ? { mediaType: meta.mediaType, description: meta.description }
    : undefined;
}
