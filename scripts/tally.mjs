// The closing tally of `npm test`: tests passed, failed and skipped across every step, where
// a step that fails counts as at least one failure even when no test did (lint, typecheck,
// build, a runner that crashed, an error thrown outside any test). So the last line never
// says "0 failed" while a step failed, and the failing steps are named just above it.
import path from 'node:path';

/** @typedef {{ passed: number, failed: number, skipped: number, failedTests: string[], failedSteps: string[] }} Tally */

/** @returns {Tally} */
export function createTally() {
  return { passed: 0, failed: 0, skipped: 0, failedTests: [], failedSteps: [] };
}

/**
 * A step whose outcome is only its exit status (lint, typecheck, build, …).
 * @param {Tally} tally
 * @param {string} title
 * @param {number | null} exitCode null when the process was killed by a signal
 */
export function recordStep(tally, title, exitCode) {
  if (exitCode === 0) return;
  tally.failed += 1;
  tally.failedSteps.push(`${title}: ${exitText(exitCode)}`);
}

/**
 * A vitest run, from its JSON report and what scripts/vitest-run-errors.mjs wrote (errors
 * thrown outside any test, which the JSON report leaves out).
 * @param {Tally} tally
 * @param {string} title
 * @param {{ exitCode: number | null, report?: any, runErrors?: { reason?: string, errors: { name?: string, message: string }[] }, cwd?: string }} run
 */
export function recordVitest(tally, title, { exitCode, report, runErrors, cwd = process.cwd() }) {
  const reasons = [];
  let failures = 0;
  if (report) {
    tally.passed += report.numPassedTests;
    tally.skipped += report.numPendingTests + report.numTodoTests;
    failures += report.numFailedTests;
    if (report.numFailedTests) reasons.push(count(report.numFailedTests, 'failed test'));
    for (const file of report.testResults) {
      const name = path.relative(cwd, file.name);
      const failed = file.assertionResults.filter((a) => a.status === 'failed');
      for (const a of failed) tally.failedTests.push(`${title}: ${name} > ${a.fullName}`);
      // A file can fail with no failed test: it did not load, or a beforeAll/afterAll threw.
      if (file.status === 'failed' && failed.length === 0) {
        failures += 1;
        tally.failedTests.push(`${title}: ${name} (the file failed: ${firstLine(file.message) || 'no message'})`);
        reasons.push(`file ${name}`);
      }
    }
  } else {
    reasons.push('no report (the runner crashed?)');
  }
  const errors = runErrors?.errors ?? [];
  if (errors.length) {
    failures += errors.length;
    reasons.push(count(errors.length, 'unhandled error'));
    for (const e of errors) tally.failedTests.push(`${title}: unhandled ${e.name ?? 'error'}: ${firstLine(e.message)}`);
  }
  if (runErrors?.reason && runErrors.reason !== 'passed' && runErrors.reason !== 'failed')
    reasons.push(`run ${runErrors.reason}`);
  if (report && report.success === false && failures === 0) reasons.push('the report says it did not succeed');
  if (exitCode !== 0 && reasons.length === 0) reasons.push(exitText(exitCode));
  if (reasons.length === 0) return;
  tally.failed += Math.max(failures, 1);
  tally.failedSteps.push(`${title}: ${reasons.join(', ')}`);
}

/**
 * A Playwright run, from its JSON report (`stats`, and `errors` thrown outside tests).
 * @param {Tally} tally
 * @param {string} title
 * @param {{ exitCode: number | null, report?: any }} run
 */
export function recordPlaywright(tally, title, { exitCode, report }) {
  const reasons = [];
  let failures = 0;
  if (report) {
    const s = report.stats;
    tally.passed += s.expected + s.flaky;
    tally.skipped += s.skipped;
    failures += s.unexpected;
    if (s.unexpected) reasons.push(count(s.unexpected, 'failed test'));
    const errors = report.errors ?? [];
    if (errors.length) {
      failures += errors.length;
      reasons.push(count(errors.length, 'error outside the tests', 'errors outside the tests'));
    }
  } else {
    reasons.push('no report (the runner crashed?)');
  }
  if (exitCode !== 0 && reasons.length === 0) reasons.push(exitText(exitCode));
  if (reasons.length === 0) return;
  tally.failed += Math.max(failures, 1);
  tally.failedSteps.push(`${title}: ${reasons.join(', ')}`);
}

/**
 * The last lines of the run: each failed test, each failed step, then the counts. A CI log
 * that keeps only its tail still shows what failed.
 * @param {Tally} tally
 * @returns {string[]}
 */
export function closingLines(tally) {
  return [
    ...tally.failedTests.map((t) => `FAILED ${t}`),
    ...tally.failedSteps.map((s) => `FAILED STEP ${s}`),
    `${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`,
  ];
}

const exitText = (code) => (code === null ? 'killed by a signal' : `exit code ${code}`);
const firstLine = (text) => String(text ?? '').split('\n')[0];
const count = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
