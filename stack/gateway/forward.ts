// Forwarding a request to a function as Kong does: the answer's bytes pass through untouched, Content-Encoding
// included. Node's fetch would decode a gzip answer (and the gateway would then send it uncompressed), so the
// function's compression, ETag and Vary would never reach the client as they do on hosted Supabase.
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { pipeline, Readable } from 'node:stream';

const agent = new Agent({ keepAlive: true });
/** Headers that belong to one connection, not to the answer (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);
const NO_BODY = new Set([101, 204, 205, 304]);

export class UpstreamTimeout extends Error {
  override name = 'TimeoutError';
}

function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** Sends `request` and resolves with the upstream's answer once its headers arrive; `idleMs` as Kong's read timeout. */
export function forward(request: Request, idleMs: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const url = new URL(request.url);
    const outgoing = httpRequest(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers: Object.fromEntries(request.headers),
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        const empty = NO_BODY.has(status) || request.method === 'HEAD';
        if (empty) answer.resume();
        const body = empty ? null : (Readable.toWeb(answer) as unknown as ReadableStream<Uint8Array>);
        resolve(
          new Response(body, {
            status,
            statusText: answer.statusMessage,
            headers: toHeaders(answer.headers),
          }),
        );
      },
    );
    outgoing.setTimeout(idleMs, () =>
      outgoing.destroy(new UpstreamTimeout('The upstream server is timing out')),
    );
    outgoing.on('error', reject);
    request.signal.addEventListener('abort', () => outgoing.destroy(), { once: true });
    // pipeline, not pipe: a client that goes away mid-upload errors the body stream, and that error must end the
    // upstream request rather than go unhandled and take the stack's process down.
    if (request.body) {
      pipeline(Readable.fromWeb(request.body), outgoing, (error) => {
        if (error) outgoing.destroy(error);
      });
    } else outgoing.end();
  });
}
