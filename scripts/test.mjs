#!/usr/bin/env node
// `npm test`: lint, typecheck, unit and integration tests on PGlite, the same tests on
// PostgreSQL when TEST_DATABASE_URL is set, then the browser tests when a Chromium is found
// (a failure with E2E_REQUIRED=1), after a build and the bundle budget check. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const failedTests = [];

function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) failures.push(title);
  return r.status === 0;
}

function vitest(title, env) {
  const out = path.join(os.tmpdir(), `vitest-${process.pid}-${Date.now()}.json`);
  run(title, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  if (fs.existsSync(out)) {
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    tally.passed += r.numPassedTests;
    tally.failed += r.numFailedTests;
    tally.skipped += r.numPendingTests + r.numTodoTests;
    // Named again at the very end, where a CI log that keeps only its tail still shows them.
    for (const file of r.testResults)
      for (const a of file.assertionResults)
        if (a.status === 'failed')
          failedTests.push(`${title}: ${path.relative(process.cwd(), file.name)} > ${a.fullName}`);
    fs.rmSync(out);
  }
}

run('lint', 'npm', ['run', 'lint']);
run('typecheck', 'npm', ['run', 'typecheck']);
vitest('unit and integration tests on PGlite', { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('integration tests on PostgreSQL', { TEST_DB: 'postgres' });
} else {
  console.log('\n=== integration tests on PostgreSQL: skipped (set TEST_DATABASE_URL to run them)');
}

const built = run('build', 'npm', ['run', 'build']);
if (built) run('bundle budget: JS loaded by / and /login', 'npm', ['run', 'size', '-w', 'apps/web']);

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const e2eDir = path.resolve('e2e/tests');
const hasE2e = fs.existsSync(e2eDir) && fs.readdirSync(e2eDir).some((f) => f.endsWith('.spec.ts'));
if (!hasE2e) {
  console.log('\n=== browser tests: none yet');
} else if (!fs.existsSync(chromium)) {
  const msg = `browser tests: no Chromium at ${chromium} (set CHROMIUM_PATH, or apt-get install chromium)`;
  if (process.env.E2E_REQUIRED === '1') {
    console.log(`\n=== ${msg}: required, failing`);
    failures.push('browser tests (no Chromium)');
  } else {
    console.log(`\n=== ${msg}: skipped`);
  }
} else if (built) {
  const out = path.join(os.tmpdir(), `pw-${process.pid}.json`);
  run('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  if (fs.existsSync(out)) {
    const s = JSON.parse(fs.readFileSync(out, 'utf8')).stats;
    tally.passed += s.expected + s.flaky;
    tally.failed += s.unexpected;
    tally.skipped += s.skipped;
    fs.rmSync(out);
  }
}

console.log('');
for (const name of failedTests) console.log(`FAILED ${name}`);
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
