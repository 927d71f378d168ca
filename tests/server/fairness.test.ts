/**
 * The search's per-client limits and turn-taking (server/searchLimits.ts) through the app, and
 * through the real server where the log line matters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type Socket } from 'node:net';
import { createApp } from '../../server/app';
import type { SearchLimits } from '../../server/searchLimits';
import { refusalOf } from '../../server/log';
import { startServer } from '../../server/server';
import { sampleProfile } from '../../src/mocks/fixtures';

let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'navigator-fair-'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>t</title>');
});
afterAll(() => rm(distDir, { recursive: true, force: true }));

/** Refusals answered at once: the delay before a 429 has its own test. */
const ROOMY: SearchLimits = { rate: 1000, rateWindowSeconds: 1, concurrencyPerClient: 100, queueLimit: 100, refusalDelayMs: 0 };
/** `n` searches a minute: a window no slow machine can cross in the middle of a test. */
const perMinute = (n: number) => ({ ...ROOMY, rate: n, rateWindowSeconds: 60 });
const body = JSON.stringify(sampleProfile);

/** The requests as Node handed them to the app, by answer: what the server's log line reads a refusal from. */
const incomingOf = new WeakMap<Response, object>();

/** A request as it reaches the app inside the Node server, from `address`. */
function requester(app: ReturnType<typeof createApp>) {
  return async (path: string, address: string, init: RequestInit = {}) => {
    const incoming = { socket: { remoteAddress: address } };
    const res = await app.request(path, init, { incoming });
    incomingOf.set(res, incoming);
    return res;
  };
}
const refusal = (res: Response) => refusalOf(incomingOf.get(res)!);
/** A search as a browser sends it: the body's size declared (the charge is read from it before the body). */
const search = (headers: Record<string, string> = {}, sent = body): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(sent)), ...headers },
  body: sent,
});

describe('the search\'s per-client limits', () => {
  it('refuses a client\'s searches over the rate with 429 and the seconds to wait, and no one else\'s', async () => {
    const send = requester(createApp({ distDir, search: perMinute(3) }));
    for (let i = 0; i < 3; i++) expect((await send('/api/insurance/search', '10.0.0.1', search())).status).toBe(200);
    const refused = await send('/api/insurance/search', '10.0.0.1', search());
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('Retry-After'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ error: `Too many searches from this address (at most 3 in 60 seconds): try again in ${wait} s.` });
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    expect(refusal(refused)).toBe('search rate limit, client 10.0.0.1');
    // Another address, and the cheap endpoints, are untouched.
    expect((await send('/api/insurance/search', '10.0.0.2', search())).status).toBe(200);
    expect((await send('/api/health', '10.0.0.1')).status).toBe(200);
    // Another method is no search: a 405, never counted.
    expect((await send('/api/insurance/search', '10.0.0.1', { method: 'GET' })).status).toBe(405);
  });

  it('by default allows 150 units in 10 s, a typical search being one, and charges a refused profile like any other', async () => {
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(1024);
    const send = requester(createApp({ distDir }));
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await send('/api/insurance/search', '10.9.0.1', search({}, '{"age":""}'))).status);
    for (let i = 0; i < 101; i++) statuses.push((await send('/api/insurance/search', '10.9.0.1', search())).status);
    expect(statuses.slice(0, 50).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(50, 150).every((s) => s === 200)).toBe(true);
    expect(statuses[150]).toBe(429);
  });

  it('charges by the size a body declares: a 40 KB body costs forty typical searches', async () => {
    const send = requester(createApp({ distDir, search: perMinute(50) }));
    const padded = JSON.stringify({ ...sampleProfile, padding: 'x'.repeat(39_800) });
    expect(Buffer.byteLength(padded)).toBeGreaterThan(39 * 1024);
    expect((await send('/api/insurance/search', '10.9.1.1', search({}, padded))).status).toBe(400);
    const answers: Response[] = [];
    for (let i = 0; i < 11; i++) answers.push(await send('/api/insurance/search', '10.9.1.1', search()));
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(10).fill(200), 429]);
    expect(refusal(answers[10]!)).toBe('search rate limit, client 10.9.1.1');
  });

  it('charges a body that does not say its size as the largest accepted, and refuses one over the budget without reading it', async () => {
    const send = requester(createApp({ distDir, search: perMinute(45) }));
    const unsized = (stream: ReadableStream<Uint8Array>) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: stream, duplex: 'half' }) as RequestInit;
    const streamed = (close: boolean) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(body));
          if (close) controller.close();
        },
      });
    expect((await send('/api/insurance/search', '10.9.2.1', unsized(streamed(true)))).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send('/api/insurance/search', '10.9.2.1', search())).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // A body that never ends: refused all the same, since nothing waits for it.
    const refused = await send('/api/insurance/search', '10.9.2.1', unsized(streamed(false)));
    expect(refused.status).toBe(429);
    expect(refusal(refused)).toBe('search rate limit, client 10.9.2.1');
  });

  it('answers a refusal only after the refusal delay, so a client sending back to back is slowed, and never reads its body', async () => {
    // A delay far longer than one search, so "not slowed" holds on a busy machine where a search is slow too.
    const send = requester(createApp({ distDir, search: { ...perMinute(1), refusalDelayMs: 1_500 } }));
    expect((await send('/api/insurance/search', '10.9.3.1', search())).status).toBe(200);
    const neverEnds = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode('{')) });
    const started = performance.now();
    const refused = await send('/api/insurance/search', '10.9.3.1', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': '900' }, body: neverEnds, duplex: 'half' } as RequestInit);
    expect(refused.status).toBe(429);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_490);
    // Another client is not slowed by it.
    const other = performance.now();
    expect((await send('/api/insurance/search', '10.9.3.2', search())).status).toBe(200);
    expect(performance.now() - other).toBeLessThan(1_490);
  });

  it('refuses within a window only: the next window has its allowance again', async () => {
    const send = requester(createApp({ distDir, search: { ...ROOMY, rate: 2, rateWindowSeconds: 1 } }));
    // All at once, so they fall in the client's first second however slow the machine; and each is
    // counted as it came: two pass (the library's own store let none pass when three came together).
    const first = await Promise.all([0, 1, 2].map(() => send('/api/insurance/search', '10.9.0.2', search())));
    expect(first.map((r) => r.status).sort()).toEqual([200, 200, 429]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await send('/api/insurance/search', '10.9.0.2', search())).status).toBe(200);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 one', async () => {
    const send = requester(createApp({ distDir, search: perMinute(2) }));
    expect((await send('/api/insurance/search', '2001:db8:1:2::1', search())).status).toBe(200);
    expect((await send('/api/insurance/search', '2001:db8:1:2:ffff::9', search())).status).toBe(200);
    expect((await send('/api/insurance/search', '2001:db8:1:2::abcd', search())).status).toBe(429);
    expect((await send('/api/insurance/search', '2001:db8:1:3::1', search())).status).toBe(200);
    expect((await send('/api/insurance/search', '10.1.1.1', search())).status).toBe(200);
    expect((await send('/api/insurance/search', '::ffff:10.1.1.1', search())).status).toBe(200);
    expect((await send('/api/insurance/search', '::ffff:10.1.1.1', search())).status).toBe(429);
  });

  it('believes X-Forwarded-For only when told it runs behind a proxy', async () => {
    const direct = requester(createApp({ distDir, search: perMinute(1) }));
    expect((await direct('/api/insurance/search', '10.0.0.9', search({ 'X-Forwarded-For': '1.1.1.1' }))).status).toBe(200);
    expect((await direct('/api/insurance/search', '10.0.0.9', search({ 'X-Forwarded-For': '2.2.2.2' }))).status).toBe(429);
    const proxied = requester(createApp({ distDir, trustProxy: true, search: perMinute(1) }));
    expect((await proxied('/api/insurance/search', '10.0.0.9', search({ 'X-Forwarded-For': '1.1.1.1' }))).status).toBe(200);
    expect((await proxied('/api/insurance/search', '10.0.0.9', search({ 'X-Forwarded-For': '2.2.2.2' }))).status).toBe(200);
    expect((await proxied('/api/insurance/search', '10.0.0.9', search({ 'X-Forwarded-For': '9.9.9.9, 1.1.1.1' }))).status).toBe(429);
  });

  it('refuses a client\'s search beyond its searches in flight with 429 and Retry-After: 1, and takes it once one is done', async () => {
    const send = requester(createApp({ distDir, search: { ...ROOMY, concurrencyPerClient: 2 } }));
    // Two uploads that have not finished: in flight until their bodies end.
    const uploads = [0, 1].map(() => {
      let finish!: () => void;
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(body));
          finish = () => controller.close();
        },
      });
      const answer = send('/api/insurance/search', '10.0.0.1', { ...search(), body: stream, duplex: 'half' } as RequestInit);
      return { answer, finish };
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const third = await send('/api/insurance/search', '10.0.0.1', search());
    expect(third.status).toBe(429);
    expect(third.headers.get('Retry-After')).toBe('1');
    expect(await third.json()).toEqual({ error: 'Too many searches at once from this address (at most 2): wait for one to finish.' });
    expect(refusal(third)).toBe('search concurrency limit, client 10.0.0.1');
    expect((await send('/api/insurance/search', '10.0.0.2', search())).status).toBe(200);
    uploads[0]!.finish();
    expect((await uploads[0]!.answer).status).toBe(200);
    expect((await send('/api/insurance/search', '10.0.0.1', search())).status).toBe(200);
    uploads[1]!.finish();
    expect((await uploads[1]!.answer).status).toBe(200);
  });

  it('drops a search whose client hung up before its turn: never worked on, and the log says why', async () => {
    const send = requester(createApp({ distDir, search: ROOMY }));
    const gone = new AbortController();
    gone.abort();
    const res = await send('/api/insurance/search', '10.9.4.1', { ...search(), signal: gone.signal });
    expect(res.status).toBe(503);
    expect(refusal(res)).toBe('the client hung up before its turn, client 10.9.4.1');
  });

  it('answers 503 with Retry-After: 1 when more searches wait for their turn than the queue holds', async () => {
    const send = requester(createApp({ distDir, search: { ...ROOMY, queueLimit: 3 } }));
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => send('/api/insurance/search', `10.0.0.${i}`, search())));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const busy = answers.find((a) => a.status === 503)!;
    expect(busy.headers.get('Retry-After')).toBe('1');
    expect(await busy.json()).toEqual({ error: 'The server is busy: try again in a moment.' });
    expect(refusal(busy)).toMatch(/^search queue full \(3\), client 10\.0\.0\.\d$/);
    expect(refusal(answers.find((a) => a.status === 200)!)).toBeUndefined();
  });

  it('never queues a cheap request behind searches: asked together, the health check is answered before them', async () => {
    const app = createApp({ distDir, search: ROOMY });
    const server = startServer({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', log: () => {} });
    const { port } = await server.listening;
    try {
      // One search first, so the engine's first-use work is not part of the race.
      const warm = await fetch(`http://127.0.0.1:${port}/api/insurance/search`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      expect(warm.status).toBe(200);
      // Node accepts one connection per turn of its loop: wait until it holds all thirteen.
      let accepted = 0;
      const allAccepted = new Promise<void>((resolve) => server.server.on('connection', () => ++accepted === 13 && resolve()));
      const sockets = await Promise.all(
        Array.from({ length: 13 }, () => new Promise<Socket>((resolve) => {
          const socket = connect(port, '127.0.0.1', () => resolve(socket));
        })),
      );
      await allAccepted;
      const answered: string[] = [];
      const done = sockets.map(
        (socket, i) =>
          new Promise<void>((resolve) => {
            socket.once('data', () => {
              answered.push(i === 12 ? 'health' : 'search');
              socket.destroy();
              resolve();
            });
          }),
      );
      // Written in one go, so the server reads all thirteen in one turn of its loop: twelve searches, then the health check.
      const request = `POST /api/insurance/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
      for (const socket of sockets.slice(0, 12)) socket.write(request);
      sockets[12]!.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
      await Promise.all(done);
      // Run as they came, all twelve searches would be answered first; taking turns, at most the one
      // answered in the same turn as the health check can be read before it.
      expect(answered.indexOf('health')).toBeLessThanOrEqual(1);
    } finally {
      await server.shutdown('test over');
    }
  });
});

describe('a limit hit in the access log', () => {
  it('is logged with the status sent, the limit and the client', async () => {
    const app = createApp({ distDir, search: perMinute(1) });
    const log: string[] = [];
    const server = startServer({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', log: (line) => log.push(line) });
    const { port } = await server.listening;
    try {
      const post = () =>
        fetch(`http://127.0.0.1:${port}/api/insurance/search`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }).then((res) => res.status);
      expect(await post()).toBe(200);
      expect(await post()).toBe(429);
      expect(log.filter((line) => line.includes('/api/insurance/search'))).toEqual([
        expect.stringMatching(/ POST \/api\/insurance\/search 200 \d+\.\dms$/),
        expect.stringMatching(/ POST \/api\/insurance\/search 429 \d+\.\dms refused: search rate limit, client 127\.0\.0\.1$/),
      ]);
      // A refusal sent before the body was read closes the connection instead of reading it.
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      const closed = new Promise((resolve) => socket.on('close', resolve));
      socket.write(`POST /api/insurance/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 30000\r\n\r\n{"age":`);
      await closed;
      expect(received).toMatch(/^HTTP\/1\.1 429 /);
      expect(received).toMatch(/\r\nconnection: close\r\n/i);
    } finally {
      await server.shutdown('test over');
    }
  });
});
