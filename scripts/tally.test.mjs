import { describe, expect, it } from 'vitest';
import { runVitest } from './run-vitest.mjs';
import { closingLines, createTally, recordPlaywright, recordStep, recordVitest } from './tally.mjs';

/** A vitest JSON report, as `--reporter=json` writes it. */
function vitestReport({ passed = 0, failedTests = [], files = [] } = {}) {
  const testResults = [
    {
      name: '/repo/apps/api/src/a.test.ts',
      status: failedTests.length ? 'failed' : 'passed',
      message: '',
      assertionResults: [
        ...Array.from({ length: passed }, (_, i) => ({ status: 'passed', fullName: `passes ${i}` })),
        ...failedTests.map((fullName) => ({ status: 'failed', fullName })),
      ],
    },
    ...files,
  ];
  return {
    numPassedTests: passed,
    numFailedTests: failedTests.length,
    numPendingTests: 0,
    numTodoTests: 0,
    numFailedTestSuites: testResults.filter((f) => f.status === 'failed').length,
    success: testResults.every((f) => f.status === 'passed'),
    testResults,
  };
}
const cwd = '/repo';
const last = (tally) => closingLines(tally).at(-1);

describe('the closing tally of npm test', () => {
  it('counts errors thrown outside any test of a real vitest run whose JSON report says all passed', () => {
    const run = runVitest(['--root', 'scripts/fixtures/unhandled-error'], { stdio: 'pipe' });
    expect(run.report).toMatchObject({ numPassedTests: 1, numFailedTests: 0, success: true });
    const tally = createTally();
    recordVitest(tally, 'integration tests on PostgreSQL', run);
    const lines = closingLines(tally);
    expect(lines.at(-1)).toBe('1 passed, 1 failed, 0 skipped');
    expect(lines.at(-2)).toBe('FAILED STEP integration tests on PostgreSQL: 1 unhandled error');
    expect(lines).toContain(
      'FAILED integration tests on PostgreSQL: unhandled Error: terminating connection due to administrator command',
    );
  });

  it('counts each unhandled error, beside the failed tests', () => {
    const tally = createTally();
    recordVitest(tally, 'tests', {
      exitCode: 1,
      report: vitestReport({ passed: 309, failedTests: ['x fails'] }),
      runErrors: { reason: 'failed', errors: [{ name: 'error', message: 'a' }, { message: 'b' }] },
      cwd,
    });
    expect(closingLines(tally).slice(-2)).toEqual([
      'FAILED STEP tests: 1 failed test, 2 unhandled errors',
      '309 passed, 3 failed, 0 skipped',
    ]);
  });

  it('counts a test file that failed with no failed test (its beforeAll threw)', () => {
    const tally = createTally();
    const broken = {
      name: '/repo/apps/api/src/b.test.ts',
      status: 'failed',
      message: 'database "eh_template" does not exist\n    at …',
      assertionResults: [{ status: 'skipped', fullName: 'never ran' }],
    };
    recordVitest(tally, 'tests', { exitCode: 1, report: vitestReport({ passed: 2, files: [broken] }), cwd });
    expect(closingLines(tally)).toEqual([
      'FAILED tests: apps/api/src/b.test.ts (the file failed: database "eh_template" does not exist)',
      'FAILED STEP tests: file apps/api/src/b.test.ts',
      '2 passed, 1 failed, 0 skipped',
    ]);
  });

  it('counts a runner that crashed before writing its report, or exited non-zero with a clean one', () => {
    const tally = createTally();
    recordVitest(tally, 'unit', { exitCode: null });
    recordVitest(tally, 'integration', { exitCode: 1, report: vitestReport({ passed: 5 }), cwd });
    expect(closingLines(tally).slice(-3)).toEqual([
      'FAILED STEP unit: no report (the runner crashed?)',
      'FAILED STEP integration: exit code 1',
      '5 passed, 2 failed, 0 skipped',
    ]);
  });

  it('counts a step without tests (lint, typecheck, build, bundle budget) that failed as one failure', () => {
    const tally = createTally();
    recordStep(tally, 'lint', 0);
    recordVitest(tally, 'tests', { exitCode: 0, report: vitestReport({ passed: 10 }), cwd });
    recordStep(tally, 'typecheck', 2);
    recordStep(tally, 'bundle budget', 1);
    expect(closingLines(tally)).toEqual([
      'FAILED STEP typecheck: exit code 2',
      'FAILED STEP bundle budget: exit code 1',
      '10 passed, 2 failed, 0 skipped',
    ]);
  });

  it('counts failed tests once, and a clean run as no failure', () => {
    const tally = createTally();
    recordVitest(tally, 'tests', { exitCode: 1, report: vitestReport({ passed: 1, failedTests: ['a', 'b'] }), cwd });
    expect(closingLines(tally)).toEqual([
      'FAILED tests: apps/api/src/a.test.ts > a',
      'FAILED tests: apps/api/src/a.test.ts > b',
      'FAILED STEP tests: 2 failed tests',
      '1 passed, 2 failed, 0 skipped',
    ]);
    const clean = createTally();
    recordVitest(clean, 'tests', { exitCode: 0, report: vitestReport({ passed: 3 }), runErrors: { errors: [] }, cwd });
    expect(closingLines(clean)).toEqual(['3 passed, 0 failed, 0 skipped']);
  });

  it('counts Playwright errors outside the tests (a global setup that threw) and a crashed run', () => {
    const tally = createTally();
    const stats = { expected: 4, flaky: 1, unexpected: 0, skipped: 1 };
    recordPlaywright(tally, 'browser tests', { exitCode: 1, report: { stats, errors: [{ message: 'webServer' }] } });
    recordPlaywright(tally, 'browser tests again', { exitCode: 1 });
    expect(closingLines(tally).slice(-3)).toEqual([
      'FAILED STEP browser tests: 1 error outside the tests',
      'FAILED STEP browser tests again: no report (the runner crashed?)',
      '5 passed, 2 failed, 1 skipped',
    ]);
    expect(last(createTally())).toBe('0 passed, 0 failed, 0 skipped');
  });
});
