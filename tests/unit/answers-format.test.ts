// The answers' format in every tag a client revalidates follows the answers' shapes. A deploy that changes a shape
// while the data stays the same must change every tag, or a browser or CDN revalidating the body it kept gets a 304
// and the SPA reads the old shape; so the fingerprint of the success schemas of every GET that may answer 304 is
// recorded beside the format (supabase/functions/api/routes/answers-format.ts), and the format is made from it.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openApiDocument } from '../../supabase/functions/api/openapi.ts';
import { ANSWERS_FINGERPRINT } from '../../supabase/functions/api/routes/answers-format.ts';

const FORMAT_FILE = 'supabase/functions/api/routes/answers-format.ts';
const FORMAT_MODULE = '../../supabase/functions/api/routes/answers-format.ts';
const TAGS_MODULE = '../../supabase/functions/api/routes/common/tags.ts';

interface Operation {
  responses: Record<string, { content?: Record<string, unknown> }>;
}

/**
 * The same JSON whatever order its keys were written in, without the descriptions written for people: a reworded
 * description changes no answer. A property that is named `description` (an idea's) is a schema, not a string.
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([name, inner]) => !(name === 'description' && typeof inner === 'string'))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([name, inner]) => [name, canonical(inner)]));
}

/** sha-256 of the success answers, by media type, of each GET that may answer 304: what a revalidated body holds. */
function fingerprint(): string {
  const shapes: Record<string, unknown> = {};
  for (const [path, methods] of Object.entries(openApiDocument().paths)) {
    for (const [method, operation] of Object.entries(methods as Record<string, Operation>)) {
      if (operation.responses['304'])
        shapes[`${method.toUpperCase()} ${path}`] = operation.responses['200']?.content;
    }
  }
  return createHash('sha256')
    .update(JSON.stringify(canonical(shapes)))
    .digest('hex');
}

describe("the answers' format", () => {
  it('is recorded with the fingerprint of the answers a client revalidates, as they are', () => {
    const now = fingerprint();
    expect(
      ANSWERS_FINGERPRINT,
      `The success schema of a GET that answers 304 changed. Clients may hold bodies of the old shape under tags that ` +
        `would still revalidate: record ANSWERS_FINGERPRINT = '${now}' in ${FORMAT_FILE}. That changes ` +
        `ANSWERS_FORMAT, and so every tag, with it.`,
    ).toBe(now);
  });
});

describe('answerTag', () => {
  const parts = ['12.4.7', 'anon', '/ideas/3f1c?status=approved', 'idea:3f1c', 'lists'];

  /** A tag as a freshly started instance makes it, with `format` as the answers' format when one is given. */
  async function tagOfNewInstance(format?: string): Promise<string> {
    vi.resetModules();
    // The function's environment, as env.ts reads it from Deno.
    vi.stubGlobal('Deno', {
      env: {
        toObject: () => ({
          SUPABASE_URL: 'http://127.0.0.1:54321',
          SUPABASE_DB_URL: 'postgresql://postgres:a-secret@127.0.0.1:54322/postgres',
        }),
      },
    });
    if (format !== undefined) vi.doMock(FORMAT_MODULE, () => ({ ANSWERS_FORMAT: format }));
    // Not typechecked here: tags.ts reads Deno's environment, which the Node project has no types for.
    const tags = (await import(TAGS_MODULE)) as { answerTag: (parts: readonly string[]) => string };
    return tags.answerTag(parts);
  }

  afterEach(() => {
    vi.doUnmock(FORMAT_MODULE);
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is the same in every instance of one format, and another after a deploy with another format', async () => {
    const tag = await tagOfNewInstance();
    expect(tag).toMatch(/^"[\w-]{22}"$/);
    expect(await tagOfNewInstance()).toBe(tag);
    const { ANSWERS_FORMAT } = await import(FORMAT_MODULE);
    expect(await tagOfNewInstance(ANSWERS_FORMAT as string)).toBe(tag);
    expect(await tagOfNewInstance(`${ANSWERS_FORMAT as string}+`)).not.toBe(tag);
  });
});
