// The two ways a composed mail leaves the worker, behind one face: the HTTPS mail API (production: hosted Edge
// Functions cannot reach SMTP on ports 25 and 587) and SMTP (the dev mailbox, or a provider on port 465). Each
// also says what a failure means for the mail and for the rest of the run.
import { MailApiError, sendThroughApi, type MailApiSettings } from '../../../_shared/mail-api.ts';
import { SmtpConnection, SmtpError, type SmtpSettings } from '../../../_shared/smtp.ts';
import { type ComposedMail, toMime } from './compose.ts';
import type { MailTransportSettings } from './mail-settings.ts';

export interface Verdict {
  /** Refused for good: not tried again. */
  permanent: boolean;
  /** false when the mail was never judged (a rate limit): its attempt is given back. */
  counts: boolean;
  /** The rest of the run's mails wait too, instead of meeting the same answer one by one. */
  stop: boolean;
  /** Seconds the server asked to wait; null for the usual back-off. */
  waitSeconds: number | null;
}

export interface Transport {
  send(mail: ComposedMail): Promise<void>;
  /** What a failed send means; also readies the transport for the next mail. */
  judge(error: unknown): Promise<Verdict>;
  close(): Promise<void>;
}

export function openTransport(settings: MailTransportSettings): Transport {
  return settings.kind === 'api' ? apiTransport(settings.api) : smtpTransport(settings.smtp);
}

function apiTransport(settings: MailApiSettings): Transport {
  return {
    send: async (mail) => {
      await sendThroughApi(settings, mail);
    },
    judge: (error) => {
      if (!(error instanceof MailApiError)) throw error;
      const verdict = { permanent: false, counts: true, stop: true, waitSeconds: error.retryAfterSeconds };
      // A refused mail says nothing about the next one.
      if (error.permanent) return Promise.resolve({ ...verdict, permanent: true, stop: false });
      // 429: the API is fine and so is the mail; everybody waits as long as it asked.
      if (error.rateLimited) return Promise.resolve({ ...verdict, counts: false });
      // 5xx, no answer, or the key or sender refused (401, 403): likely the same for every mail of the run.
      return Promise.resolve(verdict);
    },
    close: () => Promise.resolve(),
  };
}

/** One connection carries the run; a refused message leaves it usable after RSET, anything else starts afresh. */
function smtpTransport(settings: SmtpSettings): Transport {
  let connection: SmtpConnection | null = null;
  const drop = () => {
    connection?.close();
    connection = null;
  };
  return {
    async send(mail) {
      connection ??= await SmtpConnection.open(settings);
      await connection.send({ from: mail.from, to: mail.to, data: toMime(mail) });
    },
    async judge(error) {
      const permanent = error instanceof SmtpError && error.permanent;
      if (connection && permanent) await connection.reset().catch(drop);
      else drop();
      // Each mail meets the server on its own, so that each records the error it met (the back-off is per mail).
      return { permanent, counts: true, stop: false, waitSeconds: null };
    },
    async close() {
      await connection?.quit().catch(() => undefined);
    },
  };
}
