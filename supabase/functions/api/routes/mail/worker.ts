// One run of the mail worker: claim due mails, send them over one SMTP connection, mark each sent or failed.
// A mail is marked sent only after the server accepted it; a run that dies between the two leaves the lease to
// expire and the mail is sent again (the at-least-once window, docs/decisions.md).
import { sql } from '../../../_shared/db.ts';
import type { MailRun } from '../../../_shared/schemas/mail.ts';
import { SmtpConnection, SmtpError } from '../../../_shared/smtp.ts';
import { compose } from './compose.ts';
import type { MailSettings } from './mail-settings.ts';
import * as mailSql from './mail.sql.ts';

const BATCH = 50;

export async function deliverDueMail(settings: MailSettings): Promise<MailRun> {
  const rows = await mailSql.claim(sql, BATCH);
  const run: MailRun = { claimed: rows.length, sent: 0, failed: 0 };
  let connection: SmtpConnection | null = null;
  try {
    for (const row of rows) {
      try {
        connection ??= await SmtpConnection.open(settings.smtp);
        await connection.send({ from: settings.from, to: row.to_address, data: compose(row, settings) });
        await mailSql.markSent(sql, row.id);
        run.sent++;
      } catch (error) {
        const permanent = error instanceof SmtpError && error.permanent;
        await mailSql.markFailed(sql, row.id, (error as Error).message, permanent);
        run.failed++;
        // A refused message leaves the connection usable after RSET; anything else starts the next one afresh.
        if (connection && permanent) await connection.reset().catch(() => (connection = closed(connection)));
        else connection = closed(connection);
      }
    }
  } finally {
    // Also when the database failed mid-run: the claimed rows' leases run out and they are retried.
    await connection?.quit().catch(() => undefined);
  }
  return run;
}

function closed(connection: SmtpConnection | null): null {
  connection?.close();
  return null;
}
