// Boot reads: the first API requests of a public page, started by a small script in index.html while the app's
// code still downloads. On a phone the entry file takes about a second to arrive; without this, the page's data is
// asked for only after it has run, and the first rows or the idea's text appear that much later.
//
// Only for a visitor without a stored session (a member's answers can differ: their own pending idea, their own
// rating) and only for a page's default view. The app takes each answer once, for the request it would have made
// itself (src/lib/boot-reads.ts); a table that drifts from the app's requests costs speed, not correctness, and
// src/app/boot-reads.test.ts proves that it has not drifted.
//
// The page's own code is preloaded too (members included: code is the same for everyone), so that it arrives with
// the entry file instead of after it. Each preload is started in a task of its own: added in the script itself, the
// seven or so links held the parser for 3-33 ms on a fast desktop (median 11, in the Lighthouse traces of every
// public page), which a phone's slowdown turned into one blocking task of 100-300 ms.
//
// No imports: vite.config.ts reads this file to write the script into index.html.

export interface BootRead {
  /** The page: a pattern of the whole pathname; its groups fill $1, $2... in `reads`. */
  page: string;
  /** API paths with their query, relative to the API's base URL. */
  reads: string[];
  /** The page's route module: in a build, the script also preloads its code and the code it imports. */
  route: string;
  /**
   * The guard the router loads beside the route module (src/app/router.tsx), preloaded with it: loaded only once
   * the router has started, it was one more round trip before the page's first paint.
   */
  guard?: string;
}

const UUID = '([0-9a-fA-F-]{36})';

/** The home page's route module: its first load is what the build groups and the bench holds to 170 KiB gzip. */
export const HOME_ROUTE = 'src/app/routes/home.tsx';

export const BOOT_READS: BootRead[] = [
  // 'Featured Ideas' (src/features/home/api/get-featured-ideas.ts).
  { page: '^/$', reads: ['/ideas?status=approved&limit=6'], route: HOME_ROUTE },
  // The leaderboard's default view (src/features/ideas/api/leaderboard-query.ts).
  {
    page: '^/leaderboard$',
    reads: ['/ideas?status=approved&limit=50&sort=finalScore&order=desc'],
    route: 'src/app/routes/leaderboard.tsx',
  },
  // The idea and the first page of its ratings (src/features/ideas/api/get-idea.ts, ratings/api/get-idea-ratings.ts).
  {
    page: `^/idea/${UUID}$`,
    reads: ['/ideas/$1', '/ratings/idea/$1?limit=20&offset=0'],
    route: 'src/app/routes/idea.tsx',
  },
  // src/features/roadmap/api/get-roadmap.ts.
  { page: '^/roadmap$', reads: ['/roadmap'], route: 'src/app/routes/roadmap.tsx' },
  // The member and their ideas (src/features/profiles/api/get-user.ts, ideas/api/get-user-ideas.ts).
  { page: `^/user/${UUID}$`, reads: ['/users/$1', '/users/$1/ideas'], route: 'src/app/routes/user.tsx' },
  // A published landing page (src/features/landing-pages/api/get-public-landing-page.ts).
  { page: '^/p/([a-z0-9-]{3,60})$', reads: ['/p/$1'], route: 'src/app/routes/public-landing.tsx' },
  // Sign-in asks for nothing, but its code (its form's pieces and the guard that sends a member on) is preloaded
  // like the others'.
  { page: '^/login$', reads: [], route: 'src/app/routes/login.tsx', guard: 'src/app/guards.tsx' },
];

/** Where the script leaves its requests for the app: the full URL, when it was sent, and the answer to come. */
export const BOOT_READS_GLOBAL = '__ideaboardBootReads';

/** The storage key of a stored session (src/lib/auth-client.ts, AUTH_STORAGE_KEY). */
const SESSION_KEY = 'authToken';

/**
 * The script's source for index.html. Plain ES5, no module: it runs while the parser is still in <head>. A query
 * string (filters, an Auth redirect) or a stored session means no boot reads. `modules`: per BOOT_READS entry (by
 * index), the URLs of its route's code to preload; empty where there is no build (the dev server).
 */
export function bootReadsScript(apiUrl: string, anonKey: string, modules: string[][] = []): string {
  const pages = BOOT_READS.map(({ page, reads }, index) => ({ page, reads, modules: modules[index] ?? [] }));
  const settings = JSON.stringify({ api: apiUrl.replace(/\/$/, ''), key: anonKey, pages });
  return `(function (s) {
  var page;
  for (var i = 0; i < s.pages.length && !page; i++) {
    var match = new RegExp(s.pages[i].page).exec(location.pathname);
    if (match) page = s.pages[i];
  }
  if (!page) return;
  page.modules.forEach(function (href) {
    setTimeout(function () {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  });
  try {
    if (location.search || location.hash) return;
    if (localStorage.getItem(${JSON.stringify(SESSION_KEY)}) || sessionStorage.getItem(${JSON.stringify(SESSION_KEY)})) return;
  } catch (e) {
    return;
  }
  var reads = [];
  for (var j = 0; j < page.reads.length; j++) {
    var url = s.api + page.reads[j].replace(/\\$(\\d)/g, function (_, n) { return match[n]; });
    reads.push({
      url: url,
      at: Date.now(),
      answer: fetch(url, { headers: { apikey: s.key } }).catch(function () { return null; }),
    });
  }
  window[${JSON.stringify(BOOT_READS_GLOBAL)}] = reads;
})(${settings});`;
}
