// `npm run bench -- <scenario> [args]`: runs bench/scenarios/<scenario>.mjs (see README.md).
import fs from 'node:fs';

const scenarios = fs
  .readdirSync(new URL('./scenarios/', import.meta.url))
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => f.slice(0, -4))
  .sort();

const [name, ...args] = process.argv.slice(2);
if (!name || !scenarios.includes(name)) {
  console.error(`${name ? `Unknown scenario "${name}". ` : ''}Usage: npm run bench -- <scenario>`);
  console.error(`Scenarios: ${scenarios.join(', ')}`);
  process.exit(2);
}

const scenario = await import(`./scenarios/${name}.mjs`);
try {
  await scenario.run(args);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
}
