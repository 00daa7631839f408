// The pieces every answer is built from: the envelope around data, the error shape, and the field formats the
// entities share. The OpenAPI document (api/openapi.ts) and the SPA's answer types come from these and from the
// entity schemas beside them, so each shape is written once.
import { z } from 'zod';

/** A Postgres timestamptz as JSON: `...Z` from postgres.js, `...+00:00` from SQL-built JSON. */
export const timestampSchema = z.iso.datetime({ offset: true });

/** A row's id. Any 8-4-4-4-12 hex text, as Postgres's uuid type takes (not only RFC 9562 versions). */
export const idSchema = z.guid();

/** A score on the 0-100 scale, kept with one or two decimals. */
export const scoreSchema = z.number().min(0).max(100);

export const errorSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    code: z.string(),
    /** Field errors keyed by the field's path, for 422; other codes may carry their own details. */
    details: z.unknown().optional(),
  })
  .meta({ description: 'Every refusal and failure: an honest status, a message for people, a code for programs.' });
export type ApiErrorBody = z.infer<typeof errorSchema>;

/** { success: true, data, message?, meta? }: what every 2xx answer carries. */
export function envelopeSchema(data: z.ZodType, meta?: z.ZodType, message?: string) {
  return z.object({
    success: z.literal(true),
    data,
    ...(message === undefined ? {} : { message: z.literal(message) }),
    ...(meta === undefined ? {} : { meta }),
  });
}

/** The paging every paged list answers in meta. */
export const pageMetaSchema = z.object({
  total: z.number().int().min(0),
  limit: z.number().int().min(1),
  offset: z.number().int().min(0),
});

/** The answer of a delete that names what it deleted. */
export const deletedSchema = z.object({ id: idSchema });

/** A timestamp as the answers carry it: postgres.js reads timestamptz as a Date, SQL-built JSON as text. */
export const iso = (value: Date | string): string => (typeof value === 'string' ? value : value.toISOString());
