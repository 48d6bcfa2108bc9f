// Runs vitest with the reports that scripts/tally.mjs reads: the JSON report, and the errors
// thrown outside tests (scripts/vitest-run-errors.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const runErrorsReporter = fileURLToPath(new URL('./vitest-run-errors.mjs', import.meta.url));

/**
 * @param {string[]} args more vitest arguments (e.g. --config, --root)
 * @param {{ env?: Record<string, string>, stdio?: 'inherit' | 'pipe' }} [opts]
 * @returns {{ exitCode: number | null, report?: any, runErrors?: any }}
 */
export function runVitest(args, { env = {}, stdio = 'inherit' } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitest-run-'));
  const reportFile = path.join(dir, 'report.json');
  const errorsFile = path.join(dir, 'run-errors.json');
  try {
    const r = spawnSync(
      'npx',
      [
        'vitest',
        'run',
        ...args,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reportFile}`,
        `--reporter=${runErrorsReporter}`,
      ],
      { stdio, env: { ...process.env, ...env, VITEST_RUN_ERRORS_FILE: errorsFile } },
    );
    return { exitCode: r.status, report: readJson(reportFile), runErrors: readJson(errorsFile) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);
