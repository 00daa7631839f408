// One run of the mail worker: claim due mails, send them through the configured transport, mark each sent or
// failed. A mail is marked sent only after the server accepted it; a run that dies between the two leaves the lease
// to expire and the mail is tried again: over SMTP it is sent again (the at-least-once window, docs/decisions.md),
// while the mail API recognises the repeat by its Idempotency-Key and sends nothing.
import { sql } from '../../../_shared/db.ts';
import type { MailRun } from '../../../_shared/schemas/mail.ts';
import { compose } from './compose.ts';
import type { MailSettings } from './mail-settings.ts';
import * as mailSql from './mail.sql.ts';
import { openTransport } from './transport.ts';

const BATCH = 50;

export async function deliverDueMail(settings: MailSettings): Promise<MailRun> {
  const rows = await mailSql.claim(sql, BATCH);
  const run: MailRun = { claimed: rows.length, sent: 0, failed: 0 };
  const transport = openTransport(settings.transport);
  try {
    for (const [index, row] of rows.entries()) {
      try {
        await transport.send(compose(row, settings));
      } catch (error) {
        const verdict = await transport.judge(error);
        const reason = (error as Error).message;
        if (verdict.counts) {
          await mailSql.markFailed(sql, row.id, reason, verdict.permanent, verdict.waitSeconds);
          run.failed++;
        } else {
          await mailSql.postpone(sql, [row.id], reason, verdict.waitSeconds);
        }
        if (verdict.stop) {
          const waiting = rows.slice(index + 1).map((r) => r.id);
          await mailSql.postpone(sql, waiting, `Not tried: an earlier mail met "${reason}"`, verdict.waitSeconds);
          break;
        }
        continue;
      }
      await mailSql.markSent(sql, row.id);
      run.sent++;
    }
  } finally {
    // Also when the database failed mid-run: the claimed rows' leases run out and they are tried again.
    await transport.close();
  }
  return run;
}
