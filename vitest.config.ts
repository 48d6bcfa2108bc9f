import { defineConfig } from 'vitest/config';

// One run covers the unit and integration tests of every workspace (two workers: the machines have 2 cores).
export default defineConfig({ test: { projects: ['apps/api', 'packages/shared'], maxWorkers: 2 } });
