/**
 * The HTTP server around the app: the limits a public server needs, the access log, and a graceful
 * stop. Node's defaults hold an unfinished request for 5 minutes and a silent connection for a minute
 * and more; these hold them for seconds.
 *
 * - A connection that sends nothing within `firstByteTimeoutMs` is closed, quietly: nothing is
 *   written on it. Browsers open connections ahead of their requests (Chromium keeps one it has
 *   not used for 10 s, cleaned up on a 10 s timer), and a starved page sends a request on one long
 *   after it opened. Closed before then, the request is lost: Chromium repeats a request after a
 *   408 or a close only on a connection it has used before, and a screen's code that failed to
 *   load that way left a page blank (docs/production.md). So the deadline is longer than a browser
 *   keeps such a connection, and a request's own deadlines (its headers, its whole) count from its
 *   first byte, not from when its connection opened (Node counts a connection's first request from
 *   the connection's start; its own timeouts stay behind these, as a backstop).
 * - At most `maxConnections` connections, and `maxConnectionsPerClient` from one client address,
 *   so no single address can fill the server. One beyond either is answered 503 with
 *   `Retry-After: 1` and closed: a client or a load balancer sees why, instead of a reset.
 * - A body the app did not read (a form post it redirects, a declared size over the limit, a
 *   refusal) is not waited for: the answer says `Connection: close`, and the connection is closed
 *   once the client has its answer (a "lingering close": the rest of the body is read and dropped
 *   for at most `lingerMs` and `lingerBytes`, so the close is not a reset that loses the answer).
 * - Every answer is logged with the status the client actually got: the app's, or the 408, 400 or
 *   431 Node itself sends for a request too slow or malformed; a refused connection, a silent one
 *   and a client that hung up are logged too. Never a body, nothing unescaped.
 * - On a stop, every answer still to be written says `Connection: close`.
 */
import { getRequestListener } from '@hono/node-server';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { clientKey } from './clientAddress';
import { escapeForLog, rawPath, refusalOf } from './log';

export interface ServerLimits {
  /** A connection that has sent nothing within this is closed, quietly: longer than a browser keeps a connection it opened ahead. */
  firstByteTimeoutMs: number;
  /** A request's line and headers must arrive within this of its first byte. */
  headersTimeoutMs: number;
  /** A whole request, body included, must arrive within this of its first byte. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** How often the deadlines above are checked (Node's own default, 30 s, would make them late). */
  checkIntervalMs: number;
  /** Connections beyond this are answered 503 and closed. */
  maxConnections: number;
  /** Connections from one client address beyond this are answered 503 and closed. */
  maxConnectionsPerClient: number;
  /** On SIGTERM or SIGINT, how long requests in flight get to finish. */
  shutdownGraceMs: number;
  /** A body left unread after its answer is read and dropped for at most this long, then the connection is cut. */
  lingerMs: number;
  /** …and at most this many more bytes of it. */
  lingerBytes: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  firstByteTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
  maxConnections: 1024,
  maxConnectionsPerClient: 128,
  shutdownGraceMs: 10_000,
  lingerMs: 2_000,
  lingerBytes: 4 * 1024 * 1024,
};

export interface StartOptions {
  fetch: (request: Request, env: { incoming: IncomingMessage; outgoing: ServerResponse }) => Response | Promise<Response>;
  port: number;
  hostname: string;
  limits?: Partial<ServerLimits>;
  /** The access log and the server's own notices, one line each. */
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

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
  503: 'Service Unavailable',
};

/** A whole answer written on the socket itself, for a connection the app never sees. */
function rawAnswer(status: number, text: string, extra: Record<string, string> = {}): string {
  const body = `${text}\n`;
  const headers = {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    Connection: 'close',
    ...extra,
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** What Node's parser reports, as the status its default answer would carry (none for a reset). */
function clientErrorStatus(error: Error & { code?: string }): number | undefined {
  switch (error.code) {
    case 'ECONNRESET':
    case 'EPIPE':
      return undefined;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    default:
      return 400;
  }
}

const CLIENT_ERROR_TEXT: Record<number, string> = {
  400: 'The request could not be read as HTTP.',
  408: 'The request did not arrive in time.',
  431: 'The request headers are too large.',
};

/** The app's answer on this connection has begun (its head is written): nothing may be written over it. */
const answerBegun = (socket: Socket) => (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage?.headersSent ?? false;

interface Exchange {
  at: string;
  started: number;
  method: string;
  path: string;
  /** The request: once whole (`complete`), its time is the app's, and no deadline of the client's runs. */
  req: IncomingMessage;
  /** A status Node or this server wrote on the socket itself, which the app's answer never reached. */
  wroteRaw?: number;
}

interface Connection {
  client: string;
  started: number;
  /** Bytes read when its last request was whole: more than that is the next request begun. */
  readBefore: number;
  /** When the request now arriving sent its first byte (as first seen), until it is whole. */
  requestSince?: number;
  /** Its line and headers have arrived. */
  headersIn: boolean;
  /** Answered and closed by the server itself (a cap, silence): requests on it are not served. */
  refused: boolean;
  /** Requests seen on it: a client may hang up between two, as browsers do, without a log line. */
  requests: number;
  exchange?: Exchange;
}

/**
 * Closes a connection whose request body was left unread without throwing its answer away. Closed at
 * once, the kernel would send a reset for the bytes still unread, and a reset makes the client's
 * kernel drop the answer it has not read yet: a busy client sending a body over the limit got a
 * reset instead of its 413. So, like a web server's "lingering close": the answer is sent and the
 * connection half-closed, the rest of the body is read and dropped, and the connection is cut once
 * the client hangs up, or after `lingerMs` or `lingerBytes` more, whichever comes first (a client
 * sending 200 MB is not read whole).
 */
function lingerOnClose(socket: Socket, { lingerMs, lingerBytes }: Pick<ServerLimits, 'lingerMs' | 'lingerBytes'>) {
  // Node closes a connection whose answer said `Connection: close` with destroySoon once the answer is out.
  socket.destroySoon = function (this: Socket) {
    if (this.writable) this.end();
    const readBefore = this.bytesRead;
    const cut = () => this.destroy();
    const deadline = setTimeout(cut, lingerMs);
    const watch = setInterval(() => {
      if (this.bytesRead - readBefore > lingerBytes) cut();
    }, 10);
    deadline.unref();
    watch.unref();
    // The client has its answer and has hung up: nothing more to wait for.
    this.once('end', cut);
    this.once('close', () => {
      clearTimeout(deadline);
      clearInterval(watch);
    });
    // What is still to come is read and dropped: the request it belonged to is answered.
    this.resume();
  };
}

export function startServer({ fetch, port, hostname, limits: given, log = console.log, now = () => new Date() }: StartOptions): RunningServer {
  const limits = { ...DEFAULT_LIMITS, ...given };
  // The body of a request is left alone when the app did not read it: no 500 ms of reading it anyway.
  const listener = getRequestListener(fetch as Parameters<typeof getRequestListener>[0], { autoCleanupIncoming: false });
  const server = createServer(
    {
      // Node's own, a backstop behind the deadlines this server counts from a request's first byte
      // (Node counts a connection's first request from when it opened).
      headersTimeout: limits.firstByteTimeoutMs + limits.headersTimeoutMs,
      requestTimeout: limits.firstByteTimeoutMs + limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    onRequest,
  );

  /** Every open connection, each until it closes: what a request, a refusal and the deadlines look up. */
  const connections = new Map<Socket, Connection>();
  const perClient = new Map<string, number>();
  let inFlight = 0;
  let stopping: Promise<number> | undefined;
  const settled: (() => void)[] = [];

  const ms = (since: number) => `${(performance.now() - since).toFixed(1)}ms`;
  const write = (line: string) => log(escapeForLog(line));

  /** Answers on the socket itself and closes it once the answer is out (at the latest after a second). */
  function answerAndClose(socket: Socket, answer: string) {
    if (!socket.writable) return;
    socket.end(answer);
    setTimeout(() => socket.destroy(), 1_000).unref();
  }

  server.on('connection', (socket: Socket) => {
    const client = clientKey(socket.remoteAddress);
    const connection: Connection = { client, started: performance.now(), readBefore: 0, headersIn: false, refused: false, requests: 0 };
    connections.set(socket, connection);
    const fromClient = (perClient.get(client) ?? 0) + 1;
    perClient.set(client, fromClient);
    socket.once('close', () => {
      connections.delete(socket);
      const left = (perClient.get(client) ?? 1) - 1;
      if (left > 0) perClient.set(client, left);
      else perClient.delete(client);
    });

    const over =
      connections.size > limits.maxConnections
        ? `connection cap (${limits.maxConnections})`
        : fromClient > limits.maxConnectionsPerClient
          ? `connection cap per client (${limits.maxConnectionsPerClient})`
          : undefined;
    if (over) {
      connection.refused = true;
      answerAndClose(socket, rawAnswer(503, 'Too many connections: try again in a moment.', { 'Retry-After': '1' }));
      write(`${now().toISOString()} - - 503 0.0ms refused: ${over}, client ${client}`);
      return;
    }
  });

  /**
   * The deadlines, checked every `checkIntervalMs` over the open connections (Node checks its own the
   * same way): a connection never used, closed quietly; a request whose headers or whole have not
   * arrived in time since its first byte, answered 408 (a request is on its way: the client reads
   * the answer as its own) and closed.
   */
  const checking = setInterval(() => {
    const at = performance.now();
    for (const [socket, connection] of connections) {
      if (connection.refused || socket.destroyed) continue;
      const read = socket.bytesRead;
      if (read === 0) {
        if (at - connection.started < limits.firstByteTimeoutMs) continue;
        connection.refused = true;
        answerAndClose(socket, '');
        write(`${now().toISOString()} - - 000 ${ms(connection.started)} refused: no request within ${limits.firstByteTimeoutMs} ms, closed, client ${connection.client}`);
        continue;
      }
      if (connection.requestSince === undefined) {
        if (read > connection.readBefore && connection.exchange === undefined) connection.requestSince = at;
        continue;
      }
      // Whole (its body read, or none): the time it waits for its answer is the app's, not the client's.
      if (connection.exchange?.req.complete) continue;
      const late =
        !connection.headersIn && at - connection.requestSince >= limits.headersTimeoutMs
          ? `no request line and headers within ${limits.headersTimeoutMs} ms`
          : at - connection.requestSince >= limits.requestTimeoutMs
            ? `no whole request within ${limits.requestTimeoutMs} ms`
            : undefined;
      if (!late) continue;
      const exchange = connection.exchange;
      // An answer already begun is not cut by a late body: the app has answered it.
      if (answerBegun(socket)) continue;
      connection.refused = true;
      if (exchange) exchange.wroteRaw = 408;
      answerAndClose(socket, rawAnswer(408, CLIENT_ERROR_TEXT[408] ?? ''));
      // A request the app has is logged when its answer closes.
      if (!exchange) write(`${now().toISOString()} - - 408 ${ms(connection.requestSince)} refused: ${late}, client ${connection.client}`);
    }
  }, limits.checkIntervalMs);
  checking.unref();
  server.once('close', () => clearInterval(checking));

  // Node's own refusals (a malformed request, headers too large, too slow): the same answer Node
  // would send, now with a log line carrying it.
  server.on('clientError', (error: Error & { code?: string }, socket: Socket) => {
    const connection = connections.get(socket);
    const status = clientErrorStatus(error);
    const exchange = connection?.exchange;
    if (status !== undefined && socket.writable && !answerBegun(socket)) {
      socket.write(rawAnswer(status, CLIENT_ERROR_TEXT[status] ?? 'Bad request.'));
      if (exchange) exchange.wroteRaw = status;
    }
    socket.destroy();
    // A request in progress is logged when its answer closes; otherwise the connection is logged here,
    // unless it is a hang-up between requests (a browser closing a keep-alive connection).
    if (exchange || connection?.refused) return;
    if (status === undefined && connection && connection.requests > 0) return;
    const reason = status === undefined ? 'the client hung up' : `${error.code ?? error.name}`;
    write(`${now().toISOString()} - - ${status ?? '000'} ${connection ? ms(connection.started) : '0.0ms'} refused: ${reason}, client ${connection?.client ?? 'unknown'}`);
  });

  function onRequest(req: IncomingMessage, res: ServerResponse) {
    const connection = connections.get(req.socket);
    // A connection already answered by the server itself: nothing more is served on it.
    if (connection?.refused) return;
    const exchange: Exchange = { at: now().toISOString(), started: performance.now(), method: req.method ?? '-', path: rawPath(req.url ?? '/'), req };
    if (connection) {
      connection.exchange = exchange;
      connection.requests++;
      connection.headersIn = true;
      connection.requestSince ??= exchange.started;
    }
    inFlight++;

    // Decided when the answer's head is written: a stop, or a body left unread, closes the connection.
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
      const unread = hasBody && !req.complete;
      if (stopping || unread) this.setHeader('Connection', 'close');
      if (unread) lingerOnClose(req.socket, limits);
      return writeHead.apply(this, args);
    } as ServerResponse['writeHead'];

    res.once('close', () => {
      inFlight--;
      if (connection?.exchange === exchange) {
        connection.exchange = undefined;
        // Answered: the next request's deadlines count from its own first byte. (A request's 'end'
        // comes only once its body is read, and a GET's body is read by no one.)
        connection.requestSince = undefined;
        connection.headersIn = false;
        connection.readBefore = req.socket.bytesRead;
      }
      const status = exchange.wroteRaw ?? (res.headersSent ? res.statusCode : 0);
      const ended = res.writableFinished || exchange.wroteRaw !== undefined ? '' : ' (the connection closed before the answer was complete)';
      const refusal = refusalOf(req);
      const why = refusal ? ` refused: ${refusal}` : ended;
      write(`${exchange.at} ${exchange.method} ${exchange.path} ${status === 0 ? '000' : status} ${ms(exchange.started)}${why}`);
      if (stopping) server.closeIdleConnections();
      if (inFlight === 0) settled.splice(0).forEach((resolve) => resolve());
    });
    void listener(req, res);
  }

  server.listen(port, hostname);
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
