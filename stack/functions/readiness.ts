// How many processes each function runs and for how long, and the stack's honest "ready": the API's health
// answered 200 through the gateway, not merely its processes spawned.

export interface FunctionScale {
  /** Processes per function behind the gateway; default FUNCTION_INSTANCES, else 1. */
  functionInstances?: number;
  /** Seconds each process lives before a new one replaces it; default FUNCTION_LIFETIME_SECONDS, else forever. */
  functionLifetimeSeconds?: number;
}

function positive(name: string, value: number | string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new Error(`${name} must be a positive number, not "${value}".`);
  return number;
}

export function functionScale(options: FunctionScale): { instances: number; lifetimeMs?: number } {
  const instances = positive(
    'FUNCTION_INSTANCES',
    options.functionInstances ?? process.env.FUNCTION_INSTANCES,
  );
  const lifetime = positive(
    'FUNCTION_LIFETIME_SECONDS',
    options.functionLifetimeSeconds ?? process.env.FUNCTION_LIFETIME_SECONDS,
  );
  return { instances: Math.floor(instances ?? 1), lifetimeMs: lifetime && lifetime * 1000 };
}

async function status(url: string): Promise<string> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (response.status === 200) return '200';
    const body = (await response.text()).slice(0, 200);
    return `${response.status} ${body}`;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * Waits until `url` answers 200, telling every 30 s what it answers meanwhile (e.g. 503 BOOT_ERROR while the
 * function cannot load its imports; its error is in the log above). Rejects after `timeoutMs`.
 */
export async function untilHealthy(
  url: string,
  timeoutMs = 300_000,
  log: (line: string) => void,
): Promise<void> {
  const started = Date.now();
  let told = started;
  for (;;) {
    const answer = await status(url);
    if (answer === '200') return;
    const waited = Date.now() - started;
    if (waited > timeoutMs) {
      throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s; its last answer: ${answer}`);
    }
    if (Date.now() - told >= 30_000) {
      told = Date.now();
      log(`Waiting for ${url} (${Math.round(waited / 1000)} s so far): ${answer}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
