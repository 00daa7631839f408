// The one request helper of the HTTP suites (api, resilience): a token as a Bearer header, a JSON or multipart
// body as a client sends it, and the answer read whole: status, headers, text and the parsed JSON when it was JSON.

export interface RequestOptions {
  method?: string;
  token?: string;
  headers?: Record<string, string>;
  /** Sent as JSON text with Content-Type application/json. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  /** A raw body; give its content type in headers. */
  body?: RequestInit['body'];
  /** Aborts the request (and fails the test) when no answer came within this time. */
  timeoutMs?: number;
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** Whether the answer said it was JSON and parsed as JSON. */
  isJson: boolean;
  /** The parsed body when isJson, else undefined. */
  json: unknown;
}

/** Sees every answer this helper reads; what it throws is what the request throws. */
export type AnswerObserver = (request: { method: string; url: string }, answer: RawAnswer) => void;

let observer: AnswerObserver | undefined;

/**
 * Hands every answer to `next` from now on in this test worker (the API suite checks each against the OpenAPI
 * document: tests/api/support.ts); undefined stops it.
 */
export function observeAnswers(next: AnswerObserver | undefined): void {
  observer = next;
}

/** One request; the method is GET without a body and POST with one, unless given. */
export async function request(url: string, options: RequestOptions = {}): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    // As a browser sends a form: serialized, with its Content-Length. (A streamed, chunked upload that the API
    // cuts short at its size limit breaks the connection in the local gateway stand-in, not in the API.)
    const serialized = new Response(options.form);
    headers['content-type'] = serialized.headers.get('content-type')!;
    body = new Uint8Array(await serialized.arrayBuffer());
  }
  const method = options.method ?? (body === undefined || body === null ? 'GET' : 'POST');
  const response = await fetch(url, {
    method,
    headers,
    body,
    signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined,
  });
  const text = await response.text();
  let json: unknown;
  let isJson = false;
  if (text && (response.headers.get('content-type') ?? '').includes('json')) {
    try {
      json = JSON.parse(text);
      isJson = true;
    } catch {
      json = undefined;
    }
  }
  const answer = { status: response.status, headers: response.headers, text, isJson, json };
  observer?.({ method, url }, answer);
  return answer;
}
