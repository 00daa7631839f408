// The handlers of the API's own endpoints.
import { openApiDocument } from '../../openapi.ts';
import type { Ctx } from '../common/context.ts';
import { heldTagFor } from '../common/conditional.ts';
import { reply, type Input } from '../common/mount.ts';
import * as routes from './system.routes.ts';

export const health = (c: Ctx, _input: Input<typeof routes.health>) => reply(c, routes.health, { status: 'ok' });

let published: Promise<{ text: string; tag: string }> | undefined;

/** The document's text and a strong tag of it, made on first use: it changes only with the function's code. */
function publish(): Promise<{ text: string; tag: string }> {
  published ??= (async () => {
    const text = JSON.stringify(openApiDocument());
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    return { text, tag: `"${hex.slice(0, 32)}"` };
  })();
  return published;
}

export async function openApi(c: Ctx, _input: Input<typeof routes.openApi>) {
  const { text, tag } = await publish();
  const headers = { ETag: tag, 'Cache-Control': 'public, no-cache' };
  const held = heldTagFor(c.req.header('if-none-match'), tag);
  if (held) return c.body(null, 304, { ...headers, ETag: held });
  return c.body(text, 200, { ...headers, 'content-type': 'application/json' });
}
