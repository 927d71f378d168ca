/**
 * The HTTP server around the app, with the limits a public server needs and a graceful stop.
 * Node's defaults hold an unfinished request for 5 minutes and a silent connection for a minute
 * and more; these hold them for seconds, and cap how many connections one process keeps.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServerLimits {
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** How often Node checks the two timeouts above (its default, 30 s, would make them late). */
  checkIntervalMs: number;
  /** Connections beyond this are refused at once. */
  maxConnections: number;
  /** On SIGTERM or SIGINT, how long requests in flight get to finish. */
  shutdownGraceMs: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
  maxConnections: 512,
  shutdownGraceMs: 10_000,
};

export interface StartOptions {
  fetch: (request: Request) => Response | Promise<Response>;
  port: number;
  hostname: string;
  limits?: Partial<ServerLimits>;
  log?: (line: string) => void;
  now?: () => Date;
}

export interface RunningServer {
  server: Server;
  /** Resolves once the server listens. */
  listening: Promise<AddressInfo>;
  /**
   * Stops accepting connections, lets requests in flight finish, and resolves with the exit code:
   * 0 when every request was answered, 1 when some had to be cut after the grace period.
   */
  shutdown: (reason: string) => Promise<number>;
}

export function startServer({ fetch, port, hostname, limits: given, log = console.log, now = () => new Date() }: StartOptions): RunningServer {
  const limits = { ...DEFAULT_LIMITS, ...given };
  const server = serve({
    fetch,
    port,
    hostname,
    serverOptions: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
  }) as ServerType as Server;
  server.maxConnections = limits.maxConnections;

  let inFlight = 0;
  let stopping: Promise<number> | undefined;
  const settled: (() => void)[] = [];
  server.on('request', (_req, res) => {
    inFlight++;
    // Once stopping, every answer closes its connection, so keep-alive clients let go.
    if (stopping) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight--;
      if (stopping) server.closeIdleConnections();
      if (inFlight === 0) settled.splice(0).forEach((resolve) => resolve());
    });
  });

  const listening = new Promise<AddressInfo>((resolve, reject) => {
    server.once('listening', () => resolve(server.address() as AddressInfo));
    server.once('error', reject);
  });

  function shutdown(reason: string): Promise<number> {
    stopping ??= new Promise<number>((resolve) => {
      log(`${now().toISOString()} ${reason}: closing the server, ${inFlight} request(s) in flight.`);
      server.close();
      server.closeIdleConnections();
      const drained = new Promise<void>((done) => (inFlight === 0 ? done() : settled.push(done)));
      const timer = setTimeout(() => {
        log(`${now().toISOString()} ${inFlight} request(s) still in flight after ${limits.shutdownGraceMs} ms: cut.`);
        server.closeAllConnections();
        resolve(1);
      }, limits.shutdownGraceMs);
      timer.unref();
      void drained.then(() => {
        clearTimeout(timer);
        server.closeAllConnections();
        log(`${now().toISOString()} Every request answered: stopped.`);
        resolve(0);
      });
    });
    return stopping;
  }

  return { server, listening, shutdown };
}
