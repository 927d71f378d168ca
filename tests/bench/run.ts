/**
 * Benchmark of the search matching engine and the server (`npm run bench`).
 *
 *  1. The engine on the 57-product sample catalog, call by call.
 *  2. The server in a child process under autocannon: GET /api/health vs POST /api/insurance/search,
 *     and a bench-only POST answering the same bytes without the engine (what the payload costs).
 *  3. The engine on a generated 100,000-product catalog, per profile.
 *
 * The server runs before the large catalog is built: collecting its heap (which peaks above 1 GB) afterwards
 * would have this process's GC threads competing with the server for the 2 cores.
 *
 * Environment: BENCH_DURATION (s per server run, default 10), BENCH_WARMUP (s, default min(3, duration)),
 * BENCH_CONNECTIONS (10), BENCH_ENGINE_CALLS (5000), BENCH_LARGE_SIZE (100000), BENCH_LARGE_RUNS (20).
 * Aims are reported as PASS/MISS; the exit code is 0 either way (non-zero only if the run itself fails).
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { defaultCatalog } from '../../src/features/search/engine/catalog';
import { matchProducts, prepareCatalog } from '../../src/features/search/engine/match';
import type { Catalog } from '../../src/features/search/engine/types';
import { generateCatalog } from './generateCatalog';
import { benchProfiles, searchBodyProfile } from './profiles';
import { max, median, percentile, round } from './stats';

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && process.env[name] !== '' && Number.isFinite(value) && value > 0 ? value : fallback;
};

const config = {
  duration: numberFromEnv('BENCH_DURATION', 10),
  warmup: 0,
  connections: Math.round(numberFromEnv('BENCH_CONNECTIONS', 10)),
  engineWarmupCalls: 500,
  engineCalls: Math.round(numberFromEnv('BENCH_ENGINE_CALLS', 5000)),
  largeSize: Math.round(numberFromEnv('BENCH_LARGE_SIZE', 100_000)),
  largeWarmupCalls: 3,
  largeRuns: Math.round(numberFromEnv('BENCH_LARGE_RUNS', 20)),
};
config.warmup = numberFromEnv('BENCH_WARMUP', Math.min(3, config.duration));

const AIMS = { engineMedianMs: 0.5, largeMedianMs: 100, serverRatioPercent: 70 };

/** One fixed "now", so look-backs (18 months ago) read the same on every run. */
const NOW = new Date('2025-06-01T12:00:00Z');
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// ---------- output helpers ----------

const log = (line = '') => console.log(line);
const fmt = (value: number) => (Number.isFinite(value) ? String(round(value)) : String(value));
const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');

function table(headers: string[], rows: (string | number)[][]) {
  const cells = rows.map((row) => row.map(String));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) => '  ' + row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  log(line(headers));
  log('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) log(line(row));
}

/** Keeps results observable so no call can be optimised away. */
let sink = 0;

// ---------- 1. engine on the sample catalog ----------

function benchSampleCatalog() {
  const catalog = defaultCatalog();
  let started = performance.now();
  prepareCatalog(catalog);
  const prepareMs = performance.now() - started;

  const profiles = benchProfiles;
  for (let i = 0; i < config.engineWarmupCalls; i++) sink += matchProducts(profiles[i % profiles.length]!.profile, catalog, { now: NOW }).length;

  const all: number[] = [];
  const byProfile = profiles.map(() => [] as number[]);
  for (let i = 0; i < config.engineCalls; i++) {
    const index = i % profiles.length;
    const profile = profiles[index]!.profile;
    started = performance.now();
    const results = matchProducts(profile, catalog, { now: NOW });
    const elapsed = performance.now() - started;
    sink += results.length;
    all.push(elapsed);
    byProfile[index]!.push(elapsed);
  }
  const perProfile = profiles.map((p, i) => ({
    profile: p.name,
    results: matchProducts(p.profile, catalog, { now: NOW }).length,
    medianMs: round(median(byProfile[i]!)),
    p99Ms: round(percentile(byProfile[i]!, 99)),
  }));
  return {
    products: catalog.products.length,
    prepareMs: round(prepareMs),
    calls: config.engineCalls,
    warmupCalls: config.engineWarmupCalls,
    medianMs: round(median(all)),
    p95Ms: round(percentile(all, 95)),
    p99Ms: round(percentile(all, 99)),
    maxMs: round(max(all)),
    perProfile,
  };
}

// ---------- 3. engine on a generated large catalog ----------

function benchLargeCatalog() {
  let started = performance.now();
  const catalog: Catalog = generateCatalog(defaultCatalog(), config.largeSize);
  const generateMs = performance.now() - started;
  started = performance.now();
  prepareCatalog(catalog);
  const prepareMs = performance.now() - started;

  const all: number[] = [];
  const perProfile = benchProfiles.map(({ name, profile }) => {
    let results = 0;
    for (let i = 0; i < config.largeWarmupCalls; i++) results = matchProducts(profile, catalog, { now: NOW }).length;
    const samples: number[] = [];
    for (let i = 0; i < config.largeRuns; i++) {
      const t = performance.now();
      sink += matchProducts(profile, catalog, { now: NOW }).length;
      samples.push(performance.now() - t);
    }
    all.push(...samples);
    return { profile: name, results, medianMs: round(median(samples)), maxMs: round(max(samples)) };
  });
  const worstMedianMs = Math.max(...perProfile.map((p) => p.medianMs));
  return {
    products: catalog.products.length,
    generateMs: round(generateMs),
    prepareMs: round(prepareMs),
    runsPerProfile: config.largeRuns,
    warmupCallsPerProfile: config.largeWarmupCalls,
    medianMs: round(median(all)),
    maxMs: round(max(all)),
    worstProfileMedianMs: worstMedianMs,
    perProfile,
  };
}

// ---------- 2. server under load (child process) ----------

let child: ChildProcess | undefined;

function killChild(signal: NodeJS.Signals = 'SIGTERM') {
  if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
}

process.on('exit', () => killChild('SIGKILL'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal} received: stopping the benchmark server.`);
    killChild('SIGKILL');
    process.exit(130);
  });
}

function startServer(): Promise<number> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/server.ts'], {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child = proc;
    const timer = setTimeout(() => reject(new Error('The benchmark server did not start within 30 s')), 30_000);
    let buffer = '';
    proc.stdout!.setEncoding('utf8');
    proc.stdout!.on('data', (chunk: string) => {
      buffer += chunk;
      const match = /BENCH_SERVER_PORT (\d+)/.exec(buffer);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    proc.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    proc.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The benchmark server exited early (code ${code}, signal ${signal})`));
    });
  });
}

async function stopServer() {
  const proc = child;
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  proc.stdin?.end();
  killChild('SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 3000).unref());
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    killChild('SIGKILL');
    await exited;
  }
}

interface LoadResult {
  requestsPerSec: number;
  totalRequests: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** CPU the server process used during the run (Linux /proc; null elsewhere). */
  serverCpuPercent: number | null;
  serverCpuMsPerRequest: number | null;
}

/** User + system CPU time of a process in ms, from /proc (clock ticks assumed 100 Hz); null if unavailable. */
function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

async function load(url: string, duration: number, search: boolean): Promise<LoadResult> {
  const cpuBefore = processCpuMs(child?.pid);
  const result = await autocannon({
    url,
    connections: config.connections,
    duration,
    ...(search
      ? { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify(searchBodyProfile) }
      : { method: 'GET' as const }),
  });
  const cpuAfter = processCpuMs(child?.pid);
  const cpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return {
    requestsPerSec: round(result.requests.average),
    totalRequests: result.requests.total,
    latencyP50Ms: round(result.latency.p50),
    latencyP99Ms: round(result.latency.p99),
    latencyMaxMs: round(result.latency.max),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    serverCpuPercent: cpuMs === null ? null : round((cpuMs / (result.duration * 1000)) * 100),
    serverCpuMsPerRequest: cpuMs === null || result.requests.total === 0 ? null : round(cpuMs / result.requests.total),
  };
}

async function benchServer() {
  const port = await startServer();
  const base = `http://127.0.0.1:${port}`;
  const healthUrl = `${base}/api/health`;
  const searchUrl = `${base}/api/insurance/search`;
  const fixedUrl = `${base}/bench/fixed-answer`;

  // One request each first, so a broken server fails loudly instead of benchmarking 4xx answers.
  const health = await fetch(healthUrl);
  const healthBody = await health.text();
  const search = await fetch(searchUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(searchBodyProfile) });
  const searchBody = await search.text();
  if (!health.ok || !search.ok) throw new Error(`Sanity check failed: health ${health.status}, search ${search.status} ${searchBody.slice(0, 200)}`);
  const searchResults = (JSON.parse(searchBody) as unknown[]).length;

  await load(searchUrl, config.warmup, true);
  await load(healthUrl, config.warmup, false);
  const healthLoad = await load(healthUrl, config.duration, false);
  const searchLoad = await load(searchUrl, config.duration, true);
  await load(fixedUrl, config.warmup, true);
  const fixedLoad = await load(fixedUrl, config.duration, true);
  await stopServer();
  return {
    connections: config.connections,
    durationSec: config.duration,
    warmupSec: config.warmup,
    healthResponseBytes: Buffer.byteLength(healthBody),
    searchResponseBytes: Buffer.byteLength(searchBody),
    searchResults,
    health: healthLoad,
    search: searchLoad,
    fixed: fixedLoad,
    ratioPercent: round((searchLoad.requestsPerSec / healthLoad.requestsPerSec) * 100),
    fixedRatioPercent: round((searchLoad.requestsPerSec / fixedLoad.requestsPerSec) * 100),
  };
}

// ---------- main ----------

async function main() {
  const cpuList = cpus();
  const machine = {
    cpu: cpuList[0]?.model ?? 'unknown',
    cpus: cpuList.length,
    memoryGb: round(totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  };
  log('Insurance search benchmark');
  log(`  machine: ${machine.cpu} × ${machine.cpus} CPUs, ${machine.memoryGb} GB, Node ${machine.node} (${machine.platform})`);
  log(`  config:  ${JSON.stringify(config)}`);
  log(`  now:     ${NOW.toISOString()} (fixed for the engine runs)`);
  log();

  const sample = benchSampleCatalog();
  const engineAim = sample.medianMs < AIMS.engineMedianMs;
  log(`1. Engine, ${sample.products}-product sample catalog (prepareCatalog once: ${fmt(sample.prepareMs)} ms; ${sample.warmupCalls} warm-up calls, then ${sample.calls} timed calls)`);
  table(['profile', 'results', 'median ms', 'p99 ms'], sample.perProfile.map((p) => [p.profile, p.results, fmt(p.medianMs), fmt(p.p99Ms)]));
  log(`  all calls: median ${fmt(sample.medianMs)} ms, p95 ${fmt(sample.p95Ms)} ms, p99 ${fmt(sample.p99Ms)} ms, max ${fmt(sample.maxMs)} ms`);
  log(`  aim median < ${AIMS.engineMedianMs} ms: ${verdict(engineAim)}`);
  log();

  log(`2. Server (child process, 127.0.0.1), autocannon ${config.connections} connections, ${config.duration} s each after ${config.warmup} s warm-up per endpoint`);
  const server = await benchServer();
  const serverAim = server.ratioPercent >= AIMS.serverRatioPercent;
  table(
    ['endpoint', 'req/s', 'requests', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors', 'server CPU %', 'CPU ms/req'],
    (
      [
        ['GET /api/health', server.health],
        ['POST /api/insurance/search', server.search],
        ['POST fixed answer, same bytes', server.fixed],
      ] as const
    ).map(([name, r]) => [
      name,
      fmt(r.requestsPerSec),
      r.totalRequests,
      fmt(r.latencyP50Ms),
      fmt(r.latencyP99Ms),
      fmt(r.latencyMaxMs),
      r.non2xx,
      r.errors,
      r.serverCpuPercent === null ? 'n/a' : fmt(r.serverCpuPercent),
      r.serverCpuMsPerRequest === null ? 'n/a' : fmt(r.serverCpuMsPerRequest),
    ]),
  );
  log(`  search answer: ${server.searchResults} products, ${server.searchResponseBytes.toLocaleString('en-US')} bytes`);
  log(`  search / health throughput: ${fmt(server.ratioPercent)} %`);
  log(`  aim ≥ ${AIMS.serverRatioPercent} %: ${verdict(serverAim)}`);
  log(`  search / fixed answer of the same size (what the engine and validation cost): ${fmt(server.fixedRatioPercent)} %`);
  log();

  const large = benchLargeCatalog();
  const largeAim = large.worstProfileMedianMs < AIMS.largeMedianMs;
  log(`3. Engine, generated ${large.products.toLocaleString('en-US')}-product catalog (generated in ${fmt(large.generateMs)} ms; prepareCatalog once: ${fmt(large.prepareMs)} ms)`);
  table(['profile', 'results', 'median ms', 'max ms'], large.perProfile.map((p) => [p.profile, p.results, fmt(p.medianMs), fmt(p.maxMs)]));
  log(`  all calls: median ${fmt(large.medianMs)} ms, max ${fmt(large.maxMs)} ms (${large.warmupCallsPerProfile} warm-up + ${large.runsPerProfile} timed calls per profile)`);
  log(`  aim median < ${AIMS.largeMedianMs} ms (every profile): ${verdict(largeAim)} (worst profile median ${fmt(large.worstProfileMedianMs)} ms)`);
  log();

  const aims = [
    { aim: `engine median < ${AIMS.engineMedianMs} ms (57 products)`, value: sample.medianMs, pass: engineAim },
    { aim: `engine median < ${AIMS.largeMedianMs} ms (${large.products} products, worst profile)`, value: large.worstProfileMedianMs, pass: largeAim },
    { aim: `search/health throughput ≥ ${AIMS.serverRatioPercent} %`, value: server.ratioPercent, pass: serverAim },
  ];
  log('Summary');
  table(['aim', 'value', 'result'], aims.map((a) => [a.aim, fmt(a.value), verdict(a.pass)]));
  log();
  log(`BENCH_RESULT ${JSON.stringify({ machine, config, now: NOW.toISOString(), engine: sample, large, server, aims, sink })}`);
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error('Benchmark failed:', error);
    await stopServer().catch(() => killChild('SIGKILL'));
    process.exit(1);
  },
);
