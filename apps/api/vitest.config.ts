import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // *.pg.test.ts test what only PostgreSQL has (the connection pool): the PostgreSQL run only.
    exclude:
      process.env.TEST_DB === 'postgres' ? configDefaults.exclude : [...configDefaults.exclude, '**/*.pg.test.ts'],
    // Migrates a template database once per run; each test file copies it (test/test-db.ts).
    globalSetup: ['test/global-setup.ts'],
    // An unexpected console.error fails the test that caused it (test/console-guard.ts).
    setupFiles: ['test/setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
