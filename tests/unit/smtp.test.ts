// The mail worker's SMTP client (supabase/functions/_shared/smtp.ts, Deno code, run here by `deno eval`) against the
// dev mailbox's SMTP server: what is sent arrives whole (dot-stuffing, encoded subject, base64 body, headers), two
// messages share one connection, a server that is down is an error; and the server's own refusals.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort, Mailbox, ROOT, SmtpServer } from '../../stack/index.ts';

const CLIENT = pathToFileURL(path.join(ROOT, 'supabase/functions/_shared/smtp.ts')).href;

let mailbox: Mailbox;
let server: SmtpServer;
let port: number;

beforeEach(async () => {
  mailbox = new Mailbox(() => undefined);
  port = await freePort();
  server = new SmtpServer(port, (message) => mailbox.receive(message));
  await server.start();
});

afterEach(async () => {
  await server.stop();
});

/** Runs `body` in Deno with `SmtpConnection` imported; resolves with its stdout, rejects with its stderr. */
function inDeno(body: string): Promise<string> {
  const code = `import { SmtpConnection } from '${CLIENT}';\nconst port = ${port};\n${body}`;
  return new Promise((resolve, reject) => {
    const child = spawn('deno', ['eval', '--ext=ts', code], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (status) =>
      status === 0 ? resolve(out) : reject(new Error(err || `deno exited ${status}`)),
    );
  });
}

const message = (to: string, subject: string, body: string) =>
  [
    'From: Ideaboard <no-reply@ideaboard.local>',
    `To: <${to}>`,
    `Subject: ${subject}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
  ].join('\r\n');

describe('the SMTP client against the dev mailbox', { timeout: 30_000 }, () => {
  it('delivers two messages over one connection, lines starting with a dot intact', async () => {
    const first = message(
      'ann@test.local',
      '=?UTF-8?B?' + Buffer.from('Café ✓').toString('base64') + '?=',
      '.dot\r\n.\r\n..two',
    );
    const second = message('ben@test.local', 'Second', 'Plain body');
    await inDeno(`
      const smtp = await SmtpConnection.open({ host: '127.0.0.1', port, tls: 'none' });
      await smtp.send({ from: 'no-reply@ideaboard.local', to: 'ann@test.local', data: ${JSON.stringify(first)} });
      await smtp.send({ from: 'Ideaboard <no-reply@ideaboard.local>', to: 'ben@test.local', data: ${JSON.stringify(second)} });
      await smtp.quit();`);
    const [ann] = mailbox.list('ann@test.local');
    expect(ann?.subject).toBe('Café ✓');
    expect(ann?.html).toBe('.dot\r\n.\r\n..two');
    expect(mailbox.list('ben@test.local').map((m) => [m.subject, m.html])).toEqual([
      ['Second', 'Plain body'],
    ]);
  });

  it('fails with an error when the server is down, and delivers nothing', async () => {
    await server.stop();
    await expect(
      inDeno(`await SmtpConnection.open({ host: '127.0.0.1', port, tls: 'none', timeoutSeconds: 5 });`),
    ).rejects.toThrow(/Connection refused|ECONNREFUSED|os error 111/i);
    expect(mailbox.list()).toEqual([]);
  });
});

describe("the dev mailbox's SMTP server", () => {
  it('refuses commands out of order and unknown ones, and forgets an envelope on RSET', async () => {
    const socket = net.connect(port, '127.0.0.1');
    const replies: string[] = [];
    let buffered = '';
    const next = () =>
      new Promise<string>((resolve) => {
        const check = () => {
          const end = buffered.indexOf('\r\n');
          if (end < 0)
            return void socket.once('data', (chunk: Buffer) => ((buffered += chunk.toString()), check()));
          const line = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          resolve(line);
        };
        check();
      });
    const say = async (line: string) => {
      socket.write(`${line}\r\n`);
      const reply = await next();
      replies.push(reply.slice(0, 3));
      return reply;
    };
    await next(); // the greeting
    await say('HELO test');
    await say('RCPT TO:<a@test.local>');
    await say('MAIL FROM:<me@test.local>');
    await say('RSET');
    await say('DATA');
    await say('VRFY someone');
    await say('NOOP');
    await say('QUIT');
    socket.destroy();
    expect(replies).toEqual(['250', '503', '250', '250', '503', '502', '250', '221']);
    expect(mailbox.list()).toEqual([]);
  });
});
