// Vitest's global setup of the stack, api and resilience suites: one throw-away stack for the whole run, its
// addresses handed to the test files through `inject`.
import type { TestProject } from 'vitest/node';
import { startThrowawayStack } from '../../stack/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    mailboxUrl: string;
    dbUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startThrowawayStack({
    prefix: 'ideaboard-stack-',
    databaseUrl: process.env.DATABASE_URL,
  });
  project.provide('apiUrl', stack.apiUrl);
  project.provide('mailboxUrl', stack.mailboxUrl);
  project.provide('dbUrl', stack.dbUrl);
  project.provide('dataDir', stack.dataDir);
  return () => stack.dispose();
}
