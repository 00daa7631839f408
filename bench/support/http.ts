// The read benchmarks' HTTP client: node:http over kept-alive connections, reading each answer's bytes as they come
// (gzip stays gzip). The load driver shares the machine's cores with the gateway, the function and Postgres, so its
// own cost per request lowers every API figure beside raw SQL, whose driver (postgres.js) is lean. Node's fetch
// spent 0.6-0.9 ms of CPU per leaderboard answer on its Request, Response and stream objects and on decoding the
// gzip: more than a kept answer costs the function. A browser decodes, of course; the server's work is the same.
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Bytes of the body as sent (still compressed if the server compressed it). */
  bytes: number;
  /** The body of an error answer (400 and above), for the message; others are only counted. */
  error?: string;
}

/** GET `url` asking for gzip, as a browser does; resolves once the whole body is read. */
export function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return send('GET', url, headers);
}

export function send(
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        headers: {
          'accept-encoding': 'gzip',
          ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
          ...headers,
        },
      },
      (answer) => {
        const status = answer.statusCode ?? 0;
        const kept: Buffer[] = [];
        let bytes = 0;
        answer.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (status >= 400) kept.push(chunk);
        });
        answer.on('end', () => {
          const error = status >= 400 ? Buffer.concat(kept).toString('utf8').slice(0, 300) : undefined;
          resolve({ status, headers: answer.headers, bytes, error });
        });
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Insists on the expected status, so a benchmark never times failures. */
export function expectStatus(answer: Answer, status: number): void {
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${answer.error ?? `${answer.bytes} bytes`}`);
}
