// Runs the weekly digest every Monday at 07:00 UTC for the week that just ended, as the pg_cron job of migration
// 20251126153000_weekly_digest.sql does on hosted Supabase: through POST /api/internal/run-digest with the workers'
// secret, never a shortcut into the database. A stack that was down at that moment skips the week, as pg_cron
// would; an operator can run it by hand (docs/local-stack.md). Each run, and the next one, is said in the log.

const DAY_MS = 86_400_000;
const RUN_HOUR_UTC = 7;

export interface DigestSchedule {
  url: string;
  secret: string;
  log: (line: string) => void;
}

const day = (at: Date) => at.toISOString().slice(0, 10);

/** The first Monday 07:00 UTC after `now`. */
export function nextDigestRun(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysToMonday = (8 - new Date(midnight).getUTCDay()) % 7;
  let run = midnight + daysToMonday * DAY_MS + RUN_HOUR_UTC * 3_600_000;
  if (run <= now.getTime()) run += 7 * DAY_MS;
  return new Date(run);
}

/** The week a run at `run` is for: the one that ended the midnight before, named by its Monday. */
export const weekBefore = (run: Date): string => day(new Date(run.getTime() - 7 * DAY_MS));

export function scheduleWeeklyDigest({ url, secret, log }: DigestSchedule): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;

  const run = async (week: string) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'x-mail-worker-secret': secret, 'content-type': 'application/json' },
        body: JSON.stringify({ week }),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 200)}`);
      const { data } = JSON.parse(text) as { data: { members: number; sent: number } };
      log(
        `[weekly digest] week of ${week}: ${data.sent} digest(s) queued, ${data.members} member(s) want it`,
      );
    } catch (error) {
      log(`[weekly digest] week of ${week}: ${(error as Error).message}`);
    }
  };

  const plan = () => {
    const at = nextDigestRun(new Date());
    const week = weekBefore(at);
    log(`[weekly digest] next run ${day(at)} 07:00 UTC, for the week of ${week}`);
    timer = setTimeout(() => {
      running = run(week).finally(() => {
        running = null;
        if (!stopped) plan();
      });
    }, at.getTime() - Date.now());
  };
  plan();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
