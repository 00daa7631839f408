// A closed-loop load driver: `concurrency` workers each send their next request as soon as the previous one is
// answered, until `requests` are done. Returns throughput and latency percentiles of that run.
import { percentile } from './stats.ts';

export interface RunResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

export async function drive(
  concurrency: number,
  requests: number,
  send: (index: number) => Promise<void>,
): Promise<RunResult> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  async function worker(): Promise<void> {
    while (next < requests) {
      const index = next++;
      const t0 = performance.now();
      await send(index);
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: requests / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** GET a JSON envelope and insist on the expected status, so a benchmark never times failures. */
export async function expectJson(response: Response, status: number): Promise<void> {
  const text = await response.text();
  if (response.status !== status)
    throw new Error(`expected ${status}, got ${response.status}: ${text.slice(0, 300)}`);
}
