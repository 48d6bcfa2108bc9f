// Servers under test run as child processes, so each one's memory is its own.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Starts `node <script>` (plain JavaScript: see build.mjs) with `env` and waits until `http://127.0.0.1:<port><readyPath>`
 * answers. Output goes to a log file, not through a pipe to this process: Node writes to a pipe
 * synchronously, so a load driver too busy to read it would stall the server it measures. The
 * log's tail is printed if the server exits early.
 */
export async function startServer({ label, script, env, port, readyPath }) {
  const logFile = path.join(os.tmpdir(), `estatehub-bench-${label}-${process.pid}.log`);
  const logFd = fs.openSync(logFile, 'w');
  // BENCH_PROFILE=dir writes a CPU profile of each server to dir (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', logFd, logFd],
  });
  fs.closeSync(logFd);
  let exited = null;
  child.once('exit', (code) => {
    exited = code;
    if (code) process.stderr.write(`[${label}] exited with code ${code}; the end of ${logFile}:\n${tail(logFile)}\n`);
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
  process.stderr.write(`[${label}] ready at ${base}; its log: ${logFile}\n`);
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
      // A profiled server writes its profile as it exits: give it time to.
      const grace = process.env.BENCH_PROFILE ? 60_000 : 5000;
      await Promise.race([gone, sleep(grace).then(() => child.kill('SIGKILL'))]);
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

const tail = (file) => fs.readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');
