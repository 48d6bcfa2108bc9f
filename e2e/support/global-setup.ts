import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailSink } from './mail-sink';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function waitForServer(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/csrf-cookie/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not start:\n${log()}`);
}

/** Starts the built app on a fresh database and an SMTP listener; answers the teardown. */
export default async function globalSetup() {
  const server = path.join(root, 'apps/api/dist/server.js');
  if (!fs.existsSync(server)) throw new Error('Build first: npm run build');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'estatehub-e2e-'));
  const mailDir = path.join(work, 'mail');
  const sink = await startMailSink(mailDir);
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      SMTP_URL: sink.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // Behind a proxy, as in production: each API client of a test names its own address
      // (estates-fixtures.ts Api), so per-address limits see separate devices, not one runner.
      TRUST_PROXY: '1',
      DATABASE_URL: '', // always the embedded database, even if the caller's shell names one
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(baseUrl, child, () => output);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  fs.writeFileSync(path.join(work, 'server.log'), output);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await sink.close();
    if (!process.env.E2E_KEEP) fs.rmSync(work, { recursive: true, force: true });
  };
}
