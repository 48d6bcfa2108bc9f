// A vitest reporter that writes what the JSON report leaves out: errors thrown outside any
// test (an unhandled rejection, a pool's unhandled 'error' event) and why the run ended.
// Vitest exits non-zero for them; scripts/tally.mjs counts each one as a failure.
import fs from 'node:fs';

export default class RunErrorsReporter {
  onTestRunEnd(_testModules, unhandledErrors, reason) {
    const file = process.env.VITEST_RUN_ERRORS_FILE;
    if (!file) return;
    const errors = unhandledErrors.map((e) => ({ name: e?.name, message: String(e?.message ?? e) }));
    fs.writeFileSync(file, JSON.stringify({ reason, errors }));
  }
}
