// Development stand-in for Supabase Auth (GoTrue): GET /health, /settings and /.well-known/jwks.json (the
// public signing keys only, never the HS256 secret, so a JWKS-only verifier rejects the anon key and legacy
// tokens, as on Supabase; auth-js caches it for 10 minutes).
import type { Hono } from 'hono';
import type { AuthDeps } from '../deps.ts';

// External providers GoTrue lists in /settings; the stand-in has only e-mail.
const PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
];

export function metaRoutes(app: Hono, { ctx }: AuthDeps): void {
  app.get('/health', (c) =>
    c.json({
      version: 'v2.189.0-local-stand-in',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );

  app.get('/settings', (c) => {
    const external: Record<string, boolean> = {};
    for (const provider of PROVIDERS) external[provider] = provider === 'email';
    return c.json({
      external,
      disable_signup: !ctx.settings.auth.enableSignup,
      mailer_autoconfirm: !ctx.settings.auth.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    });
  });

  app.get('/.well-known/jwks.json', (c) =>
    c.json({ keys: [ctx.signingKey.publicJwk] }, 200, { 'Cache-Control': 'public, max-age=600' }),
  );
}
