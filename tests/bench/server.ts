/**
 * The benchmark's server, run in its own process by run.ts: the production server (startServer
 * around createApp) with a stub build and no access log, on loopback. Prints
 * `BENCH_SERVER_PORT <port>` once listening and exits on SIGTERM/SIGINT or when the parent closes
 * stdin (so it never outlives the benchmark).
 *
 * BENCH_LIMITS=production (the default) runs with the production defaults (server/config.ts read
 * from an empty environment); BENCH_LIMITS=off lifts the per-client limits, for measuring what the
 * server can do at all from one load generator on one address.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { createApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { startServer } from '../../server/server';
import { assessProfile } from '../../src/engine';
import { searchBodyProfile } from './profiles';

const distDir = mkdtempSync(join(tmpdir(), 'navigator-bench-'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');

const config = readConfig({});
const off = process.env.BENCH_LIMITS === 'off';
const unlimited = Number.MAX_SAFE_INTEGER;
const search = off ? { rate: unlimited, rateWindowSeconds: 1, concurrencyPerClient: unlimited, queueLimit: unlimited, refusalDelayMs: 0 } : config.search;
const limits = off ? { ...config.limits, maxConnectionsPerClient: config.limits.maxConnections } : config.limits;

// Bench only: the search's own answer, made once, as a 200 of the same bytes: the search against
// this separates the engine's cost from the cost of carrying a 30 KB answer. Mounted before the app,
// whose last route answers 405 to any other POST.
const fixedAnswer = JSON.stringify(assessProfile(searchBodyProfile).offered);
const app = new Hono();
app.post('/bench/fixed-answer', async (c) => {
  await c.req.text();
  c.header('Cache-Control', 'no-store');
  return c.body(fixedAnswer, 200, { 'Content-Type': 'application/json' });
});
app.route('/', createApp({ distDir, search }));

const port = Number(process.env.BENCH_PORT ?? 0);
const running = startServer({ fetch: app.fetch, port, hostname: '127.0.0.1', limits, log: () => {} });
void running.listening.then((info) => console.log(`BENCH_SERVER_PORT ${info.port}`));

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  rmSync(distDir, { recursive: true, force: true });
  void running.shutdown('bench over').then(() => process.exit(0));
  // Keep-alive connections from the load generator must not hold the process open.
  setTimeout(() => process.exit(0), 1000).unref();
}

process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
