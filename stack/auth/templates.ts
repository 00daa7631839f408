// Development stand-in for Supabase Auth (GoTrue): its mails come from the same templates as production's, the
// `[auth.email.template.<kind>]` sections of supabase/config.toml (`subject`, and `content_path` relative to the
// repository, as the CLI reads it), filled with GoTrue's variables. Only the `{{ .Name }}` form is understood: any
// other action, or a variable GoTrue does not give that kind of mail, throws, so a template that would not render
// the same in production fails here first. Read at every mail, so an edited template shows in the next one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { ROOT, SUPABASE_DIR } from '../config.ts';

export type TemplateKind = 'confirmation' | 'recovery' | 'email_change' | 'magic_link';

/** What GoTrue passes every template (Supabase docs, "Email Templates"); NewEmail only to e-mail changes. */
export interface TemplateVariables {
  SiteURL: string;
  ConfirmationURL: string;
  Token: string;
  TokenHash: string;
  Email: string;
  RedirectTo: string;
  NewEmail?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  /** The links of the mail, in order. */
  links: string[];
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** Fills every `{{ .Name }}`; `escape` for HTML (Go's html/template escapes), not for the subject. */
export function renderTemplate(
  source: string,
  variables: TemplateVariables,
  options: { name: string; escape: boolean },
): string {
  const known = variables as unknown as Record<string, string | undefined>;
  const filled = source.replace(/\{\{(.*?)\}\}/g, (action, inner: string) => {
    const name = /^\s*\.([A-Za-z]+)\s*$/.exec(inner)?.[1];
    const value = name === undefined ? undefined : known[name];
    if (value === undefined) {
      throw new Error(
        `${options.name}: ${action} is not a variable the Auth stand-in renders for this mail ` +
          `(${Object.keys(known).join(', ')})`,
      );
    }
    return options.escape ? escapeHtml(value) : value;
  });
  // What is left is an action cut across lines (which a formatter can make of a long one) or never closed.
  if (filled.includes('{{')) throw new Error(`${options.name}: an action is not closed on its own line`);
  return filled;
}

interface TemplateConfig {
  subject: string;
  file: string;
}

function templateConfig(kind: TemplateKind, configFile: string): TemplateConfig {
  const config = parse(readFileSync(configFile, 'utf8')) as {
    auth?: { email?: { template?: Record<string, { subject?: unknown; content_path?: unknown }> } };
  };
  const section = config.auth?.email?.template?.[kind];
  if (typeof section?.subject !== 'string' || typeof section.content_path !== 'string') {
    throw new Error(`${configFile}: [auth.email.template.${kind}] needs a subject and a content_path`);
  }
  return { subject: section.subject, file: path.resolve(ROOT, section.content_path) };
}

/** The mail of `kind` as GoTrue would send it with these variables. */
export function renderMail(
  kind: TemplateKind,
  variables: TemplateVariables,
  configFile = path.join(SUPABASE_DIR, 'config.toml'),
): RenderedMail {
  const { subject, file } = templateConfig(kind, configFile);
  const name = path.relative(ROOT, file);
  const html = renderTemplate(readFileSync(file, 'utf8'), variables, { name, escape: true });
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  return {
    subject: renderTemplate(subject, variables, { name: `${kind} subject`, escape: false }),
    html,
    links,
  };
}
