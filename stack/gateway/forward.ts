// Forwarding a request to a function as Kong does: the request's and the answer's bytes pass through untouched,
// Content-Encoding included, straight from socket to socket. Node's fetch would decode a gzip answer (and the gateway
// would then send it uncompressed), so the function's compression, ETag and Vary would never reach the client as
// they do on hosted Supabase. And the gateway must cost little beside the function: wrapping every request and answer
// in web Request, Response and stream objects took it two to four times the CPU time of these pipes
// (docs/performance.md, "The read path").
import {
  Agent,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';

const agent = new Agent({ keepAlive: true });
/** Headers that belong to one connection, not to the request or the answer (RFC 9110 section 7.6.1). */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
]);

export class UpstreamTimeout extends Error {
  override name = 'TimeoutError';
}

export interface Upstream {
  port: number;
  /** Path and query as the upstream sees them. */
  path: string;
  headers: OutgoingHttpHeaders;
}

/**
 * Sends `incoming` to the upstream on 127.0.0.1 and pipes its answer to `outgoing`, with `answerHeaders` set over the
 * upstream's own. Resolves with undefined once the answer's head is sent, or with the error that kept the upstream
 * from answering (refused, reset, `idleMs` without a byte as Kong's read timeout), for the caller to answer. The
 * answer to a HEAD comes back as a Response instead, for the caller to return: Hono answers a HEAD by wrapping the
 * GET route's Response in a new one, whose head node-server would then write a second time.
 */
export function forward(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  upstream: Upstream,
  idleMs: number,
  answerHeaders: Record<string, string>,
): Promise<Error | Response | undefined> {
  return new Promise((resolve) => {
    let answered = false;
    const request = httpRequest(
      {
        agent,
        host: '127.0.0.1',
        port: upstream.port,
        path: upstream.path,
        method: incoming.method,
        headers: upstream.headers,
      },
      (answer) => {
        answered = true;
        const headers: [string, string][] = [];
        const raw = answer.rawHeaders;
        for (let at = 0; at < raw.length; at += 2) {
          const name = raw[at]!.toLowerCase();
          if (!HOP_BY_HOP.has(name) && !(name in answerHeaders)) headers.push([raw[at]!, raw[at + 1]!]);
        }
        headers.push(...Object.entries(answerHeaders));
        if (incoming.method === 'HEAD') {
          answer.resume();
          resolve(
            new Response(null, { status: answer.statusCode, statusText: answer.statusMessage, headers }),
          );
          return;
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers.flat());
        // An answer broken off midway (the function died) breaks the client's connection too, and a client that
        // leaves ends the upstream request (below). pipe(), not pipeline(): pipeline() makes an AbortController and a
        // DOMException for every request, which were the gateway's largest single cost in a profile.
        answer.on('close', () => {
          if (!answer.complete) outgoing.destroy();
        });
        answer.on('error', () => outgoing.destroy());
        answer.pipe(outgoing);
        resolve(undefined);
      },
    );
    request.setTimeout(idleMs, () =>
      request.destroy(new UpstreamTimeout('The upstream server is timing out')),
    );
    request.on('error', (error) => {
      if (answered) return; // the answer's close and error handlers end the client's side
      // The body the client may still be sending is read and dropped, so it gets the error answer, not a reset.
      incoming.unpipe(request);
      incoming.resume();
      resolve(error);
    });
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) request.destroy();
    });
    // Not pipeline(): an upstream failing must not destroy the client's socket before it is answered. A client that
    // goes away mid-upload ends the upstream request, so the function sees its body break off rather than wait.
    incoming.on('close', () => {
      if (!incoming.complete) request.destroy();
    });
    incoming.pipe(request);
  });
}
