// A small SMTP client: EHLO, STARTTLS when the server offers it and the settings ask for it (or implicit TLS on
// port 465), AUTH PLAIN or LOGIN when a user is set, then MAIL FROM, RCPT TO and DATA (dot-stuffed) per message,
// RSET between messages, QUIT at the end. One connection carries a batch of messages.

export interface SmtpSettings {
  host: string;
  port: number;
  /** 'starttls' upgrades after EHLO, 'tls' connects with TLS (port 465), 'none' never encrypts (local mailbox). */
  tls: 'none' | 'starttls' | 'tls';
  user?: string;
  password?: string;
  /** Seconds for each reply before the connection is given up. */
  timeoutSeconds?: number;
}

export interface OutgoingMessage {
  from: string;
  to: string;
  /** The whole message: headers, a blank line, the body; lines separated by CRLF. */
  data: string;
}

export class SmtpError extends Error {
  constructor(
    message: string,
    /** A 5xx reply: the server refused this message for good, retrying will not help. */
    readonly permanent = false,
  ) {
    super(message);
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Lines starting with a dot get another one, so none of them ends the DATA early. */
export function dotStuff(data: string): string {
  return data
    .replace(/\r?\n/g, '\r\n')
    .split('\r\n')
    .map((line) => (line.startsWith('.') ? `.${line}` : line))
    .join('\r\n');
}

/** Address inside angle brackets, if the header form ('Name <a@b>') is given. */
function bareAddress(address: string): string {
  return /<([^>]+)>/.exec(address)?.[1] ?? address.trim();
}

export class SmtpConnection {
  private buffer = '';
  private extensions = new Set<string>();

  private constructor(
    private conn: Deno.Conn,
    private readonly settings: SmtpSettings,
  ) {}

  static async open(settings: SmtpSettings): Promise<SmtpConnection> {
    const connection =
      settings.tls === 'tls'
        ? await Deno.connectTls({ hostname: settings.host, port: settings.port })
        : await Deno.connect({ hostname: settings.host, port: settings.port });
    const client = new SmtpConnection(connection, settings);
    try {
      await client.expect(220);
      await client.hello();
      if (settings.tls === 'starttls') {
        if (!client.extensions.has('STARTTLS')) throw new SmtpError('The SMTP server does not offer STARTTLS.', true);
        await client.command('STARTTLS', 220);
        client.conn = await Deno.startTls(client.conn as Deno.TcpConn, { hostname: settings.host });
        await client.hello();
      }
      if (settings.user) await client.authenticate(settings.user, settings.password ?? '');
      return client;
    } catch (error) {
      client.close();
      throw error;
    }
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.command(`MAIL FROM:<${bareAddress(message.from)}>`, 250);
    await this.command(`RCPT TO:<${bareAddress(message.to)}>`, 250);
    await this.command('DATA', 354);
    await this.write(`${dotStuff(message.data)}\r\n.\r\n`);
    await this.expect(250);
  }

  /** Clears a failed transaction so the next message can use the connection. */
  async reset(): Promise<void> {
    await this.command('RSET', 250);
  }

  async quit(): Promise<void> {
    try {
      await this.command('QUIT', 221);
    } finally {
      this.close();
    }
  }

  close(): void {
    try {
      this.conn.close();
    } catch {
      // already closed
    }
  }

  private async hello(): Promise<void> {
    const lines = await this.command('EHLO ideaboard', 250);
    this.extensions = new Set(lines.slice(1).map((line) => line.split(' ')[0]!.toUpperCase()));
    for (const line of lines) if (/^AUTH\b/i.test(line)) this.extensions.add(line.toUpperCase());
  }

  private async authenticate(user: string, password: string): Promise<void> {
    const auth = [...this.extensions].find((e) => e.startsWith('AUTH')) ?? '';
    if (auth.includes('PLAIN') || !auth.includes('LOGIN')) {
      await this.command(`AUTH PLAIN ${btoa(`\0${user}\0${password}`)}`, 235);
      return;
    }
    await this.command('AUTH LOGIN', 334);
    await this.command(btoa(user), 334);
    await this.command(btoa(password), 235);
  }

  private async command(line: string, code: number): Promise<string[]> {
    await this.write(`${line}\r\n`);
    return await this.expect(code);
  }

  private async write(text: string): Promise<void> {
    const bytes = encoder.encode(text);
    for (let written = 0; written < bytes.length; ) written += await this.conn.write(bytes.subarray(written));
  }

  /** Reads one (possibly multi-line) reply; anything but `code` throws, a 5xx as permanent. */
  private async expect(code: number): Promise<string[]> {
    const lines: string[] = [];
    for (;;) {
      const line = await this.readLine();
      lines.push(line.slice(4));
      if (line[3] !== '-') {
        const got = Number(line.slice(0, 3));
        if (got !== code) throw new SmtpError(`SMTP server answered: ${line}`, got >= 500 && got < 600);
        return lines;
      }
    }
  }

  private async readLine(): Promise<string> {
    const deadline = Date.now() + (this.settings.timeoutSeconds ?? 20) * 1000;
    const chunk = new Uint8Array(4096);
    for (;;) {
      const end = this.buffer.indexOf('\r\n');
      if (end >= 0) {
        const line = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        return line;
      }
      const left = deadline - Date.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      // A read cut short by close() rejects; it is settled here so that nothing rejects unobserved.
      const reading = this.conn.read(chunk).catch(() => null);
      const read = await Promise.race([
        reading,
        new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), Math.max(left, 0)))),
      ]).finally(() => clearTimeout(timer));
      if (read === 'timeout') {
        this.close();
        throw new SmtpError('The SMTP server did not answer in time.');
      }
      if (read === null) throw new SmtpError('The SMTP server closed the connection.');
      this.buffer += decoder.decode(chunk.subarray(0, read), { stream: true });
    }
  }
}
