/**
 * The benchmark's server, run in its own process by run.ts: the production app (createApp) with a
 * stub build and no access log, on loopback. Prints `BENCH_SERVER_PORT <port>` once listening and
 * exits on SIGTERM/SIGINT or when the parent closes stdin (so it never outlives the benchmark).
 */
import { serve } from '@hono/node-server';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app';
import { assessProfile } from '../../src/engine';
import { searchBodyProfile } from './profiles';

const distDir = mkdtempSync(join(tmpdir(), 'navigator-bench-'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');

const port = Number(process.env.BENCH_PORT ?? 0);
const app = createApp({ distDir, log: () => {} });
// Bench only: the search's own answer, made once, behind the same middleware. Search against this
// separates the engine's cost from the cost of carrying a 30 KB answer.
const fixedAnswer = JSON.stringify(assessProfile(searchBodyProfile).offered);
app.post('/bench/fixed-answer', async (c) => {
  await c.req.text();
  return new Response(fixedAnswer, { headers: { 'Content-Type': 'application/json' } });
});
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`BENCH_SERVER_PORT ${info.port}`);
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  rmSync(distDir, { recursive: true, force: true });
  server.close(() => process.exit(0));
  // Keep-alive connections from the load generator must not hold the process open.
  setTimeout(() => process.exit(0), 1000).unref();
}

process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
