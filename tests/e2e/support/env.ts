// The addresses globalSetup hands to the test workers through environment variables.
export const E2E_ENV = {
  appUrl: 'E2E_APP_URL',
  apiUrl: 'E2E_API_URL',
  mailboxUrl: 'E2E_MAILBOX_URL',
  superuserDbUrl: 'E2E_SUPERUSER_DB_URL',
} as const;

export function e2eEnv(name: keyof typeof E2E_ENV): string {
  const value = process.env[E2E_ENV[name]];
  if (!value) throw new Error(`${E2E_ENV[name]} is not set: run the journeys with \`npm run test:e2e\`.`);
  return value;
}
