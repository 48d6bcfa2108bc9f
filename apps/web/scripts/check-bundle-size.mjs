// Budget check: the gzipped JS that `/` and `/login` load (entry chunk, its static imports, and the page's chunk
// with its static imports) must stay at or under 150 KB. Run after `vite build` (which writes dist/.vite/manifest.json).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const pages = { '/': 'landing-page', '/login': 'login-page', '/register': 'register-page' };
let failed = false;
for (const [route, name] of Object.entries(pages)) {
  const pageKey = Object.keys(manifest).find((key) => key.includes(`/${name}.`));
  const files = collect(pageKey, collect(entryKey));
  const bytes = [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  const kb = bytes / 1024;
  const budgeted = route === '/' || route === '/login';
  const over = budgeted && kb > BUDGET_KB;
  failed ||= over;
  console.log(
    `${route.padEnd(10)} ${kb.toFixed(1).padStart(6)} KB gzipped JS${budgeted ? ` (budget ${BUDGET_KB} KB)` : ''}${over ? '  OVER BUDGET' : ''}`,
  );
}
process.exit(failed ? 1 : 0);
