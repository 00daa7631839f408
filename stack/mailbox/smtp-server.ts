// The dev mailbox's SMTP port, as Mailpit has one for the Supabase CLI: a minimal ESMTP server (EHLO/HELO, MAIL,
// RCPT, DATA, RSET, NOOP, QUIT) on the loopback interface that hands each message it accepts to the mailbox.
// No AUTH and no STARTTLS: nothing leaves or enters this machine.
import net from 'node:net';

export interface ReceivedMessage {
  from: string;
  recipients: string[];
  /** The message as sent, dot-stuffing undone, lines joined with CRLF. */
  data: string;
}

/** Refuses a message above this size, so a runaway client cannot fill the memory. */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

export class SmtpServer {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();

  constructor(
    private readonly port: number,
    private readonly deliver: (message: ReceivedMessage) => void,
  ) {}

  get listening(): boolean {
    return this.server !== null;
  }

  start(): Promise<void> {
    if (this.server) return Promise.resolve();
    const server = net.createServer((socket) => this.session(socket));
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        this.server = server;
        resolve();
      });
    });
  }

  /** Stops listening and drops the open sessions, as a mail server that went down would. */
  stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return Promise.resolve();
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => server.close(() => resolve()));
  }

  private session(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let from: string | null = null;
    let recipients: string[] = [];
    let data: string[] | null = null;
    let size = 0;
    let buffered = '';
    const reset = () => {
      from = null;
      recipients = [];
      data = null;
      size = 0;
    };

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      const argument = line.slice(4).trim();
      if (verb === 'EHLO') {
        reset();
        reply('250-localhost dev mailbox');
        reply(`250-SIZE ${MAX_MESSAGE_BYTES}`);
        reply('250 8BITMIME');
      } else if (verb === 'HELO') {
        reset();
        reply('250 localhost dev mailbox');
      } else if (verb === 'MAIL') {
        const match = /^FROM:\s*<([^>]*)>/i.exec(argument);
        if (!match) return reply('501 Syntax: MAIL FROM:<address>');
        reset();
        from = match[1]!;
        reply('250 OK');
      } else if (verb === 'RCPT') {
        const match = /^TO:\s*<([^>]+)>/i.exec(argument);
        if (from === null) return reply('503 MAIL first');
        if (!match) return reply('501 Syntax: RCPT TO:<address>');
        recipients.push(match[1]!);
        reply('250 OK');
      } else if (verb === 'DATA') {
        if (from === null || recipients.length === 0) return reply('503 RCPT first');
        data = [];
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'RSET') {
        reset();
        reply('250 OK');
      } else if (verb === 'NOOP') {
        reply('250 OK');
      } else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else {
        reply('502 Command not implemented');
      }
    };

    const dataLine = (lines: string[], line: string) => {
      if (line === '.') {
        const message = { from: from ?? '', recipients, data: lines.join('\r\n') };
        reset();
        if (size > MAX_MESSAGE_BYTES) return reply('552 Message too large');
        this.deliver(message);
        return reply('250 OK: queued');
      }
      size += line.length + 2;
      if (size <= MAX_MESSAGE_BYTES) lines.push(line.startsWith('.') ? line.slice(1) : line);
    };

    socket.on('data', (chunk: string) => {
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, end).replace(/\r$/, '');
        buffered = buffered.slice(end + 1);
        if (data) dataLine(data, line);
        else command(line);
      }
      if (!data && buffered.length > 4096) socket.destroy();
    });
    reply('220 localhost ESMTP dev mailbox');
  }
}
