#!/usr/bin/env node
// `npm test`: lint, typecheck, unit and integration tests on PGlite, the same tests on
// PostgreSQL when TEST_DATABASE_URL is set, then the browser tests when a Chromium is found
// (a failure with E2E_REQUIRED=1), after a build and the bundle budget check. Ends with the
// failed tests and steps, then one line: "N passed, N failed, N skipped" (scripts/tally.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runVitest } from './run-vitest.mjs';
import { closingLines, createTally, recordPlaywright, recordStep, recordVitest } from './tally.mjs';

const tally = createTally();

function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title}`);
  return spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status;
}

function step(title, cmd, args) {
  const exitCode = run(title, cmd, args);
  recordStep(tally, title, exitCode);
  return exitCode === 0;
}

function vitest(title, env) {
  console.log(`\n=== ${title}`);
  recordVitest(tally, title, runVitest([], { env }));
}

step('lint', 'npm', ['run', 'lint']);
step('typecheck', 'npm', ['run', 'typecheck']);
vitest('unit and integration tests on PGlite', { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('integration tests on PostgreSQL', { TEST_DB: 'postgres' });
} else {
  console.log('\n=== integration tests on PostgreSQL: skipped (set TEST_DATABASE_URL to run them)');
}

const built = step('build', 'npm', ['run', 'build']);
if (built) step('bundle budget: JS loaded by / and /login', 'npm', ['run', 'size', '-w', 'apps/web']);

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const e2eDir = path.resolve('e2e/tests');
const hasE2e = fs.existsSync(e2eDir) && fs.readdirSync(e2eDir).some((f) => f.endsWith('.spec.ts'));
if (!hasE2e) {
  console.log('\n=== browser tests: none yet');
} else if (!fs.existsSync(chromium)) {
  const msg = `browser tests: no Chromium at ${chromium} (set CHROMIUM_PATH, or apt-get install chromium)`;
  if (process.env.E2E_REQUIRED === '1') {
    console.log(`\n=== ${msg}: required, failing`);
    recordStep(tally, 'browser tests (no Chromium, E2E_REQUIRED=1)', 1);
  } else {
    console.log(`\n=== ${msg}: skipped`);
  }
} else if (built) {
  const out = path.join(os.tmpdir(), `pw-${process.pid}.json`);
  const title = 'browser tests (Playwright, Chromium)';
  const exitCode = run(title, 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const report = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : undefined;
  fs.rmSync(out, { force: true });
  recordPlaywright(tally, title, { exitCode, report });
}

console.log('');
for (const line of closingLines(tally)) console.log(line);
process.exit(tally.failed > 0 ? 1 : 0);
