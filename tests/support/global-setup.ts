// Vitest's global setup of the stack, api and resilience suites: one throw-away stack for the whole run, its
// addresses handed to the test files through `inject`. For the api suite also the record of checked answers
// (./answer-coverage.ts), judged once every file has run.
import type { TestProject } from 'vitest/node';
import { startThrowawayStack } from '../../stack/index.ts';
import { startAnswerLog } from './answer-coverage.ts';
import { liftWriteLimits } from './write-limits.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    mailboxUrl: string;
    dbUrl: string;
    dataDir: string;
    /** Where the api suite's workers record the answers they checked; null in the other suites. */
    answerLog: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's FUNCTION_INSTANCES and FUNCTION_LIFETIME_SECONDS (vite.config.ts) reach its test files' own
  // stacks through process.env; this stack, started before them, gets them here.
  const { FUNCTION_INSTANCES, FUNCTION_LIFETIME_SECONDS } = project.config.env ?? {};
  const stack = await startThrowawayStack({
    prefix: 'ideaboard-stack-',
    databaseUrl: process.env.DATABASE_URL,
    functionInstances: FUNCTION_INSTANCES ? Number(FUNCTION_INSTANCES) : undefined,
    functionLifetimeSeconds: FUNCTION_LIFETIME_SECONDS ? Number(FUNCTION_LIFETIME_SECONDS) : undefined,
  });
  project.provide('apiUrl', stack.apiUrl);
  project.provide('mailboxUrl', stack.mailboxUrl);
  project.provide('dbUrl', stack.dbUrl);
  project.provide('dataDir', stack.dataDir);
  if (project.name !== 'stack') await liftWriteLimits(stack.dbUrl);
  const answers = project.name === 'api' ? startAnswerLog(project) : null;
  project.provide('answerLog', answers?.file ?? null);
  return async () => {
    try {
      await answers?.finish();
    } finally {
      printFunctionLogOnFailure(project, stack.log);
      await stack.dispose();
    }
  };
}

/**
 * A 500 answer says only "Something went wrong on our side"; its cause is what the function printed (the stack's
 * log, otherwise kept quiet). Printed when a test of the run failed, so that a failure on a CI machine can be read.
 */
function printFunctionLogOnFailure(project: TestProject, log: string[]): void {
  if (process.env.STACK_LOG || project.vitest.state.getCountOfFailedTests() === 0) return;
  const printed = log.filter((line) => line.startsWith('[functions/'));
  if (printed.length === 0) return;
  console.error(
    `\nWhat the edge functions printed during the ${project.name} suite:\n${printed.join('\n')}\n`,
  );
}
