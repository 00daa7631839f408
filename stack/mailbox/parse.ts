// Turns a message received over SMTP into the mailbox's Mail: headers unfolded, encoded subjects and bodies
// (base64, quoted-printable) decoded, links collected. Enough MIME for single-part mails, which is what we send.
import type { Mail } from './mailbox.ts';

function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
    (_all, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_all, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
  try {
    return decodeURIComponent(bytes);
  } catch {
    return text;
  }
}

export function parseMessage(data: string, recipients: string[]): Omit<Mail, 'id' | 'sentAt'> {
  const split = data.indexOf('\r\n\r\n');
  const head = split >= 0 ? data.slice(0, split) : data;
  const body = split >= 0 ? data.slice(split + 4) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  const links = [...text.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  return {
    to: headers.to?.replace(/^.*<([^>]+)>.*$/, '$1') ?? recipients[0] ?? '',
    subject: headers.subject ?? '',
    html: text,
    links,
    headers,
  };
}
