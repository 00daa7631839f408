// Auth's mail templates (supabase/templates, wired in supabase/config.toml) rendered by the Auth stand-in's
// renderer (stack/auth/templates.ts) as GoTrue fills them: each names the product, leads with its link, and shows
// no code; the renderer refuses any action it does not know instead of sending it as text.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  renderMail,
  renderTemplate,
  type TemplateKind,
  type TemplateVariables,
} from '../../stack/auth/templates.ts';
import { ROOT } from '../../stack/index.ts';

const VARIABLES: TemplateVariables = {
  SiteURL: 'https://ideaboard.example',
  ConfirmationURL:
    'https://ref.supabase.co/auth/v1/verify?token=abc123&type=signup&redirect_to=https://ideaboard.example/welcome',
  Token: '493817',
  TokenHash: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
  Email: 'ada@example.com',
  RedirectTo: 'https://ideaboard.example/welcome',
};

const KINDS: { kind: TemplateKind; subject: string; variables?: Partial<TemplateVariables> }[] = [
  { kind: 'confirmation', subject: 'Confirm your e-mail address for Ideaboard' },
  { kind: 'recovery', subject: 'Reset your Ideaboard password' },
  {
    kind: 'email_change',
    subject: 'Confirm your new e-mail address for Ideaboard',
    variables: { NewEmail: 'ada@new.example' },
  },
  { kind: 'magic_link', subject: 'Your Ideaboard sign-in link' },
];

describe('the Auth mail templates', () => {
  it.each(KINDS)('$kind: the product, its link first, and no code', ({ kind, subject, variables }) => {
    const mail = renderMail(kind, { ...VARIABLES, ...variables });
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain('Ideaboard');
    expect(mail.html).toContain(VARIABLES.Email);
    expect(mail.links[0]).toBe(VARIABLES.ConfirmationURL);
    expect(mail.links).toContain(VARIABLES.SiteURL);
    // The app has no field for the code, so the mail does not offer one (docs/decisions.md).
    expect(mail.html).not.toContain(VARIABLES.Token);
    expect(mail.html).not.toContain(VARIABLES.TokenHash);
    expect(mail.html).not.toContain('{{');
    // In HTML the link's query is escaped, as Go's html/template escapes it.
    expect(mail.html).toContain('token=abc123&amp;type=signup');
  });

  it('names both addresses in the e-mail change mail', () => {
    const mail = renderMail('email_change', { ...VARIABLES, NewEmail: 'ada@new.example' });
    expect(mail.html).toContain('From ada@example.com to ada@new.example');
  });

  it('has each template file where config.toml says, relative to the repository as the CLI reads it', () => {
    for (const kind of ['confirmation', 'recovery', 'email_change', 'magic_link']) {
      expect(existsSync(path.join(ROOT, 'supabase/templates', `${kind}.html`))).toBe(true);
    }
  });
});

describe('the renderer', () => {
  const render = (source: string, variables: Partial<TemplateVariables> = {}) =>
    renderTemplate(source, { ...VARIABLES, ...variables }, { name: 'test.html', escape: true });

  it('fills {{ .Name }} with or without spaces, escaping HTML', () => {
    expect(render('<p>{{ .Email }} {{.SiteURL}}</p>', { Email: '<ada>@example.com' })).toBe(
      '<p>&lt;ada&gt;@example.com https://ideaboard.example</p>',
    );
  });

  it('refuses an unknown variable, one this mail does not get, any other action, and a cut action', () => {
    expect(() => render('{{ .Nope }}')).toThrow(/test\.html: \{\{ \.Nope \}\} is not a variable/);
    expect(() => render('{{ .NewEmail }}')).toThrow(/NewEmail/);
    expect(() => render('{{ if .Email }}x{{ end }}')).toThrow(/is not a variable/);
    expect(() => render('{{ .Email\n}}')).toThrow(/not closed on its own line/);
  });
});
