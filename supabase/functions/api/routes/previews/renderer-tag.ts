// The renderer's version in a preview image's ETag, beside the read version the conditional middleware names: an
// image drawn by an earlier design never matches, so a client or CDN holding one gets the new drawing, while a
// repeat with the current tag is still the middleware's 304. Kept here, around the middleware, so the middleware
// stays the same for every JSON route.
import type { MiddlewareHandler } from 'hono';
import type { Env } from '../common/context.ts';

/** `"abc"` with the version in: `"abc.card1"`. */
export function withVersion(tag: string, version: string): string {
  return `${tag.slice(0, -1)}.${version}"`;
}

/**
 * The If-None-Match tags that name this renderer, without its version, as the middleware knows them; a tag of
 * another renderer is left out, so it cannot match.
 */
export function heldWithoutVersion(header: string, version: string): string {
  const suffix = `.${version}"`;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag === '*' || tag.endsWith(suffix))
    .map((tag) => (tag === '*' ? tag : `${tag.slice(0, -suffix.length)}"`))
    .join(', ');
}

export function rendererTag(version: string): MiddlewareHandler<Env> {
  return async (c, next) => {
    const held = c.req.header('if-none-match');
    if (held !== undefined) {
      const headers = new Headers(c.req.raw.headers);
      const kept = heldWithoutVersion(held, version);
      if (kept) headers.set('if-none-match', kept);
      else headers.delete('if-none-match');
      c.req.raw = new Request(c.req.raw, { headers });
    }
    await next();
    const tag = c.res.headers.get('ETag');
    if (tag) c.res.headers.set('ETag', withVersion(tag, version));
  };
}
