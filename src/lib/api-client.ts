// The typed client of the Ideaboard REST API: JSON (or multipart) with a 10 s timeout, the fresh access token as
// Bearer, an Idempotency-Key on every write (src/lib/action-keys.ts), and the API's envelope unwrapped. Failures
// become ApiError; a 401 is announced to whoever listens (the app provider signs out and goes to /login) — the
// transport itself never touches the UI.
import { env } from '@/config/env';
import { actionOf, formText, keyFor, settleKey } from '@/lib/action-keys';
import { getSupabase, loadedSupabase, mayHaveSession } from '@/lib/auth-client';
import { takeBootRead } from '@/lib/boot-reads';

export const API_TIMEOUT_MS = 10_000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string[]>,
  ) {
    super(message);
  }
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  signal?: AbortSignal;
}

export interface Envelope<T> {
  data: T;
  message?: string;
  /** `own`: the caller's own item beside a page (their rating of an idea), shaped by the endpoint. */
  meta?: { total?: number; limit?: number; offset?: number; own?: unknown };
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = new URL(`${env.apiUrl}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** The current access token, refreshed by supabase-js when it is about to expire. */
export async function accessToken(): Promise<string | null> {
  // A visitor whose page has not loaded supabase-js has no session: nothing to ask.
  if (!loadedSupabase() && !mayHaveSession()) return null;
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  return data.session?.access_token ?? null;
}

/** What every call carries: the anon key, and the caller's fresh access token when there is one. */
export async function authHeaders(): Promise<Record<string, string>> {
  const token = await accessToken();
  return token
    ? { apikey: env.supabaseAnonKey, authorization: `Bearer ${token}` }
    : { apikey: env.supabaseAnonKey };
}

/**
 * A request with the write's Idempotency-Key (src/lib/action-keys.ts): a GET goes as it is; a write's key is kept for
 * its next send when no answer, or a 5xx, came back.
 */
async function keyed(
  method: string,
  url: string,
  body: string | undefined,
  headers: Record<string, string>,
  transmit: () => Promise<Response>,
): Promise<Response> {
  if (method === 'GET') return await transmit();
  const action = actionOf(method, url, body);
  const key = keyFor(action);
  headers['idempotency-key'] = key;
  try {
    const response = await transmit();
    settleKey(action, key, response.status);
    return response;
  } catch (error) {
    settleKey(action, key, 0);
    throw error;
  }
}

/** One fetch with those headers and the 10 s timeout; no answer at all becomes an ApiError with status 0. */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers = await authHeaders();
  const method = options.method ?? 'GET';
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const url = buildUrl(path, options.query);
  // A signed-out first read of the page may already be under way, started by index.html.
  const early = !headers.authorization && method === 'GET' ? takeBootRead(url) : undefined;
  const answer = early && (await early);
  if (answer) return answer;
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  return await keyed(method, url, body, headers, async () => {
    try {
      return await fetch(url, { method, headers, body, signal });
    } catch (error) {
      // Cancelled by the caller (TanStack Query dropping a refetch nobody waits for): not a failure to report.
      if (options.signal?.aborted) throw options.signal.reason;
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new ApiError(
        0,
        timedOut ? 'timeout' : 'network',
        timedOut ? 'The server took too long to answer.' : 'Could not reach the server.',
      );
    }
  });
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  return await parseResponse<T>(await send(path, options), options.signal);
}

/** `signal`: the caller's; cancelled while the body was read, the answer is dropped, not logged as an API error. */
export async function parseResponse<T>(response: Response, signal?: AbortSignal): Promise<Envelope<T>> {
  const payload = (await response.json().catch(() => null)) as
    | ({ success: true } & Envelope<T>)
    | { success: false; message?: string; code?: string; details?: Record<string, string[]> }
    | null;
  if (response.ok && payload?.success) return payload;
  if (signal?.aborted) throw signal.reason;
  if (response.status === 401) unauthorizedListeners.forEach((listener) => listener());
  const failure = payload && !payload.success ? payload : null;
  const error = new ApiError(
    response.status,
    failure?.code ?? 'http_error',
    failure?.message ?? `The server answered ${response.status}.`,
    failure?.details,
  );
  console.error(`API ${response.status} ${response.url}: ${error.message}`);
  throw error;
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], signal?: AbortSignal) =>
    apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, json?: unknown) => apiRequest<T>(path, { method: 'POST', json }),
  put: <T>(path: string, json?: unknown) => apiRequest<T>(path, { method: 'PUT', json }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

/**
 * A GET whose answer is a file (a CSV export), not the JSON envelope: the same headers and timeout; a refusal still
 * comes as the envelope and becomes an ApiError.
 */
export async function apiDownload(path: string, query?: RequestOptions['query']): Promise<Blob> {
  const response = await send(path, { query });
  if (response.ok) return await response.blob();
  await parseResponse(response);
  throw new ApiError(response.status, 'http_error', `The server answered ${response.status}.`);
}

/**
 * Sends `body` with upload progress (0-1): fetch cannot report upload progress, XMLHttpRequest can. The answer comes
 * back as a Response, whatever its status; a network failure or timeout becomes an ApiError with status 0. Used for
 * the idea forms with a pitch deck (uploadForm) and for avatars sent to Storage.
 */
export function sendWithProgress(
  url: string,
  body: XMLHttpRequestBodyInit,
  options: {
    method: 'POST' | 'PUT';
    headers: Record<string, string>;
    onProgress?: (fraction: number) => void;
    timeoutMs: number;
  },
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method, url);
    for (const [name, value] of Object.entries(options.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = options.timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve(
        new Response(xhr.responseText, {
          status: xhr.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    xhr.onerror = () => reject(new ApiError(0, 'network', 'Could not reach the server.'));
    xhr.ontimeout = () => reject(new ApiError(0, 'timeout', 'The server took too long to answer.'));
    xhr.send(body);
  });
}

/**
 * A multipart request with upload progress (0-1), for idea forms with a pitch deck. Same headers, timeout and error
 * handling as apiRequest.
 */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  options: { method?: 'POST' | 'PUT'; onProgress?: (fraction: number) => void; timeoutMs?: number } = {},
): Promise<Envelope<T>> {
  const url = buildUrl(path);
  const method = options.method ?? 'POST';
  const headers = await authHeaders();
  const response = await keyed(method, url, formText(form), headers, () =>
    sendWithProgress(url, form, {
      method,
      headers,
      onProgress: options.onProgress,
      // Large decks on slow links need longer than the JSON calls' 10 s.
      timeoutMs: options.timeoutMs ?? 120_000,
    }),
  );
  return await parseResponse<T>(response);
}
