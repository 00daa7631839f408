// The Auth stand-in's mails are the project's own templates (supabase/templates, wired in supabase/config.toml), as
// production sends them: a sign-up and a password reset, through supabase-js, land in the dev mailbox with the
// product's name, the address, the link first, and no 6-digit code (the app has no field for one).
import { describe, expect, it } from 'vitest';
import { anonClient, apiUrl, latestMail, uniqueEmail } from './helpers.ts';

const PASSWORD = 'correct-horse-1';

/** The parts of a mail every Auth template has. */
function expectBranded(mail: { html: string; links: string[] }, email: string, type: string) {
  expect(mail.html).toContain('Ideaboard');
  expect(mail.html).toContain(email);
  const link = new URL(mail.links[0]!);
  expect(`${link.origin}${link.pathname}`).toBe(`${apiUrl()}/auth/v1/verify`);
  expect(link.searchParams.get('type')).toBe(type);
  expect(mail.html).not.toMatch(/(?<![\w#-])\d{6}(?![\w-])/);
  expect(mail.html).not.toContain('{{');
}

describe('Auth mails from the templates', () => {
  it('confirms a sign-up with the confirmation template', async () => {
    const email = uniqueEmail('branded-signup');
    expect((await anonClient().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const mail = await latestMail(email);
    expect(mail.subject).toBe('Confirm your e-mail address for Ideaboard');
    expect(mail.html).toContain('Confirm my e-mail address');
    expectBranded(mail, email, 'signup');
  });

  it('resets a password with the recovery template', async () => {
    const email = uniqueEmail('branded-recovery');
    const client = anonClient();
    expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    await latestMail(email);
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    await expect
      .poll(async () => (await latestMail(email)).subject, { timeout: 30_000 })
      .toBe('Reset your Ideaboard password');
    const recovery = await latestMail(email);
    expect(recovery.html).toContain('Choose a new password');
    expectBranded(recovery, email, 'recovery');
  });
});
