// The handler of /api/internal/run-digest.
import { ApiError, fromPostgres, unauthorized } from '../../../_shared/errors.ts';
import { sql } from '../../../_shared/db.ts';
import type { Ctx } from '../common/context.ts';
import { reply, type Input } from '../common/mount.ts';
import * as routes from './digest.routes.ts';
import * as digestSql from './digest.sql.ts';
import { sameSecret, workerSecret } from './mail-settings.ts';

export async function runDigest(c: Ctx, { body }: Input<typeof routes.runDigest>) {
  if (!sameSecret(c.req.header('x-mail-worker-secret') ?? '', workerSecret())) {
    throw unauthorized("The digest's run needs the workers' secret.");
  }
  const { week } = await body();
  try {
    return reply(c, routes.runDigest, { week, ...(await digestSql.runWeeklyDigest(sql, week)) });
  } catch (error) {
    // The database's own check of the week, met only when the week turned between the two checks.
    if ((error as { code?: string }).code === '22023') {
      throw new ApiError(422, 'validation_failed', (error as Error).message, { week: [(error as Error).message] });
    }
    throw error instanceof ApiError ? error : fromPostgres(error);
  }
}
