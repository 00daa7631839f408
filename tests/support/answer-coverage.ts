// The API suite's check that its answers cover the OpenAPI document: every operation answered at least once with
// its success status by some test. Test files run in separate workers, each checking and recording its own answers
// (tests/api/support.ts, one line per answer in a file of this run); only the global setup outlives them all, so
// its teardown reads the record and judges. It judges only a whole run (every file of the project, no name
// filter): one file alone cannot reach every operation. Vitest reports a teardown's error without failing the run,
// so a failed check sets the exit code itself.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openApiDocument } from './api-contract.ts';
import { AnswerChecker, answerCoverage } from './answer-check.ts';

export interface AnswerLog {
  /** The file the workers append to. */
  file: string;
  /** Judges the record (after every file ran) and removes it. */
  finish(): Promise<void>;
}

/** Whether every test file of `project` ran, with no test-name filter. */
async function wholeRun(project: TestProject): Promise<boolean> {
  if (project.vitest.config.testNamePattern) return false;
  const { testFiles } = await project.globTestFiles();
  const ran = new Set(
    project.vitest.state
      .getTestModules()
      .filter((module) => module.project.name === project.name)
      .filter((module) => module.state() === 'passed' || module.state() === 'failed')
      .map((module) => module.moduleId),
  );
  return testFiles.every((file) => ran.has(file));
}

export function startAnswerLog(project: TestProject): AnswerLog {
  const folder = mkdtempSync(path.join(tmpdir(), 'ideaboard-answers-'));
  const file = path.join(folder, 'answers.log');
  writeFileSync(file, '');
  return {
    file,
    async finish() {
      try {
        const coverage = answerCoverage(new AnswerChecker(openApiDocument()), file);
        console.log(
          `answers checked against the OpenAPI document: ${coverage.succeeded}/${coverage.operations} operations ` +
            `answered with their success status, ${coverage.answers} answers`,
        );
        if (!coverage.missing.length) return;
        const list = coverage.missing.map((operation) => `\n  ${operation}`).join('');
        if (await wholeRun(project)) {
          console.error(`\nFAIL no API test answered these operations with their success status:${list}\n`);
          process.exitCode = 1;
        } else {
          console.log(
            `(not judged: not every API test ran; ${coverage.missing.length} operations without a success)`,
          );
        }
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
