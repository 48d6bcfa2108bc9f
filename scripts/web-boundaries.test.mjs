// The lint rule of decision 012: a feature never imports another feature's internals.
// Probe files are written into a throwaway feature folder, linted with the project's Biome
// config, and removed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const probe = path.join(root, 'apps/web/src/features', `zz-boundary-probe-${process.pid}`);
afterAll(() => fs.rmSync(probe, { recursive: true, force: true }));

function lint(relative, source) {
  const file = path.join(probe, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
  const r = spawnSync(path.join(root, 'node_modules/.bin/biome'), ['lint', file], { cwd: root, encoding: 'utf8' });
  return `${r.stdout}${r.stderr}`;
}

test.each([
  ['a page importing another feature', 'pages/x.tsx', "import { x } from '../../residents/api/get-residents';"],
  ['a top-level file importing another feature', 'x.ts', "import { x } from '../residents/api/get-residents';"],
  ['an import through the features folder', 'api/x.ts', "import { x } from '@/features/residents/api/get-residents';"],
])('refuses %s', (_name, file, line) => {
  expect(lint(file, `${line}\n\nexport const y = x;\n`)).toContain('noRestrictedImports');
});

test('allows a feature its own files and the shared folders', () => {
  const out = lint(
    'pages/ok.tsx',
    "import { a } from '../api/a';\nimport { b } from '../../../lib/b';\n\nexport const y = [a, b];\n",
  );
  expect(out).not.toContain('noRestrictedImports');
});
