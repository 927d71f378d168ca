/**
 * The HTTP server's limits and its stop, on a real socket on loopback, with short limits so the
 * test is quick. What a slow or hostile client can hold, and what a stop does to requests in flight.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { connect, type Socket } from 'node:net';
import { startServer, type RunningServer, type ServerLimits } from '../../server/server';

const LIMITS: Partial<ServerLimits> = {
  headersTimeoutMs: 300,
  requestTimeoutMs: 600,
  keepAliveTimeoutMs: 300,
  checkIntervalMs: 50,
  maxConnections: 3,
  shutdownGraceMs: 1_000,
};

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
function slowHandler(ms: number, body: string) {
  let reached!: () => void;
  const arrived = new Promise<void>((resolve) => (reached = resolve));
  const fetch = async () => {
    reached();
    await sleep(ms);
    return new Response(body);
  };
  return { fetch, arrived };
}

async function start(fetch: (request: Request) => Response | Promise<Response> = () => new Response('ok'), limits = LIMITS) {
  const log: string[] = [];
  const r = startServer({ fetch, port: 0, hostname: '127.0.0.1', limits, log: (line) => log.push(line) });
  running.push(r);
  const { port } = await r.listening;
  return { ...r, port, log };
}

/** A raw connection that records what the server sends and when it hangs up. */
async function open(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  const started = performance.now();
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now() - started)));
  let answeredNow!: () => void;
  const answered = new Promise<void>((resolve) => (answeredNow = resolve));
  socket.on('data', (chunk) => {
    received += chunk.toString();
    answeredNow();
  });
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, answered, received: () => received };
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

  it('refuses connections beyond its cap', async () => {
    const { port } = await start();
    const held = await Promise.all([open(port), open(port), open(port)]);
    const extra = await open(port);
    const after = await extra.closed;
    expect(after).toBeLessThan(500);
    expect(extra.received()).toBe('');
    for (const c of held) c.socket.destroy();
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
