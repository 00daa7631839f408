// The text of each kind of mail, and the mail around it: subject, an HTML body and its plain-text twin, and the
// unsubscribe link both in the body and as List-Unsubscribe (RFC 2369), with one-click unsubscribing (RFC 8058)
// through POST /api/unsubscribe. `toMime` wraps it for SMTP (RFC 5322 headers, encoded words, base64 body); the
// HTTP mail API takes the parts as they are.
import { env } from '../../../_shared/env.ts';
import type { MailApiMessage } from '../../../_shared/mail-api.ts';
import { MAIL_KIND_TOPICS, type MailTopic } from '../../../_shared/schemas/constants.ts';
import { digestContent } from './compose-digest.ts';
import { commentParagraphs, followUpdateContent } from './compose-follow.ts';
import type { MailSettings } from './mail-settings.ts';
import type { OutboxRow } from './mail.sql.ts';

export interface Content {
  subject: string;
  paragraphs: string[];
  link: { text: string; href: string };
  topic: MailTopic;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function content(row: OutboxRow, siteUrl: string): Content {
  if (row.kind === 'follow_update') return followUpdateContent(row.data, siteUrl);
  if (row.kind === 'digest') return digestContent(row.data, siteUrl);
  const data = row.data as {
    idea_id?: string;
    title?: string;
    decision?: string;
    reason?: string | null;
    by?: string | null;
    excerpt?: string;
  };
  const title = data.title ?? 'your idea';
  const ideaUrl = `${siteUrl}/idea/${data.idea_id ?? ''}`;
  const by = data.by ?? 'A member';
  if (row.kind === 'comment' || row.kind === 'reply') {
    const reply = row.kind === 'reply';
    return {
      subject: reply ? `${by} replied to your comment on "${title}"` : `${by} commented on "${title}"`,
      paragraphs: commentParagraphs(
        reply ? `${by} replied to your comment on "${title}"` : `${by} commented on your idea "${title}"`,
        data.excerpt,
      ),
      link: { text: 'Join the discussion', href: ideaUrl },
      topic: MAIL_KIND_TOPICS[row.kind],
    };
  }
  if (row.kind === 'review_outcome' && data.decision === 'edit_approved') {
    return {
      subject: `Your edit of "${title}" is live`,
      paragraphs: [`Your edit of "${title}" was approved: the idea now shows it. Its ratings are kept.`],
      link: { text: 'See your idea', href: ideaUrl },
      topic: MAIL_KIND_TOPICS.review_outcome,
    };
  }
  if (row.kind === 'review_outcome' && data.decision === 'edit_rejected') {
    return {
      subject: `Your edit of "${title}" was not approved`,
      paragraphs: [
        `Your edit of "${title}" was not approved; the idea keeps its approved version.`,
        data.reason ? `The reviewer's reason: ${data.reason}` : 'The reviewer gave no reason.',
      ],
      link: { text: 'See your idea', href: ideaUrl },
      topic: MAIL_KIND_TOPICS.review_outcome,
    };
  }
  if (row.kind === 'review_outcome' && data.decision === 'approved') {
    return {
      subject: `Your idea "${title}" is live`,
      paragraphs: [`Good news: "${title}" was approved and is now public. Members can rate it from today.`],
      link: { text: 'See your idea', href: ideaUrl },
      topic: MAIL_KIND_TOPICS.review_outcome,
    };
  }
  if (row.kind === 'review_outcome') {
    return {
      subject: `Your idea "${title}" was not approved`,
      paragraphs: [
        `"${title}" was not approved.`,
        data.reason ? `The reviewer's reason: ${data.reason}` : 'The reviewer gave no reason.',
        'You can edit the idea and it goes back to review.',
      ],
      link: { text: 'Edit your idea', href: ideaUrl },
      topic: MAIL_KIND_TOPICS.review_outcome,
    };
  }
  // Every kind has returned above: a kind added to MAIL_KINDS without its text fails the type check here.
  const unhandled: never = row.kind;
  throw new Error(`No mail text for kind ${String(unhandled)}`);
}

function encodeWord(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  return `=?UTF-8?B?${base64(text)}?=`;
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function unsubscribeLinks(row: OutboxRow, topic: MailTopic, siteUrl: string) {
  const query = `token=${encodeURIComponent(row.unsubscribe_token)}&topic=${topic}`;
  return { page: `${siteUrl}/unsubscribe?${query}`, oneClick: `${env.supabaseUrl}/functions/v1/api/unsubscribe?${query}` };
}

/** A mail ready for either transport: what the mail API takes as it is, and SMTP after `toMime`. */
export type ComposedMail = MailApiMessage;

export function compose(row: OutboxRow, settings: MailSettings): ComposedMail {
  const mail = content(row, settings.siteUrl);
  const links = unsubscribeLinks(row, mail.topic, settings.siteUrl);
  const html = [
    '<!doctype html><html><body style="font-family: system-ui, sans-serif">',
    ...mail.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(mail.link.href)}">${escapeHtml(mail.link.text)}</a></p>`,
    '<hr><p style="font-size: 12px; color: #555">You get this mail because of your e-mail settings on Ideaboard. ',
    `<a href="${escapeHtml(links.page)}">Unsubscribe from these mails</a>.</p>`,
    '</body></html>',
  ].join('\r\n');
  const text = [
    ...mail.paragraphs,
    `${mail.link.text}: ${mail.link.href}`,
    '--',
    `You get this mail because of your e-mail settings on Ideaboard. Unsubscribe: ${links.page}`,
  ].join('\r\n\r\n');
  const domain = /@([^>\s]+)/.exec(settings.from)?.[1] ?? 'ideaboard.local';
  return {
    idempotencyKey: `outbox-${row.id}-${row.unsubscribe_token}`,
    from: settings.from,
    to: row.to_address,
    subject: mail.subject,
    html,
    text,
    headers: {
      // Stable per outbox row: a mail sent twice in the at-least-once window has the same id both times.
      'Message-ID': `<outbox-${row.id}@${domain}>`,
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The whole message for SMTP's DATA: CRLF line ends, single-part HTML in base64. */
export function toMime(mail: ComposedMail): string {
  const headers = [
    `From: ${mail.from}`,
    `To: <${mail.to}>`,
    `Subject: ${encodeWord(mail.subject)}`,
    `Date: ${new Date().toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: ${mail.headers['Message-ID']}`,
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    `List-Unsubscribe: ${mail.headers['List-Unsubscribe']}`,
    `List-Unsubscribe-Post: ${mail.headers['List-Unsubscribe-Post']}`,
  ];
  const body = base64(mail.html).replace(/.{76}/g, '$&\r\n');
  return `${headers.join('\r\n')}\r\n\r\n${body}`;
}
