/**
 * Who pays for the server's work (`npm run bench:fairness`), against the production build (`npm run
 * build` first: dist/ and dist-server/, the real server with its server-side render) on loopback.
 *
 *  1. A posted search form's page against the JSON search of the same profile (as the app asks for
 *     it: the full assessment, brotli): the server's CPU time per request (from /proc, over requests
 *     sent one after another after a warm-up) and the bytes on the wire, with the per-client limits
 *     lifted so only the work is measured.
 *  2. `/api/health` from 127.0.0.1 on one keep-alive connection, back to back (autocannon, one
 *     connection), alone and beside four hostile clients, each one keep-alive connection from its own
 *     address (127.0.0.2–5) sending back to back the worst valid profile as JSON, or as the form; the
 *     three alternate over three rounds (benchHostile says why), with the server's CPU in each.
 *  3. The invalid-body flood: five addresses (127.0.0.10–14) × 16 keep-alive connections, each
 *     posting a 40,926-byte JSON profile padded with unknown keys (a 400), for 12 s; meanwhile a
 *     client at 127.0.0.1 searches a typical profile every 100 ms: the share of its searches answered 200.
 *
 * 2 and 3 run with the production limits (server/config.ts defaults). Aims (the issue's): 3 at least
 * 90 %, 2 at least 50 % beside either kind; the page at most 3× the JSON search's CPU time is
 * reported as an aim too. The exit code is 0 unless the run itself fails.
 *
 * Environment: BENCH_DURATION (s of each kind of health run, split over the rounds; default 30),
 * BENCH_FLOOD (s, default 12).
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { MAX_BODY_BYTES, createSearchHandler } from '../../src/api/search';
import { defaultCatalog, type ClientProfile } from '../../src/engine';
import { ASSESSMENT_MEDIA_TYPE, SEARCH_ENDPOINT, healthProfileSchema } from '../../src/contract';
import { benchProfiles } from './profiles';
import { processCpuMs, runHostile, table, type HostileResult } from './report';
import { round } from './stats';
import { fitToLimits, worstCaseCandidates } from './worstCase';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const DURATION = seconds('BENCH_DURATION', 30);
const FLOOD = seconds('BENCH_FLOOD', 12);
const HOSTILE = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
const FLOODERS = ['127.0.0.10', '127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14'];
const log = (line = '') => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------- the bodies ----------

/** The search form's fields for a profile, as the browser posts them (a ticked box is sent, an unticked one not). */
function formBody(profile: ClientProfile): string {
  const fields = new URLSearchParams();
  for (const [key, value] of Object.entries(profile)) {
    if (typeof value === 'boolean') {
      if (value) fields.set(key, 'on');
    } else if (value !== undefined) fields.set(key, String(value));
  }
  return fields.toString();
}

/** The costliest valid profile of the bench's worst-case shapes (timed through the handler), cut so its JSON and its form both fit the body limit. */
async function worstProfile(): Promise<ClientProfile> {
  const valid = (profile: ClientProfile) => healthProfileSchema.safeParse(profile).success;
  const fitForm = (profile: ClientProfile) => {
    let fitted = profile;
    while (Buffer.byteLength(formBody(fitted)) > MAX_BODY_BYTES) {
      const field = (['medicalConditions', 'medications', 'familyHistory'] as const).reduce((a, b) => (fitted[a].length >= fitted[b].length ? a : b));
      fitted = { ...fitted, [field]: fitted[field].slice(0, Math.floor(fitted[field].length * 0.95)).trimEnd() };
    }
    return fitted;
  };
  const candidates = worstCaseCandidates(defaultCatalog()).map(({ profile }) => fitForm(fitToLimits(profile, { valid, maxBytes: MAX_BODY_BYTES })));
  const handle = createSearchHandler();
  const timed = [];
  for (const profile of candidates) {
    const body = JSON.stringify(profile);
    const once = () => handle(new Request('http://x/', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: ASSESSMENT_MEDIA_TYPE }, body }));
    for (let i = 0; i < 5; i++) await once();
    const started = performance.now();
    for (let i = 0; i < 20; i++) await once();
    timed.push({ profile, ms: performance.now() - started });
  }
  return timed.reduce((a, b) => (b.ms > a.ms ? b : a)).profile;
}

/** A typical profile padded with unknown keys to exactly `size` bytes of JSON: a 400 once read. */
function paddedBody(profile: ClientProfile, size: number): string {
  const bare = JSON.stringify({ ...profile, padding: '' });
  return JSON.stringify({ ...profile, padding: 'x'.repeat(size - Buffer.byteLength(bare)) });
}

// ---------- the server ----------

let child: ChildProcess | undefined;
process.on('exit', () => child?.kill('SIGKILL'));

/** The built server (dist-server/index.js) on a free loopback port, with `env` on top of its defaults. */
function startServer(env: Record<string, string> = {}): Promise<number> {
  if (!existsSync(`${repoRoot}dist-server/index.js`) || !existsSync(`${repoRoot}dist-server/render/prerender.js`)) {
    throw new Error('No production build: run `npm run build` first.');
  }
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['dist-server/index.js'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env } });
    child = proc;
    let out = '';
    proc.stdout!.setEncoding('utf8');
    proc.stdout!.on('data', (chunk: string) => {
      out += chunk;
      const match = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (match) {
        // The access log is not read: it goes nowhere.
        proc.stdout!.removeAllListeners('data');
        proc.stdout!.resume();
        resolve(Number(match[1]));
      }
    });
    proc.on('exit', (code) => reject(new Error(`The server exited (${code}) before it listened`)));
  });
}

async function stopServer() {
  const proc = child;
  if (!proc || proc.exitCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGTERM');
  await Promise.race([exited, sleep(12_000)]);
  proc.kill('SIGKILL');
  child = undefined;
}

// ---------- 1. what a page costs against the JSON search ----------

interface Sent {
  status: number;
  /** The answer's bytes as they came (compressed when the server compressed it). */
  bytes: number;
}

/** One request on `agent`, its answer read whole: its status and its size on the wire. */
function send(port: number, agent: Agent, path: string, type: string, body: string, accept = '*/*'): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), Accept: accept, 'Accept-Encoding': 'br' } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Server CPU ms per request over `count` requests sent one after another, after `warmup` of them. */
async function cpuPerRequest(port: number, path: string, type: string, body: string, accept: string, warmup: number, count: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let last: Sent | undefined;
  for (let i = 0; i < warmup; i++) last = await send(port, agent, path, type, body, accept);
  const before = processCpuMs(child?.pid);
  for (let i = 0; i < count; i++) last = await send(port, agent, path, type, body, accept);
  const after = processCpuMs(child?.pid);
  agent.destroy();
  if (!last || last.status !== 200) throw new Error(`${path} answered ${last?.status}`);
  if (before === null || after === null) throw new Error('No /proc to read the server CPU time from (Linux only)');
  return { cpuMs: (after - before) / count, wireBytes: last.bytes };
}

async function benchCost(worst: ClientProfile) {
  const unlimited = '10000000';
  const port = await startServer({ SEARCH_RATE_LIMIT: unlimited, SEARCH_CONCURRENCY_PER_CLIENT: unlimited, SEARCH_QUEUE_LIMIT: unlimited });
  const profiles = [...benchProfiles.filter((p) => ['healthy-35', 'lantus-mi-68', 'dialysis-85', 'multi-typo-60'].includes(p.name)), { name: 'worst case', profile: worst }];
  const rows = [];
  for (const { name, profile } of profiles) {
    const json = await cpuPerRequest(port, SEARCH_ENDPOINT, 'application/json', JSON.stringify(profile), ASSESSMENT_MEDIA_TYPE, 30, 200);
    const page = await cpuPerRequest(port, '/search', 'application/x-www-form-urlencoded', formBody(profile), 'text/html', 10, 60);
    rows.push({ name, json, page, ratio: page.cpuMs / json.cpuMs });
  }
  await stopServer();
  return rows;
}

// ---------- 2. the health check beside hostile clients ----------



/** GET /api/health back to back on one keep-alive connection for `duration` s: requests a second. */
async function healthLoop(port: number, duration: number): Promise<number> {
  const result = await autocannon({ url: `http://127.0.0.1:${port}/api/health`, connections: 1, duration });
  if (result.non2xx > 0) throw new Error(`The health check answered ${result.non2xx} non-2xx`);
  return result.requests.average;
}

/** The server's CPU time (ms) while `run` runs, beside its result. */
async function withServerCpu<T>(run: () => Promise<T>): Promise<{ result: T; serverCpuMs: number | null }> {
  const before = processCpuMs(child?.pid);
  const result = await run();
  const after = processCpuMs(child?.pid);
  return { result, serverCpuMs: before === null || after === null ? null : after - before };
}

interface Phase {
  rate: number;
  /** The server's CPU in the phase, as a share of one core. */
  serverCpu: number | null;
  hostile?: HostileResult;
}

/**
 * One connection back to back is bound by how fast two processes hand the turn to each other, and
 * that moves with the machine's state from one run to the next by a third or more. So the runs
 * alternate, ROUNDS times: alone, beside the JSON clients, beside the form clients; the share is the
 * mean beside over the mean alone. The server's own CPU in each phase shows what the hostile
 * clients cost it, whatever the noise.
 */
const ROUNDS = 3;

async function benchHostile(worst: ClientProfile) {
  const port = await startServer();
  const seconds = Math.max(2, DURATION / ROUNDS);
  await healthLoop(port, 2);
  const phase = async (form?: boolean): Promise<Phase> => {
    const running =
      form === undefined
        ? undefined
        : runHostile({ kind: 'heavy', port, addresses: HOSTILE, perAddress: 1, durationMs: (seconds + 1.5) * 1000, body: form ? formBody(worst) : JSON.stringify(worst), form });
    if (running) await sleep(500);
    const { result: rate, serverCpuMs } = await withServerCpu(() => healthLoop(port, seconds));
    const hostileResult = running ? await running : undefined;
    await sleep(500);
    return { rate, serverCpu: serverCpuMs === null ? null : serverCpuMs / (seconds * 1000), ...(hostileResult ? { hostile: hostileResult } : {}) };
  };
  const alone: Phase[] = [];
  const json: Phase[] = [];
  const form: Phase[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    alone.push(await phase());
    json.push(await phase(false));
    form.push(await phase(true));
  }
  await stopServer();
  const mean = (phases: Phase[]) => phases.reduce((sum, p) => sum + p.rate, 0) / phases.length;
  const cpu = (phases: Phase[]) => (phases.some((p) => p.serverCpu === null) ? null : phases.reduce((sum, p) => sum + p.serverCpu!, 0) / phases.length);
  const statuses = (phases: Phase[]) => {
    const all: Record<string, number> = {};
    for (const p of phases) for (const [status, n] of Object.entries(p.hostile?.statuses ?? {})) all[status] = (all[status] ?? 0) + n;
    return all;
  };
  const baseline = mean(alone);
  const summary = (phases: Phase[]) => ({ rate: mean(phases), share: mean(phases) / baseline, serverCpu: cpu(phases), statuses: statuses(phases), runs: phases.map((p) => round(p.rate)) });
  return { seconds, alone: summary(alone), json: summary(json), form: summary(form) };
}

// ---------- 3. the invalid-body flood beside a legitimate client ----------

async function benchFlood() {
  const port = await startServer();
  const padded = paddedBody(benchProfiles[0]!.profile, 40_926);
  const flood = runHostile({ kind: 'heavy', port, addresses: FLOODERS, perAddress: 16, durationMs: (FLOOD + 1) * 1000, body: padded });
  await sleep(500);
  const agent = new Agent({ keepAlive: true, maxSockets: 8, localAddress: '127.0.0.1' });
  const body = JSON.stringify(benchProfiles[0]!.profile);
  const answers: Promise<number>[] = [];
  const end = performance.now() + FLOOD * 1000 - 1000;
  while (performance.now() < end) {
    answers.push(send(port, agent, SEARCH_ENDPOINT, 'application/json', body, ASSESSMENT_MEDIA_TYPE).then((r) => r.status, () => 0));
    await sleep(100);
  }
  const statuses = await Promise.all(answers);
  agent.destroy();
  const flooders = await flood;
  await stopServer();
  const count: Record<string, number> = {};
  for (const status of statuses) count[status] = (count[status] ?? 0) + 1;
  return { searches: statuses.length, ok: statuses.filter((s) => s === 200).length, statuses: count, flooders };
}

// ---------- main ----------

const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');
const statusText = (statuses: Record<string, number>) => Object.entries(statuses).map(([status, n]) => `${status}×${n}`).join(' ');

async function main() {
  const worst = await worstProfile();
  log('Fairness benchmark, against the production build on loopback');
  log(`  worst profile: ${Buffer.byteLength(JSON.stringify(worst))} B as JSON, ${Buffer.byteLength(formBody(worst))} B as the form`);
  log();

  log('1. A posted form\'s page against the JSON search of the same profile (server CPU per request, brotli; limits lifted)');
  const cost = await benchCost(worst);
  table(
    ['profile', 'JSON CPU ms', 'JSON on the wire', 'page CPU ms', 'page on the wire', 'page / JSON'],
    cost.map((r) => [r.name, round(r.json.cpuMs), `${r.json.wireBytes} B`, round(r.page.cpuMs), `${r.page.wireBytes} B`, `${round(r.ratio)}×`]),
  );
  const worstRatio = Math.max(...cost.map((r) => r.ratio));
  log(`  aim: a page at most 3× the JSON search: ${verdict(worstRatio <= 3)} (largest ${round(worstRatio)}×)`);
  log();

  log(`2. GET /api/health from 127.0.0.1, one keep-alive connection back to back (production limits): ${ROUNDS} rounds of alone, beside JSON, beside the form, ${round(Math.max(2, DURATION / ROUNDS))} s each`);
  const h = await benchHostile(worst);
  const cpuText = (share: number | null) => (share === null ? 'n/a' : `${round(share * 100)} %`);
  table(
    ['beside', 'req/s (mean)', 'each run', 'share of alone', 'server CPU', 'what the hostile clients got'],
    [
      ['nothing', round(h.alone.rate), h.alone.runs.join(' '), '100 %', cpuText(h.alone.serverCpu), ''],
      ['4 × the worst profile as JSON', round(h.json.rate), h.json.runs.join(' '), `${round(h.json.share * 100)} %`, cpuText(h.json.serverCpu), statusText(h.json.statuses)],
      ['4 × the worst profile as the form', round(h.form.rate), h.form.runs.join(' '), `${round(h.form.share * 100)} %`, cpuText(h.form.serverCpu), statusText(h.form.statuses)],
    ],
  );
  log(`  aim: at least 50 % beside either: ${verdict(h.json.share >= 0.5 && h.form.share >= 0.5)}`);
  log();

  log(`3. The invalid-body flood: 5 addresses × 16 connections posting 40,926 B of JSON with unknown keys, ${FLOOD} s; a client at 127.0.0.1 searching every 100 ms`);
  const f = await benchFlood();
  log(`  the client: ${f.ok} of ${f.searches} answered 200 (${round((f.ok / f.searches) * 100)} %): ${statusText(f.statuses)}`);
  log(`  the flood got: ${statusText(f.flooders.statuses)}${f.flooders.errors ? `, errors×${f.flooders.errors}` : ''}`);
  log(`  aim: at least 90 % answered 200: ${verdict(f.ok / f.searches >= 0.9)}`);
  log();
  log(`FAIRNESS_RESULT ${JSON.stringify({ cost, hostile: h, flood: f })}`);
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error('Benchmark failed:', error);
    await stopServer();
    process.exit(1);
  },
);
