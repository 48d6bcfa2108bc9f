// Servers under test run as child processes, so each one's memory is its own.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Starts `node <script>` (plain JavaScript: see build.mjs) with `env` and waits until `http://127.0.0.1:<port><readyPath>`
 * answers. Output goes to the bench's stderr, prefixed, so a crash is visible.
 */
export async function startServer({ label, script, env, port, readyPath }) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const echo = (chunk) => {
    for (const line of String(chunk).split('\n')) if (line.trim()) process.stderr.write(`[${label}] ${line}\n`);
  };
  child.stdout.on('data', echo);
  child.stderr.on('data', echo);
  let exited = null;
  child.once('exit', (code) => {
    exited = code;
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (exited !== null) throw new Error(`${label} exited with code ${exited} before it was ready`);
    try {
      if ((await fetch(base + readyPath)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return {
    base,
    /** The process's resident memory now and its peak so far, in bytes (Linux /proc: VmRSS, VmHWM = maxrss). */
    memory() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1]) * 1024;
      return { rss: kb('VmRSS'), peak: kb('VmHWM') };
    },
    async stop() {
      if (exited !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([gone, sleep(5000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

/** A free loopback port, from the kernel. */
export async function freePort() {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}
