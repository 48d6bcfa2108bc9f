// Servers run as production runs them: plain JavaScript, no TypeScript loader in the process
// (a loader's hook thread alone holds about 70 MB, which would swamp the memory figures).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Builds the API bundle (apps/api/dist/server.js, what `npm start` runs) and answers its path. */
export function buildApi() {
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error('npm run build -w apps/api failed');
  return `${root}apps/api/dist/server.js`;
}

/** Bundles a bench server (which may import the API's TypeScript) into bench/dist; npm packages stay external. */
export async function bundle(entry) {
  const name = entry
    .split('/')
    .pop()
    .replace(/\.[a-z]+$/, '');
  const outfile = fileURLToPath(new URL(`../dist/${name}.mjs`, import.meta.url));
  await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
  });
  return outfile;
}
