// The local stack's public entry: everything tests (tests/**) and benchmarks (bench/**) may use. They import
// from here only (eslint.config.js enforces it), so the stack's inner files can change without touching them.
export { DB_SUPERUSER, DEMO_ACCOUNTS, DEMO_PASSWORD, PORTS, ROOT, dbUrl } from './config.ts';
export { freePort } from './db/server.ts';
export { denoBinary } from './functions/runner.ts';
export { withClient } from './db/setup.ts';
export {
  ANON_KEY,
  JWT_SECRET,
  loadSigningKey,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
  type SigningKey,
} from './keys.ts';
export { Mailbox, type Mail } from './mailbox/mailbox.ts';
export { SmtpServer } from './mailbox/smtp-server.ts';
export { memberAccessToken, stackTokenSigner } from './member-tokens.ts';
export { loadSettings, type Settings } from './settings.ts';
export { startStack, type RunningStack, type StackOptions } from './start.ts';
export { freeStackPorts, throwawayDataDir } from './throwaway.ts';
export { startThrowawayStack, type ThrowawayOptions, type ThrowawayStack } from './throwaway-stack.ts';
