/**
 * Benchmark of the underwriting engine and the server (`npm run bench`).
 *
 *  1. `assessProfile` on the 57-product sample catalog, call by call: typical profiles, and the
 *     worst-case bodies beside them.
 *  2. The worst-case body: the most expensive valid request (worstCase.ts: every free-text field as
 *     long as the API's schema and the 40 KB body limit allow, of what costs the engine most),
 *     through the search handler (JSON, schema, engine, answer), in CPU time per search, beside a
 *     typical body.
 *  3. The server in a child process under autocannon: GET /api/health vs POST /api/insurance/search,
 *     a bench-only POST answering the same bytes without the engine (what the payload costs), and the
 *     search with the worst-case body (the server's CPU time per request).
 *  4. Hostile clients beside a measured one (hostile.ts, from addresses of their own on the loopback):
 *     GET /api/health alone and beside four clients sending the worst valid search back to back, or
 *     streaming bodies the server will not use, as a share of alone; and a flood of 512 silent
 *     connections from one address, opened once and reopened at once, probed from another address
 *     and from the same one.
 *  5. `assessProfile` on a generated 10,000-product catalog, per profile (the worst case included).
 *
 * The server runs before the large catalog is built, so this process's GC does not compete with it.
 *
 * Environment: BENCH_DURATION (s per server run, default 10), BENCH_WARMUP (s, default min(3, duration)),
 * BENCH_CONNECTIONS (10), BENCH_ENGINE_CALLS (5000), BENCH_WORST_CALLS (400), BENCH_LARGE_SIZE (10000),
 * BENCH_LARGE_RUNS (20). Aims are reported as PASS/MISS; the exit code is 0 either way (non-zero only
 * if the run itself fails).
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createSearchHandler, MAX_BODY_BYTES } from '../../src/api/search';
import { assessProfile, defaultCatalog, type Catalog, type ClientProfile } from '../../src/engine';
import { catalogRules } from '../../src/engine/assess';
import { vocabularyOf } from '../../src/engine/catalog';
import { healthProfileSchema } from '../../src/contract';
import { generateCatalog } from './generateCatalog';
import { benchProfiles, searchBodyProfile, type NamedProfile } from './profiles';
import { max, median, percentile, round } from './stats';
import { processCpuMs, runHostile, table, type HostileResult } from './report';
import { bodyBytes, fitToLimits, worstCaseCandidates } from './worstCase';

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
  worstWarmupCalls: 50,
  worstCalls: Math.round(numberFromEnv('BENCH_WORST_CALLS', 400)),
  largeSize: Math.round(numberFromEnv('BENCH_LARGE_SIZE', 10_000)),
  largeWarmupCalls: 3,
  largeRuns: Math.round(numberFromEnv('BENCH_LARGE_RUNS', 20)),
};
config.warmup = numberFromEnv('BENCH_WARMUP', Math.min(3, config.duration));

const AIMS = { engineMedianMs: 0.2, largeMedianMs: 10, worstBodyCpuMs: 5, serverRatioPercent: 70, hostileRatioPercent: 50 };

/** One fixed "now", so look-backs (18 months ago) read the same on every run. */
const NOW = new Date('2025-06-01T12:00:00Z');
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// ---------- output helpers ----------

const log = (line = '') => console.log(line);
const fmt = (value: number) => (Number.isFinite(value) ? String(round(value)) : String(value));
const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');

/** Keeps results observable so no call can be optimised away. */
let sink = 0;

// ---------- the engine, the worst-case bodies ----------

const assess = (profile: ClientProfile, catalog: Catalog) => assessProfile(profile, { catalog, now: NOW });

/** What a catalog is prepared into once (the phrase index, the rules by group), timed. */
function prepare(catalog: Catalog): number {
  const started = performance.now();
  vocabularyOf(catalog);
  catalogRules(catalog);
  return performance.now() - started;
}

/** Each worst-case shape cut to what the API accepts: its schema and the body limit. */
function worstProfiles(): NamedProfile[] {
  const limits = { valid: (profile: ClientProfile) => healthProfileSchema.safeParse(profile).success, maxBytes: MAX_BODY_BYTES };
  return worstCaseCandidates(defaultCatalog()).map(({ name, profile }) => ({ name: `worst: ${name}`, profile: fitToLimits(profile, limits) }));
}

/** Median and p99 of `calls` timed calls after `warmup` untimed ones. */
function timeCalls(profile: ClientProfile, catalog: Catalog, warmup: number, calls: number) {
  for (let i = 0; i < warmup; i++) sink += assess(profile, catalog).offered.length;
  const samples: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    sink += assess(profile, catalog).offered.length;
    samples.push(performance.now() - started);
  }
  return samples;
}

// ---------- 1. engine on the sample catalog ----------

function benchSampleCatalog(worst: readonly NamedProfile[]) {
  const catalog = defaultCatalog();
  const prepareMs = prepare(catalog);
  const profiles = benchProfiles;
  for (let i = 0; i < config.engineWarmupCalls; i++) sink += assess(profiles[i % profiles.length]!.profile, catalog).offered.length;

  // Interleaved, so no profile benefits from running alone.
  const all: number[] = [];
  const byProfile = profiles.map(() => [] as number[]);
  for (let i = 0; i < config.engineCalls; i++) {
    const index = i % profiles.length;
    const started = performance.now();
    sink += assess(profiles[index]!.profile, catalog).offered.length;
    const elapsed = performance.now() - started;
    all.push(elapsed);
    byProfile[index]!.push(elapsed);
  }
  const row = (name: string, profile: ClientProfile, samples: number[]) => ({
    profile: name,
    results: assess(profile, catalog).offered.length,
    medianMs: round(median(samples)),
    p99Ms: round(percentile(samples, 99)),
  });
  return {
    products: catalog.products.length,
    prepareMs: round(prepareMs),
    calls: config.engineCalls,
    warmupCalls: config.engineWarmupCalls,
    medianMs: round(median(all)),
    p95Ms: round(percentile(all, 95)),
    p99Ms: round(percentile(all, 99)),
    maxMs: round(max(all)),
    perProfile: profiles.map((p, i) => row(p.name, p.profile, byProfile[i]!)),
    perWorst: worst.map((p) => row(p.name, p.profile, timeCalls(p.profile, catalog, config.worstWarmupCalls, config.worstCalls))),
  };
}

// ---------- 2. the worst-case body through the handler: CPU time per search ----------

async function benchWorstBody(worst: readonly NamedProfile[]) {
  const handler = createSearchHandler({ now: () => NOW });
  const post = async (body: string) => {
    const res = await handler(new Request('http://127.0.0.1/api/insurance/search', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } }));
    const text = await res.text();
    if (res.status !== 200) throw new Error(`The handler answered ${res.status}: ${text.slice(0, 200)}`);
    return text.length;
  };
  const bodies = [{ name: 'typical (the server bench body)', profile: searchBodyProfile }, ...worst];
  const rows = [];
  for (const { name, profile } of bodies) {
    const body = JSON.stringify(profile);
    for (let i = 0; i < config.worstWarmupCalls; i++) sink += await post(body);
    const wall: number[] = [];
    const cpuBefore = process.cpuUsage();
    for (let i = 0; i < config.worstCalls; i++) {
      const started = performance.now();
      sink += await post(body);
      wall.push(performance.now() - started);
    }
    const cpu = process.cpuUsage(cpuBefore);
    rows.push({
      body: name,
      bodyBytes: bodyBytes(profile),
      answerBytes: await post(body),
      cpuMsPerSearch: round((cpu.user + cpu.system) / 1000 / config.worstCalls),
      wallMedianMs: round(median(wall)),
      wallP99Ms: round(percentile(wall, 99)),
    });
  }
  const worstRow = rows.slice(1).reduce((a, b) => (b.cpuMsPerSearch > a.cpuMsPerSearch ? b : a));
  return { calls: config.worstCalls, warmupCalls: config.worstWarmupCalls, rows, typical: rows[0]!, worst: worstRow };
}

// ---------- 5. engine on a generated large catalog ----------

function benchLargeCatalog(worst: readonly NamedProfile[]) {
  const started = performance.now();
  const catalog: Catalog = generateCatalog(defaultCatalog(), config.largeSize);
  const generateMs = performance.now() - started;
  const prepareMs = prepare(catalog);

  const all: number[] = [];
  const perProfile = [...benchProfiles, ...worst].map(({ name, profile }) => {
    const samples = timeCalls(profile, catalog, config.largeWarmupCalls, config.largeRuns);
    all.push(...samples);
    return { profile: name, results: assess(profile, catalog).offered.length, medianMs: round(median(samples)), maxMs: round(max(samples)) };
  });
  const worstProfile = perProfile.reduce((a, b) => (b.medianMs > a.medianMs ? b : a));
  return {
    products: catalog.products.length,
    generateMs: round(generateMs),
    prepareMs: round(prepareMs),
    runsPerProfile: config.largeRuns,
    warmupCallsPerProfile: config.largeWarmupCalls,
    medianMs: round(median(all)),
    maxMs: round(max(all)),
    worstProfileMedianMs: worstProfile.medianMs,
    worstProfile: worstProfile.profile,
    perProfile,
  };
}

// ---------- 3. server under load (child process) ----------

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

/** `off`: no per-client limits (what the server can do for one load generator); `production`: the defaults. */
function startServer(limits: 'off' | 'production'): Promise<number> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/server.ts'], {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', BENCH_LIMITS: limits },
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

async function load(url: string, duration: number, search: boolean, body: string = JSON.stringify(searchBodyProfile)): Promise<LoadResult> {
  const cpuBefore = processCpuMs(child?.pid);
  const result = await autocannon({
    url,
    connections: config.connections,
    duration,
    ...(search
      ? { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body }
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

async function benchServer(worstBody: string) {
  const port = await startServer('off');
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
  if (fixedLoad.non2xx > 0) throw new Error(`The fixed answer was not a 200 on ${fixedLoad.non2xx} requests: its figure would measure an error path.`);
  // The worst-case body: what one search of it costs the server, in CPU time per request.
  const worstCheck = await fetch(searchUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: worstBody });
  if (!worstCheck.ok) throw new Error(`The worst-case body was refused: ${worstCheck.status} ${(await worstCheck.text()).slice(0, 200)}`);
  await worstCheck.text();
  await load(searchUrl, config.warmup, true, worstBody);
  const worstLoad = await load(searchUrl, config.duration, true, worstBody);
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
    worst: worstLoad,
    worstBodyBytes: Buffer.byteLength(worstBody),
    ratioPercent: round((searchLoad.requestsPerSec / healthLoad.requestsPerSec) * 100),
    fixedRatioPercent: round((searchLoad.requestsPerSec / fixedLoad.requestsPerSec) * 100),
  };
}

// ---------- 4. hostile clients beside a measured one ----------


const HOSTILE_ADDRESSES = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];


const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client that asks GET /api/health every `everyMs` on a new connection (1 s to answer) from
 * `from`: the share answered 200, and the longest stretch in which nothing was.
 */
async function probe(port: number, durationMs: number, from = '127.0.0.1', everyMs = 25) {
  const results: { at: number; ok: boolean }[] = [];
  const end = performance.now() + durationMs;
  while (performance.now() < end) {
    const at = performance.now();
    const ok = await new Promise<boolean>((resolve) => {
      const req = httpGet({ host: '127.0.0.1', port, path: '/api/health', agent: false, localAddress: from, timeout: 1_000 }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on('timeout', () => req.destroy());
      req.on('error', () => resolve(false));
    });
    results.push({ at, ok });
    const wait = everyMs - (performance.now() - at);
    if (wait > 0) await sleep(wait);
  }
  let longestOutageMs = 0;
  let outageStart: number | undefined;
  for (const { at, ok } of [...results, { at: end, ok: true }]) {
    if (!ok) outageStart ??= at;
    else if (outageStart !== undefined) {
      longestOutageMs = Math.max(longestOutageMs, at - outageStart);
      outageStart = undefined;
    }
  }
  const answered = results.filter((r) => r.ok).length;
  return { probes: results.length, availabilityPercent: round((answered / Math.max(1, results.length)) * 100), longestOutageMs: round(longestOutageMs) };
}

async function benchHostile(worstBody: string) {
  const port = await startServer('production');
  const healthUrl = `http://127.0.0.1:${port}/api/health`;
  const hostileMs = (config.warmup + config.duration + 1) * 1000;
  // Health alone, beside nothing, is the 100 %.
  await load(healthUrl, config.warmup, false);
  const alone = await load(healthUrl, config.duration, false);

  const beside = async (kind: 'heavy' | 'body') => {
    const running = runHostile({ kind, port, addresses: HOSTILE_ADDRESSES, perAddress: 1, durationMs: hostileMs, body: worstBody });
    await sleep(config.warmup * 1000);
    const health = await load(healthUrl, config.duration, false);
    return { health, hostile: await running, ratioPercent: round((health.requestsPerSec / alone.requestsPerSec) * 100) };
  };
  const heavy = await beside('heavy');
  const body = await beside('body');

  // 512 silent connections from one address, opened once: how long are others, and that address, kept out?
  const floodMs = Math.max(6_000, config.duration * 1000);
  const once = runHostile({ kind: 'silent', port, addresses: ['127.0.0.2'], perAddress: 512, durationMs: floodMs, reopen: false });
  await sleep(200);
  const [onceOther, onceSame] = await Promise.all([probe(port, floodMs - 500), probe(port, floodMs - 500, '127.0.0.2', 50)]);
  const onceResult = await once;
  // The same, reopened as soon as the server closes one, for the whole run.
  const flood = runHostile({ kind: 'silent', port, addresses: ['127.0.0.2'], perAddress: 512, durationMs: floodMs });
  await sleep(200);
  const floodOther = await probe(port, floodMs - 500);
  const floodResult = await flood;
  await stopServer();
  return {
    alone,
    heavy,
    body,
    silentOnce: { other: onceOther, sameAddress: onceSame, hostile: onceResult },
    silentFlood: { other: floodOther, hostile: floodResult },
    ratioPercent: Math.min(heavy.ratioPercent, body.ratioPercent),
  };
}

// ---------- main ----------

const loadRow = (name: string, r: LoadResult) => [
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
];

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

  const worst = worstProfiles();
  const sample = benchSampleCatalog(worst);
  const engineAim = sample.medianMs < AIMS.engineMedianMs;
  log(`1. assessProfile, ${sample.products}-product sample catalog (prepared once: ${fmt(sample.prepareMs)} ms; ${sample.warmupCalls} warm-up calls, then ${sample.calls} timed calls of the typical profiles, interleaved)`);
  table(['profile', 'offers', 'median ms', 'p99 ms'], sample.perProfile.map((p) => [p.profile, p.results, fmt(p.medianMs), fmt(p.p99Ms)]));
  log(`  typical profiles, all calls: median ${fmt(sample.medianMs)} ms, p95 ${fmt(sample.p95Ms)} ms, p99 ${fmt(sample.p99Ms)} ms, max ${fmt(sample.maxMs)} ms`);
  log(`  aim median < ${AIMS.engineMedianMs} ms: ${verdict(engineAim)}`);
  log(`  the worst-case bodies (${config.worstCalls} timed calls each; their aim is in part 2):`);
  table(['profile', 'offers', 'median ms', 'p99 ms'], sample.perWorst.map((p) => [p.profile, p.results, fmt(p.medianMs), fmt(p.p99Ms)]));
  log();

  const body = await benchWorstBody(worst);
  const worstBodyAim = body.worst.cpuMsPerSearch <= AIMS.worstBodyCpuMs;
  log(`2. The worst-case body through the search handler (JSON, schema, engine, answer), ${body.calls} searches each after ${body.warmupCalls} warm-up`);
  table(
    ['body', 'body bytes', 'answer bytes', 'CPU ms/search', 'wall median ms', 'wall p99 ms'],
    body.rows.map((r) => [r.body, r.bodyBytes, r.answerBytes, fmt(r.cpuMsPerSearch), fmt(r.wallMedianMs), fmt(r.wallP99Ms)]),
  );
  log(`  worst: "${body.worst.body}", ${fmt(body.worst.cpuMsPerSearch)} CPU ms a search (typical ${fmt(body.typical.cpuMsPerSearch)} ms); body limit ${MAX_BODY_BYTES} bytes, the schema's field limits decide how much of it a valid profile can use`);
  log(`  aim ≤ ${AIMS.worstBodyCpuMs} CPU ms a search: ${verdict(worstBodyAim)}`);
  log();

  const worstBody = JSON.stringify(worst.find((p) => p.name === body.worst.body)?.profile ?? worst[0]!.profile);
  log(`3. Server (child process, 127.0.0.1), autocannon ${config.connections} connections, ${config.duration} s each after ${config.warmup} s warm-up per endpoint`);
  const server = await benchServer(worstBody);
  const serverAim = server.ratioPercent >= AIMS.serverRatioPercent;
  table(
    ['endpoint', 'req/s', 'requests', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors', 'server CPU %', 'CPU ms/req'],
    [
      loadRow('GET /api/health', server.health),
      loadRow('POST /api/insurance/search', server.search),
      loadRow('POST fixed answer, same bytes', server.fixed),
      loadRow(`POST search, worst-case body (${server.worstBodyBytes} B)`, server.worst),
    ],
  );
  log(`  search answer: ${server.searchResults} products, ${server.searchResponseBytes.toLocaleString('en-US')} bytes`);
  log(`  search / health throughput: ${fmt(server.ratioPercent)} %`);
  log(`  aim ≥ ${AIMS.serverRatioPercent} %: ${verdict(serverAim)}`);
  log(`  search / fixed answer of the same size (what the engine and validation cost): ${fmt(server.fixedRatioPercent)} %`);
  log();

  log(`4. Hostile clients (production limits; four clients on 127.0.0.2–5, one connection each), and GET /api/health from 127.0.0.1, autocannon ${config.connections} connections, ${config.duration} s`);
  const hostileRun = await benchHostile(worstBody);
  const hostileAim = hostileRun.ratioPercent >= AIMS.hostileRatioPercent;
  const statuses = (r: HostileResult) => Object.entries(r.statuses).map(([status, n]) => `${status}×${n}`).join(' ') + (r.errors ? ` errors×${r.errors}` : '');
  table(
    ['GET /api/health beside', 'req/s', 'p50 ms', 'p99 ms', 'share of alone', 'what the hostile clients got'],
    [
      ['nothing', fmt(hostileRun.alone.requestsPerSec), fmt(hostileRun.alone.latencyP50Ms), fmt(hostileRun.alone.latencyP99Ms), '100 %', ''],
      ['4 × the worst valid search, back to back', fmt(hostileRun.heavy.health.requestsPerSec), fmt(hostileRun.heavy.health.latencyP50Ms), fmt(hostileRun.heavy.health.latencyP99Ms), `${fmt(hostileRun.heavy.ratioPercent)} %`, statuses(hostileRun.heavy.hostile)],
      ['4 × an unused 1 GB body, streamed', fmt(hostileRun.body.health.requestsPerSec), fmt(hostileRun.body.health.latencyP50Ms), fmt(hostileRun.body.health.latencyP99Ms), `${fmt(hostileRun.body.ratioPercent)} %`, statuses(hostileRun.body.hostile)],
    ],
  );
  log(`  aim ≥ ${AIMS.hostileRatioPercent} % of the health check's throughput alone, beside either: ${verdict(hostileAim)}`);
  const { silentOnce, silentFlood } = hostileRun;
  table(
    ['512 silent connections from 127.0.0.2', 'probed from', 'probes', 'answered', 'longest outage ms', 'what the silent connections got'],
    [
      ['opened once', '127.0.0.1', silentOnce.other.probes, `${fmt(silentOnce.other.availabilityPercent)} %`, fmt(silentOnce.other.longestOutageMs), statuses(silentOnce.hostile)],
      ['opened once', '127.0.0.2 (the same)', silentOnce.sameAddress.probes, `${fmt(silentOnce.sameAddress.availabilityPercent)} %`, fmt(silentOnce.sameAddress.longestOutageMs), ''],
      ['reopened at once, all run', '127.0.0.1', silentFlood.other.probes, `${fmt(silentFlood.other.availabilityPercent)} %`, fmt(silentFlood.other.longestOutageMs), `${statuses(silentFlood.hostile)}; ${silentFlood.hostile.opened} opened`],
    ],
  );
  log();

  const large = benchLargeCatalog(worst);
  const largeAim = large.worstProfileMedianMs < AIMS.largeMedianMs;
  log(`5. assessProfile, generated ${large.products.toLocaleString('en-US')}-product catalog (generated in ${fmt(large.generateMs)} ms; prepared once: ${fmt(large.prepareMs)} ms)`);
  table(['profile', 'offers', 'median ms', 'max ms'], large.perProfile.map((p) => [p.profile, p.results, fmt(p.medianMs), fmt(p.maxMs)]));
  log(`  all calls: median ${fmt(large.medianMs)} ms, max ${fmt(large.maxMs)} ms (${large.warmupCallsPerProfile} warm-up + ${large.runsPerProfile} timed calls per profile)`);
  log(`  aim median < ${AIMS.largeMedianMs} ms (every profile, the worst case included): ${verdict(largeAim)} (worst: "${large.worstProfile}", median ${fmt(large.worstProfileMedianMs)} ms)`);
  log();

  const aims = [
    { aim: `engine median < ${AIMS.engineMedianMs} ms (${sample.products} products, typical profiles)`, value: sample.medianMs, pass: engineAim },
    { aim: `worst-case body ≤ ${AIMS.worstBodyCpuMs} CPU ms a search (handler; typical ${fmt(body.typical.cpuMsPerSearch)})`, value: body.worst.cpuMsPerSearch, pass: worstBodyAim },
    { aim: `engine median < ${AIMS.largeMedianMs} ms (${large.products} products, worst profile)`, value: large.worstProfileMedianMs, pass: largeAim },
    { aim: `search/health throughput ≥ ${AIMS.serverRatioPercent} %`, value: server.ratioPercent, pass: serverAim },
    { aim: `health beside 4 hostile clients ≥ ${AIMS.hostileRatioPercent} % of alone (the lower of two kinds)`, value: hostileRun.ratioPercent, pass: hostileAim },
  ];
  log('Summary');
  table(['aim', 'value', 'result'], aims.map((a) => [a.aim, fmt(a.value), verdict(a.pass)]));
  log();
  log(`BENCH_RESULT ${JSON.stringify({ machine, config, now: NOW.toISOString(), engine: sample, worstBody: body, large, server, hostile: hostileRun, aims, sink })}`);
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error('Benchmark failed:', error);
    await stopServer().catch(() => killChild('SIGKILL'));
    process.exit(1);
  },
);
