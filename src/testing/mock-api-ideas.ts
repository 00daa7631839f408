// The network boundary of the ideas, ratings and profiles tests: `fetch` (JSON calls) and `XMLHttpRequest`
// (multipart uploads with progress) are stubbed and answer `/functions/v1/api/...` from a route table, e.g.
// `mockApi({ 'GET /ideas/:id': () => ok(idea), 'POST /ratings': (req) => ok(..., 201) })`. Every request is
// recorded for the test to inspect. Anything unrouted answers 404 (and Auth calls are never made by the tests,
// whose session is read from local storage).
import { vi } from 'vitest';

const API_PREFIX = '/functions/v1/api';

export interface ApiRequest {
  method: string;
  /** The path after /functions/v1/api, e.g. '/ideas/123'. */
  path: string;
  url: URL;
  query: URLSearchParams;
  params: Record<string, string>;
  /** Parsed JSON, a FormData, or undefined. */
  body: unknown;
  headers: Record<string, string>;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

type Handler = (request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>;

export const ok = (data: unknown, status = 200, message?: string): ApiAnswer => ({
  status,
  body: message ? { success: true, data, message } : { success: true, data },
});

/** No answer at all: fetch rejects, XMLHttpRequest reports an error. */
export const NETWORK_ERROR: ApiAnswer = { status: 0, body: null };

export const fail = (
  status: number,
  message: string,
  code = 'error',
  details?: Record<string, string[]>,
) => ({
  status,
  body: { success: false, message, code, ...(details ? { details } : {}) },
});

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = got[index]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

export function mockApi(routes: Record<string, Handler>) {
  const requests: ApiRequest[] = [];

  async function answer(method: string, rawUrl: string, body: unknown, headers: Record<string, string>) {
    const url = new URL(rawUrl);
    const path = url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) : url.pathname;
    for (const [route, handler] of Object.entries(routes)) {
      const [routeMethod, pattern] = route.split(' ') as [string, string];
      const params = routeMethod === method ? match(pattern, path) : null;
      if (!params) continue;
      const request = { method, path, url, query: url.searchParams, params, body, headers };
      requests.push(request);
      return await handler(request);
    }
    requests.push({ method, path, url, query: url.searchParams, params: {}, body, headers });
    return fail(404, `No test route for ${method} ${path}`, 'not_found');
  }

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    let body: unknown = init.body;
    if (typeof init.body === 'string' && headers['content-type']?.includes('json'))
      body = JSON.parse(init.body);
    const url = input instanceof Request ? input.url : String(input);
    const { status, body: payload } = await answer(init.method ?? 'GET', url, body, headers);
    if (status === 0) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });

  class FakeXMLHttpRequest {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    timeout = 0;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    send(body: unknown) {
      void (async () => {
        for (const loaded of [50, 100]) {
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
          await Promise.resolve();
        }
        const { status, body: payload } = await answer(this.method, this.url, body, this.headers);
        if (status === 0) {
          this.onerror?.();
          return;
        }
        this.status = status;
        this.responseText = JSON.stringify(payload);
        this.onload?.();
      })();
    }
  }

  vi.stubGlobal('fetch', fetchStub);
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);

  return {
    requests,
    /** The recorded requests to one method and path pattern, e.g. ('GET', '/ideas'). */
    calls: (method: string, pattern: string) =>
      requests.filter((request) => request.method === method && match(pattern, request.path) !== null),
  };
}
