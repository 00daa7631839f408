// The boot reads of index.html (src/config/boot-reads.ts) against the requests the pages really make.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_READS, BOOT_READS_GLOBAL, bootReadsScript } from '@/config/boot-reads';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { getFeaturedIdeasQueryOptions } from '@/features/home/api/get-featured-ideas';
import { getIdea } from '@/features/ideas/api/get-idea';
import { getUserIdeas } from '@/features/ideas/api/get-user-ideas';
import { DEFAULT_LEADERBOARD_PARAMS, leaderboardListParams } from '@/features/ideas/api/leaderboard-query';
import { getPublicLandingPage } from '@/features/landing-pages/api/get-public-landing-page';
import { getUser } from '@/features/profiles/api/get-user';
import { getIdeaRatings } from '@/features/ratings/api/get-idea-ratings';
import { getRoadmap } from '@/features/roadmap/api/get-roadmap';
import { AUTH_STORAGE_KEY } from '@/lib/auth-client';
import { getIdeas } from '@/lib/ideas';

const IDEA_ID = 'a0000000-0000-4000-8000-000000000001';
const USER_ID = 'b0000000-0000-4000-8000-000000000001';

const EARLY = [{ early: expect.any(String) as unknown }];

/**
 * Runs index.html's script on `path`, with fetch answering every request with its own URL as data; `modules`, per
 * BOOT_READS entry, the code to preload, as a build passes them.
 */
function runScript(path: string, modules: string[][] = []) {
  window.history.replaceState(null, '', path);
  const fetchMock = vi.fn((input: string, _init?: RequestInit) =>
    Promise.resolve(Response.json({ success: true, data: [{ early: input }] })),
  );
  vi.stubGlobal('fetch', fetchMock);
  // The script is written into index.html as text: run as the browser runs it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const script = new Function(bootReadsScript(env.apiUrl, 'anon-key', modules)) as () => void;
  script();
  return fetchMock;
}

/** The app's own requests from now on: answered 'from the app'. */
function appFetch() {
  const fetchMock = vi.fn(() => Promise.resolve(Response.json({ success: true, data: 'from the app' })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const requested = (fetchMock: ReturnType<typeof runScript>) =>
  fetchMock.mock.calls.map(([input]) => input.slice(env.apiUrl.length));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  delete window[BOOT_READS_GLOBAL];
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe("index.html's boot reads", () => {
  it('start the first requests of the home page, the leaderboard and an idea page, with the anon key', () => {
    expect(requested(runScript(paths.home.getHref()))).toEqual(['/ideas?status=approved&limit=6']);
    expect(requested(runScript(paths.leaderboard.getHref()))).toEqual([
      '/ideas?status=approved&limit=50&sort=finalScore&order=desc',
    ]);
    const fetchMock = runScript(paths.idea.getHref(IDEA_ID));
    expect(requested(fetchMock)).toEqual([`/ideas/${IDEA_ID}`, `/ratings/idea/${IDEA_ID}?limit=20&offset=0`]);
    expect(fetchMock.mock.calls[0]?.[1]).toEqual({ headers: { apikey: 'anon-key' } });
    expect(requested(runScript(paths.roadmap.getHref()))).toEqual(['/roadmap']);
    expect(requested(runScript(paths.user.getHref(USER_ID)))).toEqual([
      `/users/${USER_ID}`,
      `/users/${USER_ID}/ideas`,
    ]);
    expect(requested(runScript(paths.publicLanding.getHref('tutor-for-rural-schools')))).toEqual([
      '/p/tutor-for-rural-schools',
    ]);
  });

  it('start nothing for a stored session, a query string or another page', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{}');
    expect(runScript(paths.leaderboard.getHref())).not.toHaveBeenCalled();
    localStorage.clear();
    sessionStorage.setItem(AUTH_STORAGE_KEY, '{}');
    expect(runScript(paths.leaderboard.getHref())).not.toHaveBeenCalled();
    sessionStorage.clear();
    expect(runScript(`${paths.leaderboard.getHref()}?sort=spread`)).not.toHaveBeenCalled();
    expect(runScript(paths.about.getHref())).not.toHaveBeenCalled();
    expect(runScript(paths.idea.getHref('not-an-id'))).not.toHaveBeenCalled();
  });

  it("serve the app's own first requests, once each, without a request of its own", async () => {
    runScript(paths.leaderboard.getHref());
    const leaderboard = leaderboardListParams(DEFAULT_LEADERBOARD_PARAMS);
    const app = appFetch();
    expect(await getIdeas(leaderboard)).toEqual(EARLY);
    expect(app).not.toHaveBeenCalled();
    // Taken once: the next read of the same list asks the API.
    expect(await getIdeas(leaderboard)).toBe('from the app');

    runScript(paths.home.getHref());
    appFetch();
    expect(await getIdeas(getFeaturedIdeasQueryOptions().queryKey[2])).toEqual(EARLY);

    runScript(paths.idea.getHref(IDEA_ID));
    appFetch();
    expect(await getIdea(IDEA_ID)).toEqual(EARLY);
    expect((await getIdeaRatings(IDEA_ID, 0)).items).toEqual(EARLY);

    runScript(paths.roadmap.getHref());
    appFetch();
    expect(await getRoadmap()).toEqual(EARLY);

    runScript(paths.user.getHref(USER_ID));
    appFetch();
    expect(await getUser(USER_ID)).toEqual(EARLY);
    expect(await getUserIdeas(USER_ID)).toEqual(EARLY);

    runScript(paths.publicLanding.getHref('tutor-for-rural-schools'));
    appFetch();
    expect(await getPublicLandingPage('tutor-for-rural-schools')).toEqual(EARLY);
  });

  it("preload the page's code, for members too, each file in a task of its own", async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{}');
    const modules = BOOT_READS.map((_, index) => [`/assets/page-${index}.js`, `/assets/shared-${index}.js`]);
    const leaderboard = BOOT_READS.findIndex(({ route }) => route.endsWith('/leaderboard.tsx'));
    const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    runScript(paths.leaderboard.getHref(), modules);
    expect(preloads()).toEqual([]); // not while the parser waits for the script
    await vi.waitFor(() => expect(preloads()).toHaveLength(2));
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual(modules[leaderboard]);
    preloads().forEach((link) => link.remove());
  });

  it('are not used once stale', async () => {
    runScript(paths.leaderboard.getHref());
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    appFetch();
    expect(await getIdeas(leaderboardListParams(DEFAULT_LEADERBOARD_PARAMS))).toBe('from the app');
  });
});
