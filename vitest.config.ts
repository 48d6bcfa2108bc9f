import { defineConfig } from 'vitest/config';

// One run covers the unit and integration tests of every workspace, and of the scripts that
// run them (two workers: the machines have 2 cores).
export default defineConfig({
  test: {
    projects: ['apps/api', 'packages/shared', { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'] } }],
    maxWorkers: 2,
  },
});
