// Calls the mail worker on a short interval, the way a pg_cron job (through pg_net) calls it on hosted Supabase
// (docs/architecture.md): an HTTP request with the worker's secret, never a shortcut into the function's code.
// A call still running when the next is due is not doubled; the worker's own lease would make that safe anyway.

export interface MailWorkerSchedule {
  url: string;
  secret: string;
  intervalMs: number;
  log: (line: string) => void;
  /** How its failures are labelled in the log; the trash's purge runs on the same kind of schedule. */
  label?: string;
}

export function scheduleMailWorker({
  url,
  secret,
  intervalMs,
  log,
  label = 'mail worker',
}: MailWorkerSchedule): () => Promise<void> {
  let running: Promise<void> | null = null;
  let lastFailure = '';
  const call = async () => {
    try {
      const response = await fetch(url, { method: 'POST', headers: { 'x-mail-worker-secret': secret } });
      const text = await response.text();
      if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 200)}`);
      lastFailure = '';
    } catch (error) {
      // Said once per kind of failure, not every interval while the function is still booting or down.
      const message = (error as Error).message;
      if (message !== lastFailure) log(`[${label}] ${message}`);
      lastFailure = message;
    }
  };
  const timer = setInterval(() => {
    if (!running) running = call().finally(() => (running = null));
  }, intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
