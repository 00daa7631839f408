// Development stand-in for Mailpit, the local Supabase mail catcher (web 54324, SMTP 54325).
// Keeps every mail the Auth stand-in hands it and every mail received on its SMTP port (./smtp-server.ts), in memory: a small page lists them, /api/messages serves them as
// JSON for tests, and each link is printed on the console.
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { parseMessage } from './parse.ts';
import type { ReceivedMessage } from './smtp-server.ts';

export interface Mail {
  id: number;
  to: string;
  subject: string;
  html: string;
  /** The links in the mail, in order (confirmation, recovery...). */
  links: string[];
  /** The headers of a mail received over SMTP (names in lower case), e.g. list-unsubscribe. */
  headers?: Record<string, string>;
  sentAt: string;
}

export class Mailbox {
  private mails: Mail[] = [];
  private nextId = 1;

  constructor(private readonly print: (line: string) => void = console.log) {}

  send(mail: Omit<Mail, 'id' | 'sentAt'>): Mail {
    const stored = { ...mail, id: this.nextId++, sentAt: new Date().toISOString() };
    this.mails.push(stored);
    this.print(`[mailbox] to ${mail.to}: ${mail.subject}${mail.links.map((l) => `\n  ${l}`).join('')}`);
    return stored;
  }

  /** A message received on the SMTP port, stored once per recipient as Mailpit lists it. */
  receive(message: ReceivedMessage): void {
    for (const recipient of message.recipients)
      this.send({ ...parseMessage(message.data, [recipient]), to: recipient });
  }

  list(to?: string): Mail[] {
    const wanted = to?.toLowerCase();
    return this.mails.filter((m) => !wanted || m.to.toLowerCase() === wanted).reverse();
  }

  clear(): void {
    this.mails = [];
  }

  app(): Hono {
    const app = new Hono();
    app.get('/api/messages', (c) => c.json(this.list(c.req.query('to'))));
    app.delete('/api/messages', (c) => {
      this.clear();
      return c.body(null, 204);
    });
    app.get('/api/messages/:id', (c) => {
      const mail = this.mails.find((m) => m.id === Number(c.req.param('id')));
      return mail ? c.json(mail) : c.json({ message: 'Mail not found' }, 404);
    });
    app.get('/messages/:id', (c) => {
      const mail = this.mails.find((m) => m.id === Number(c.req.param('id')));
      return mail ? c.html(mail.html) : c.notFound();
    });
    app.get('/', (c) =>
      c.html(
        html`<!doctype html>
          <html lang="en">
            <head>
              <meta charset="utf-8" />
              <title>Dev mailbox</title>
              <style>
                body {
                  font:
                    15px system-ui,
                    sans-serif;
                  margin: 2rem;
                  max-width: 60rem;
                }
                li {
                  margin: 0.6rem 0;
                }
                small {
                  color: #666;
                }
              </style>
            </head>
            <body>
              <h1>Dev mailbox</h1>
              <p>Mail the local Auth sends. Nothing leaves this machine.</p>
              ${
                this.mails.length === 0
                  ? html`<p>No mail yet.</p>`
                  : html`<ul>
                      ${raw(
                        // eslint-disable-next-line @typescript-eslint/no-base-to-string -- html`` without async parts gives strings
                        this.list()
                          .map(
                            (m) =>
                              html`<li>
                                <a href="/messages/${m.id}">${m.subject}</a> to ${m.to}
                                <small>${m.sentAt}</small>
                              </li>`,
                          )
                          .join(''),
                      )}
                    </ul>`
              }
            </body>
          </html>`,
      ),
    );
    return app;
  }
}
