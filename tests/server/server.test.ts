/**
 * The HTTP server's limits and its stop, on a real socket on loopback, with short limits so the
 * test is quick. What a slow or hostile client can hold, and what a stop does to requests in flight.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { startServer, type RunningServer, type ServerLimits } from '../../server/server';
import { MAX_BODY_BYTES, handleSearchRequest } from '../../src/api/search';

const LIMITS: Partial<ServerLimits> = {
  // Long: a test process held off the CPU for a moment (a busy CI machine) must not see its
  // connection closed between opening it and writing on it. The tests of this deadline set their own.
  firstByteTimeoutMs: 5_000,
  headersTimeoutMs: 300,
  requestTimeoutMs: 600,
  keepAliveTimeoutMs: 300,
  checkIntervalMs: 50,
  maxConnections: 3,
  maxConnectionsPerClient: 3,
  shutdownGraceMs: 1_000,
};

/** For a megabyte's upload on a busy machine: the whole request's deadline, and a connection per upload. */
const UPLOADS: Partial<ServerLimits> = { ...LIMITS, requestTimeoutMs: 10_000, maxConnections: 64, maxConnectionsPerClient: 64 };

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.shutdown('test over')));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A handler that answers `body` after `ms`, and says when a request has reached it. A stop must
 * wait for that, not for a fixed time: on a loaded machine the client's first request can take
 * longer than any guess to arrive, and a connection with no request yet is idle, so a stop closes it.
 */
/** A handler that answers `body` after `ms`; `arrived` resolves at the first request, `reached(n)` once n have come. */
function slowHandler(ms: number, body: string) {
  let count = 0;
  const waiting: { n: number; resolve: () => void }[] = [];
  const reached = (n: number) => new Promise<void>((resolve) => (count >= n ? resolve() : waiting.push({ n, resolve })));
  const fetch = async () => {
    count += 1;
    for (const w of waiting.filter((w) => count >= w.n)) w.resolve();
    await sleep(ms);
    return new Response(body);
  };
  return { fetch, arrived: reached(1), reached };
}

const CLOCK = new Date('2026-03-04T05:06:07.089Z');

async function start(fetch: (request: Request) => Response | Promise<Response> = () => new Response('ok'), limits = LIMITS) {
  const log: string[] = [];
  const r = startServer({ fetch, port: 0, hostname: '127.0.0.1', limits, log: (line) => log.push(line), now: () => CLOCK });
  running.push(r);
  const { port } = await r.listening;
  return { ...r, port, log };
}

/** How many connections the server holds open. */
const connectionsOf = (server: RunningServer['server']) =>
  new Promise<number>((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count))));

/**
 * A raw connection that records what the server sends and when it hangs up; `from` is the client's
 * address. `answered` resolves at the first bytes received, or at the close if none came: a test
 * waiting for an answer that never comes fails on what it received, never hangs.
 */
async function open(port: number, from = '127.0.0.1') {
  const socket: Socket = connect({ port, host: '127.0.0.1', localAddress: from });
  let received = '';
  const started = performance.now();
  let ended = false;
  const waiting: { ready: () => boolean; resolve: () => void }[] = [];
  const settle = () => {
    for (const w of waiting.filter((w) => ended || w.ready())) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
  };
  /** Resolves once `ready()` holds for what was received, or at the close. */
  const until = (ready: () => boolean) => new Promise<void>((resolve) => (ended || ready() ? resolve() : waiting.push({ ready, resolve })));
  const answered = until(() => received.length > 0);
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => {
      ended = true;
      settle();
      resolve(performance.now() - started);
    }),
  );
  socket.on('data', (chunk) => {
    received += chunk.toString();
    settle();
  });
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, answered, until, received: () => received };
}

describe('the HTTP server', () => {
  it('cuts a client that never finishes its headers, in well under a second', async () => {
    const { port } = await start();
    const client = await open(port);
    client.socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const after = await client.closed;
    expect(after).toBeLessThan(1_500);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts a client whose body never arrives whole', async () => {
    const { port } = await start(async (request) => new Response(await request.text()));
    const client = await open(port);
    client.socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\nonly ten b');
    const after = await client.closed;
    expect(after).toBeLessThan(2_000);
    expect(client.received()).not.toMatch(/^HTTP\/1\.1 200/);
  });

  it('closes an idle keep-alive connection after its timeout', async () => {
    const { port } = await start();
    const client = await open(port);
    client.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    const after = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    // Node adds its own one-second buffer to the keep-alive timeout.
    expect(after).toBeGreaterThanOrEqual(250);
    expect(after).toBeLessThan(3_000);
  });

  it('answers a connection beyond its cap with 503 and Retry-After, closes it, and logs it', async () => {
    const { port, log } = await start(undefined, { ...LIMITS, maxConnectionsPerClient: 10 });
    const held = await Promise.all([open(port, '127.0.0.2'), open(port, '127.0.0.3'), open(port, '127.0.0.4')]);
    const extra = await open(port, '127.0.0.5');
    const after = await extra.closed;
    expect(after).toBeLessThan(1_000);
    expect(extra.received()).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(extra.received()).toMatch(/\r\nRetry-After: 1\r\n/);
    expect(extra.received()).toMatch(/\r\nConnection: close\r\n/);
    expect(log).toContain('2026-03-04T05:06:07.089Z - - 503 0.0ms refused: connection cap (3), client 127.0.0.5');
    for (const c of held) c.socket.destroy();
  });

  it('lets no single address fill the server: beyond its own cap it gets 503, and another address still gets in', async () => {
    const { port, log, server } = await start(undefined, { ...LIMITS, maxConnections: 10, maxConnectionsPerClient: 2, firstByteTimeoutMs: 5_000, headersTimeoutMs: 6_000, requestTimeoutMs: 6_000 });
    const held = await Promise.all([open(port, '127.0.0.2'), open(port, '127.0.0.2')]);
    const third = await open(port, '127.0.0.2');
    await third.closed;
    expect(third.received()).toMatch(/^HTTP\/1\.1 503 /);
    expect(log).toContain('2026-03-04T05:06:07.089Z - - 503 0.0ms refused: connection cap per client (2), client 127.0.0.2');
    const other = await open(port, '127.0.0.1');
    other.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await other.answered;
    expect(other.received()).toMatch(/^HTTP\/1\.1 200 /);
    // A held connection closed makes room for the same address again.
    held[0]!.socket.destroy();
    await held[0]!.closed;
    // The server sees the hang-up a moment after the client does: then it holds the other held one and `other`.
    await vi.waitFor(async () => expect(await connectionsOf(server)).toBe(2), { timeout: 10_000 });
    const again = await open(port, '127.0.0.2');
    again.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await again.answered;
    expect(again.received()).toMatch(/^HTTP\/1\.1 200 /);
    for (const c of [...held, other, again]) c.socket.destroy();
  });

  it('closes a connection that sends nothing at the first-byte deadline, long before the headers\' own, with nothing written on it, and logs it', async () => {
    const { port, log } = await start(undefined, { ...LIMITS, firstByteTimeoutMs: 150, headersTimeoutMs: 5_000, requestTimeoutMs: 5_000 });
    const silent = await open(port, '127.0.0.2');
    const after = await silent.closed;
    expect(after).toBeGreaterThanOrEqual(140);
    expect(after).toBeLessThan(1_500);
    // No 408: a browser's request sent on it at that moment would take it for its answer.
    expect(silent.received()).toBe('');
    expect(log.at(-1)).toMatch(/^2026-03-04T05:06:07\.089Z - - 000 \d+\.\dms refused: no request within 150 ms, closed, client 127\.0\.0\.2$/);
  });

  it('gives a request sent on a connection opened ahead its whole time from its first byte, as a browser sends one long after opening', async () => {
    // Its first byte 700 ms after the connection opened, then 100 ms to its headers' end: past a
    // deadline counted from the connection's start (500 ms), well within one counted from the
    // request's first byte (a stall of the test's process up to 400 ms still leaves it within).
    const { port } = await start(undefined, { ...LIMITS, headersTimeoutMs: 500 });
    const client = await open(port);
    await sleep(700);
    client.socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    await sleep(100);
    client.socket.write('\r\n');
    await client.answered;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    client.socket.destroy();
  });

  it('answers a request whose headers stop coming with 408 at the headers\' deadline from its first byte, and logs it; the next request on a connection gets its own time', async () => {
    const { port, log } = await start(undefined, { ...LIMITS, firstByteTimeoutMs: 5_000, headersTimeoutMs: 300, requestTimeoutMs: 5_000 });
    const client = await open(port, '127.0.0.2');
    client.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await client.answered;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    // Idle for longer than the headers' deadline between two requests: no deadline runs meanwhile.
    await sleep(400);
    const begun = performance.now();
    client.socket.write('GET /second HTTP/1.1\r\nHost: x\r\n');
    await client.closed;
    const after = performance.now() - begun;
    expect(after).toBeGreaterThanOrEqual(280);
    expect(after).toBeLessThan(2_000);
    expect(client.received()).toMatch(/\r\n\r\nokHTTP\/1\.1 408 Request Timeout\r\n/);
    expect(log.at(-1)).toMatch(/^2026-03-04T05:06:07\.089Z - - 408 \d+\.\dms refused: no request line and headers within 300 ms, client 127\.0\.0\.2$/);
  });

  it('gives the handler its own time once a request is whole: a slow answer to a GET is not cut by the request\'s deadline', async () => {
    // The request arrives whole at once; its handler takes longer than the whole request's deadline
    // (a search waiting its turn in the queue on a busy server). The deadlines are the client's, not the app's.
    const handler = slowHandler(900, 'late but whole');
    const { port, log } = await start(handler.fetch, { ...LIMITS, requestTimeoutMs: 400 });
    const client = await open(port);
    client.socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await client.answered;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 [^]*late but whole$/);
    client.socket.destroy();
    await client.closed;
    expect(log.filter((l) => l.includes('/slow'))).toEqual([expect.stringMatching(/ GET \/slow 200 /)]);
  });

  it('logs each request with the status the client got: time, method, path as sent, duration, never a body or query', async () => {
    const { port, log } = await start(async (request) => {
      await request.text();
      return new Response('made', { status: 201 });
    });
    const client = await open(port);
    const body = 'medicalConditions=secret-condition-xyz';
    client.socket.write(`POST /x%0D%0Ay?age=45&q=secret HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
    await client.answered;
    client.socket.destroy();
    await client.closed;
    const line = log.find((l) => l.includes(' POST '));
    expect(line).toMatch(/^2026-03-04T05:06:07\.089Z POST \/x%0D%0Ay 201 \d+\.\dms$/);
    // The query (age=45, q=secret) and the body are never written; the duration may hold any digits.
    expect(log.join('\n')).not.toMatch(/secret|age=|=45/);
  });

  it('logs Node\'s own refusals with the status it sent: a malformed request 400, headers too large 431', async () => {
    const { port, log } = await start();
    const malformed = await open(port, '127.0.0.2');
    malformed.socket.write('NOT HTTP AT ALL\r\n\r\n');
    await malformed.closed;
    expect(malformed.received()).toMatch(/^HTTP\/1\.1 400 /);
    expect(log.at(-1)).toMatch(/^2026-03-04T05:06:07\.089Z - - 400 \d+\.\dms refused: HPE_\w+, client 127\.0\.0\.2$/);
    const huge = await open(port, '127.0.0.3');
    huge.socket.write(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    await huge.closed;
    expect(huge.received()).toMatch(/^HTTP\/1\.1 431 /);
    expect(log.at(-1)).toMatch(/ - - 431 \d+\.\dms refused: HPE_HEADER_OVERFLOW, client 127\.0\.0\.3$/);
  });

  it('logs a stalled upload with the 408 the client got, not the error its handler met', async () => {
    const { port, log } = await start(async (request) => new Response(await request.text().catch(() => 'failed'), { status: 200 }));
    const client = await open(port);
    client.socket.write('POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\nonly ten b');
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    await vi.waitFor(() => expect(log.filter((l) => l.includes('/upload'))).toEqual([expect.stringMatching(/^2026-03-04T05:06:07\.089Z POST \/upload 408 \d+\.\dms$/)]), { timeout: 10_000 });
  });

  it('logs a client that hung up before its answer as 000', async () => {
    const handler = slowHandler(200, 'late');
    const { port, log } = await start(handler.fetch);
    const client = await open(port);
    client.socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await handler.arrived;
    client.socket.destroy();
    await vi.waitFor(
      () =>
        expect(log.filter((l) => l.includes('/slow'))).toEqual([
          expect.stringMatching(/^2026-03-04T05:06:07\.089Z GET \/slow 000 \d+\.\dms \(the connection closed before the answer was complete\)$/),
        ]),
      { timeout: 10_000 },
    );
  });

  it('logs a client that resets mid-request, and not one that hangs up between requests', async () => {
    const { port, log, server } = await start();
    const midway = await open(port, '127.0.0.2');
    midway.socket.write('GET /half HTTP/1.1\r\nHost: x\r\n');
    await sleep(50);
    midway.socket.resetAndDestroy();
    const between = await open(port, '127.0.0.3');
    between.socket.write('GET /whole HTTP/1.1\r\nHost: x\r\n\r\n');
    await between.answered;
    between.socket.resetAndDestroy();
    await vi.waitFor(() => expect(log.filter((l) => l.includes('127.0.0.2'))).toEqual([expect.stringMatching(/ - - 000 \d+\.\dms refused: the client hung up, client 127\.0\.0\.2$/)]), { timeout: 10_000 });
    // Until both resets have been seen: the second was sent last.
    await vi.waitFor(async () => expect(await connectionsOf(server)).toBe(0), { timeout: 10_000 });
    expect(log.filter((l) => l.includes('127.0.0.3'))).toEqual([]);
    expect(log.filter((l) => l.includes('/whole'))).toEqual([expect.stringMatching(/ GET \/whole 200 /)]);
  });

  it('does not read a body it does not use: answers with Connection: close and hangs up', async () => {
    const { port } = await start(() => new Response(null, { status: 303, headers: { Location: '/search' } }));
    const client = await open(port);
    const declared = 200 * 1024 * 1024;
    client.socket.write(`POST /search HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${declared}\r\n\r\n`);
    // Send as fast as the server takes it, until it hangs up.
    const chunk = Buffer.alloc(64 * 1024, 97);
    let open_ = true;
    void client.closed.then(() => (open_ = false));
    while (open_ && client.socket.bytesWritten < declared) {
      if (!client.socket.write(chunk)) await Promise.race([new Promise((resolve) => client.socket.once('drain', resolve)), client.closed]);
    }
    const after = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 303 /);
    expect(client.received()).toMatch(/\r\nConnection: close\r\n/i);
    expect(after).toBeLessThan(2_000);
    // What left the client is what the kernel's buffers took, a few MB at most: not the 200 MB.
    expect(client.socket.bytesWritten).toBeLessThan(32 * 1024 * 1024);
  });

  it('answers a body over the limit with its 413 and message, never a reset: 20 bodies of 1 MB in a row', async () => {
    const { port } = await start(handleSearchRequest, UPLOADS);
    const body = Buffer.alloc(1024 * 1024, 97);
    const send = () =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: '/api/insurance/search', agent: false, headers: { 'Content-Type': 'application/json', 'Content-Length': body.length } }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          res.on('error', reject);
        });
        // A write cut by the server's hang-up is not the answer: the response (or its absence) is.
        req.on('error', reject);
        req.end(body);
      });
    for (let i = 0; i < 20; i++) {
      const answer = await send();
      expect(answer.status, `request ${i + 1}`).toBe(413);
      expect(JSON.parse(answer.text)).toEqual({ error: `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.` });
    }
  });

  it('holds a refused body\'s answer for a client slow to read it: the 413 arrives, not a reset', async () => {
    const { port } = await start(handleSearchRequest, UPLOADS);
    // A busy client: it sends the whole body first and reads only later. A server that closes with
    // the body still unread in its buffers sends a reset, and the reset throws the unread answer away.
    for (let i = 0; i < 5; i++) {
      const client = await open(port);
      client.socket.pause();
      const body = Buffer.alloc(1024 * 1024, 97);
      client.socket.write(`POST /api/insurance/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
      // Sent as a busy machine sends it, a piece at a time: the server answers long before the end.
      for (let sent = 0; sent < body.length && !client.socket.destroyed; sent += 64 * 1024) {
        client.socket.write(body.subarray(sent, sent + 64 * 1024));
        await sleep(10);
      }
      await sleep(100);
      client.socket.resume();
      await client.closed;
      expect(client.received(), `request ${i + 1}`).toMatch(/^HTTP\/1\.1 413 /);
      expect(client.received()).toContain(`{"error":"The request body is larger than ${MAX_BODY_BYTES / 1024} KB."}`);
    }
  });

  it('keeps a connection alive across requests whose bodies it read, or that had none', async () => {
    const { port } = await start(async (request) => new Response(`got ${(await request.text()).length}`));
    const client = await open(port);
    client.socket.write('GET /a HTTP/1.1\r\nHost: x\r\n\r\nPOST /b HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 3\r\n\r\nabcGET /c HTTP/1.1\r\nHost: x\r\n\r\n');
    const answersIn = () => client.received().split(/(?=HTTP\/1\.1 )/);
    await client.until(() => answersIn().length === 3 && answersIn()[2]!.endsWith('got 0'));
    const answers = answersIn();
    expect(answers).toHaveLength(3);
    expect(answers.every((a) => a.startsWith('HTTP/1.1 200 ') && /\r\nConnection: keep-alive\r\n/i.test(a))).toBe(true);
    expect(answers[1]).toContain('got 3');
    client.socket.destroy();
  });

  it('on a stop, answers the request in flight, then resolves 0', async () => {
    const handler = slowHandler(300, 'finished');
    const { port, shutdown, log } = await start(handler.fetch);
    const answer = fetch(`http://127.0.0.1:${port}/`).then((res) => res.text());
    await handler.arrived;
    const code = await shutdown('SIGTERM received');
    expect(await answer).toBe('finished');
    expect(code).toBe(0);
    expect(log.join('\n')).toMatch(/SIGTERM received: closing the server, 1 request\(s\) in flight/);
    // And it no longer accepts anything.
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('on a stop, cuts a request still running after the grace period and resolves 1', async () => {
    const handler = slowHandler(5_000, 'too late');
    const { port, shutdown } = await start(handler.fetch, { ...LIMITS, shutdownGraceMs: 200 });
    const answer = fetch(`http://127.0.0.1:${port}/`).then(
      (res) => res.text(),
      () => 'cut',
    );
    await handler.arrived;
    const started = performance.now();
    expect(await shutdown('SIGTERM received')).toBe(1);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await answer).toBe('cut');
  });

  it('on a stop, tells every keep-alive client with an answer in flight to close, so none reuses a closed connection', async () => {
    const handler = slowHandler(300, 'finished');
    const { port, shutdown } = await start(handler.fetch, { ...LIMITS, maxConnections: 64, maxConnectionsPerClient: 64, keepAliveTimeoutMs: 10_000 });
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    const get = () =>
      new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
        });
        req.on('error', reject);
        req.end();
      });
    // One keep-alive connection each, used once, then a request in flight on each at the stop.
    await Promise.all(Array.from({ length: 16 }, get));
    expect(Object.values(agent.freeSockets).flat()).toHaveLength(16);
    const inFlight = Array.from({ length: 16 }, get);
    // Every one of them in the handler (a request still on its way when the stop comes would meet a
    // connection closed as idle: a busy machine was enough for that).
    await handler.reached(32);
    const stopped = shutdown('SIGTERM received');
    const answers = await Promise.all(inFlight);
    expect(answers.every((a) => a.status === 200 && a.body === 'finished' && a.connection === 'close')).toBe(true);
    expect(await stopped).toBe(0);
    // The next request opens a new connection, which the stopped server refuses: no reset of a reused one.
    const next = await get().then(
      () => 'answered',
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect(next).toBe('ECONNREFUSED');
    agent.destroy();
  });

  it('with nothing in flight, stops at once with 0 even with an idle keep-alive client', async () => {
    const { port, shutdown } = await start(undefined, { ...LIMITS, keepAliveTimeoutMs: 10_000 });
    const client = await open(port);
    client.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await client.answered;
    const started = performance.now();
    expect(await shutdown('SIGINT received')).toBe(0);
    expect(performance.now() - started).toBeLessThan(300);
    await client.closed;
  });
});
