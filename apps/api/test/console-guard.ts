import { format } from 'node:util';

/**
 * console.error during a test means something went wrong that no assertion looked at, so it
 * fails the test (test/setup.ts checks after each one). A test that provokes an error on
 * purpose declares it with allowConsoleError(); a declared error that never comes fails too.
 */
type Allowance = { pattern: RegExp; seen: boolean };

let allowed: Allowance[] = [];
const unexpected: string[] = [];
let installed = false;

export function installConsoleGuard(): void {
  if (installed) return;
  installed = true;
  const original = console.error.bind(console);
  console.error = function consoleErrorGuard(...args: unknown[]) {
    const text = format(...args);
    const allowance = allowed.find((a) => a.pattern.test(text));
    if (allowance) {
      allowance.seen = true;
      return;
    }
    unexpected.push(text);
    original(...args);
  };
}

/** Declares that the current test expects a console.error matching `pattern`. */
export function allowConsoleError(pattern: RegExp | string): void {
  allowed.push({ pattern: typeof pattern === 'string' ? new RegExp(escapeRegExp(pattern)) : pattern, seen: false });
}

/** Throws when console.error was called unexpectedly, or a declared one never came; then starts afresh. */
export function checkConsoleErrors(): void {
  const calls = unexpected.splice(0);
  const missing = allowed.filter((a) => !a.seen).map((a) => String(a.pattern));
  allowed = [];
  const problems = [];
  if (calls.length)
    problems.push(
      `console.error was called unexpectedly:\n${calls.map((c) => `  ${c}`).join('\n')}\n` +
        'Fix the cause, or declare it with allowConsoleError(/pattern/) from test/console-guard.ts.',
    );
  if (missing.length) problems.push(`an expected console.error never came: ${missing.join(', ')}`);
  if (problems.length) throw new Error(problems.join('\n'));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
