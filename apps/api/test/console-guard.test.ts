import { describe, expect, it } from 'vitest';
import { allowConsoleError, checkConsoleErrors } from './console-guard';

// test/setup.ts runs checkConsoleErrors() after every test; these call it themselves to see
// what it would do, which also leaves nothing for the real check.
describe('console.error guard', () => {
  it('an unexpected console.error fails the test, quoting it', () => {
    console.error('lost connection to %s', 'the mail relay');
    expect(() => checkConsoleErrors()).toThrow(/unexpectedly:\n {2}lost connection to the mail relay/);
    expect(() => checkConsoleErrors()).not.toThrow();
  });

  it('a console.error the test declared passes, and is not printed', () => {
    allowConsoleError(/relay refused/);
    allowConsoleError('a literal (with brackets)');
    console.error(new Error('relay refused the message'));
    console.error('a literal (with brackets) and more');
    expect(() => checkConsoleErrors()).not.toThrow();
  });

  it('a declared console.error that never comes fails the test', () => {
    allowConsoleError(/never printed/);
    expect(() => checkConsoleErrors()).toThrow('an expected console.error never came: /never printed/');
  });

  it('the declaration lasts for one test only', () => {
    allowConsoleError(/once/);
    console.error('once');
    checkConsoleErrors();
    console.error('once');
    expect(() => checkConsoleErrors()).toThrow(/unexpectedly/);
  });

  it('is installed for every test file by test/setup.ts', () => {
    expect(console.error.name).toBe('consoleErrorGuard');
  });
});
