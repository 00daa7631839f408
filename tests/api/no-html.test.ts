// Hosted Supabase serves a function's text/html answers as text/plain unless the project has a custom domain, so
// no GET of the API may answer HTML: pages (an unsubscribe confirmation, an export) are the SPA's, fed with JSON.
// Every GET route is called, as the administrator so that no access rule stops it early, and its answer's type
// checked, whatever the status; the contracts must not declare HTML either.
import { describe, expect, it } from 'vitest';
import { api, seedIdea, signInAdmin } from './support.ts';
import { openApiDocument, routeLabel, ROUTES } from '../support/api-contract.ts';

const GETS = ROUTES.filter((listed) => listed.route.method === 'GET');

/** The route's path with each parameter filled: a seeded idea's id, or a made-up slug. */
const concrete = (path: string) =>
  path
    .replace(/^\/api/, '')
    .replace(/\{(\w+)\}/g, (_, name: string) => (name === 'slug' ? 'no-such-page' : seedIdea(1)));

describe('no GET of the API answers HTML', () => {
  it('declares no text/html answer in the contracts', () => {
    const document = openApiDocument();
    const declared = GETS.flatMap((listed) =>
      Object.values(document.paths[listed.path]?.get?.responses ?? {}).flatMap((response) =>
        Object.keys(response.content ?? {}).map((type) => `${routeLabel(listed)}: ${type}`),
      ),
    );
    expect(declared.length).toBeGreaterThan(GETS.length - 1);
    expect(declared.filter((entry) => /html/i.test(entry))).toEqual([]);
  });

  it('answers every GET route with a type other than HTML', async () => {
    const { token } = await signInAdmin();
    const answered: string[] = [];
    for (const listed of GETS) {
      const answer = await api(concrete(listed.path), { token });
      const type = answer.headers.get('content-type') ?? '';
      answered.push(`${routeLabel(listed)} ${answer.status} ${type.split(';')[0]}`);
    }
    expect(answered.filter((line) => /html/i.test(line))).toEqual([]);
    // A route answered by nothing but the gateway's fallback would hide here: each is the function's own JSON, CSV
    // or preview image.
    expect(
      answered.filter(
        (line) => !/ (application\/json|text\/csv|image\/png)$/.test(line) && !/ 304 /.test(line),
      ),
    ).toEqual([]);
  });
});
