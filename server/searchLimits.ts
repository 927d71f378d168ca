/**
 * The search's fairness: no few clients can take the server's CPU from the rest.
 *
 * 1. At most `concurrencyPerClient` searches of one client in flight (uploading, waiting or being
 *    answered); another is a 429 with `Retry-After: 1`, answered without reading its body.
 * 2. At most `rate` searches of one client in `rateWindowSeconds` (hono-rate-limiter's fixed window,
 *    from the client's first search in it); beyond it, a 429 whose `Retry-After` is the seconds
 *    until the window turns. A short window: a minute's allowance spent in one second would hold
 *    the CPU for that second.
 * 3. The searches' CPU work takes turns (fairQueue.ts): one per turn of the event loop, round the
 *    clients that wait, at most `queueLimit` waiting; beyond that a 503 with `Retry-After: 1`.
 *
 * A client is its address (clientAddress.ts), or behind a trusted proxy the address it forwards.
 * Each refusal is noted for the access log with its reason.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { MemoryStore, rateLimiter } from 'hono-rate-limiter';
import type { ScheduleWork } from '../src/api/search';
import { requestClientKey } from './clientAddress';
import { createFairQueue } from './fairQueue';
import { noteRefusal } from './log';

export interface SearchLimits {
  /** Searches one client may make in `rateWindowSeconds`. */
  rate: number;
  rateWindowSeconds: number;
  /** Searches one client may have in flight at once. */
  concurrencyPerClient: number;
  /** Searches that may wait for their turn, all clients together. */
  queueLimit: number;
}

/**
 * An agent searches every few seconds at most; an office behind one address, a few agents, or a
 * test runner with a browser per worker. 60 in 10 s lets a burst through and holds a client to 6 a
 * second on average: a typical search costs about 1 ms of CPU and the heaviest valid one 2 to 7 ms
 * (by machine), so one client at the limit takes about 1 to 4 % of a core. A refused profile (4xx)
 * is not counted: it stopped before the engine.
 */
export const DEFAULT_SEARCH_LIMITS: SearchLimits = { rate: 60, rateWindowSeconds: 10, concurrencyPerClient: 16, queueLimit: 64 };

/**
 * hono-rate-limiter's MemoryStore, answering each count as it was when it was taken. The store hands
 * back its own record of the client, which the next request changes; the middleware reads it only
 * after an `await`, so searches that arrive together all read the last count: with a limit of 2,
 * three at once were all refused (tests/server/fairness.test.ts holds this).
 */
class SnapshotMemoryStore extends MemoryStore {
  override increment(key: string) {
    const { totalHits, resetTime } = super.increment(key);
    return { totalHits, resetTime: resetTime && new Date(resetTime.getTime()) };
  }
}

/** "10 a second", "3 in 60 seconds". */
const rateText = ({ rate, rateWindowSeconds }: SearchLimits) => (rateWindowSeconds === 1 ? `${rate} a second` : `${rate} in ${rateWindowSeconds} seconds`);

/** The request as Node received it, when the app runs in the Node server (tests may not give one). */
export const incomingOf = (c: Context): HttpBindings['incoming'] | undefined => (c.env as Partial<HttpBindings> | undefined)?.incoming;

export function searchLimits(limits: SearchLimits, { trustProxy = false }: { trustProxy?: boolean } = {}) {
  const clientOf = (c: Context) => requestClientKey(incomingOf(c)?.socket?.remoteAddress, c.req.header('X-Forwarded-For'), trustProxy);
  const inFlight = new Map<string, number>();
  const queue = createFairQueue({ maxQueued: limits.queueLimit });

  const refuse = (c: Context, status: 429 | 503, reason: string, retryAfter: number, error: string) => {
    noteRefusal(incomingOf(c), `${reason}, client ${clientOf(c)}`);
    c.header('Retry-After', String(retryAfter));
    return c.json({ error }, status);
  };

  const concurrency: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const client = clientOf(c);
    const running = inFlight.get(client) ?? 0;
    if (running >= limits.concurrencyPerClient) {
      return refuse(c, 429, 'search concurrency limit', 1, `Too many searches at once from this address (at most ${limits.concurrencyPerClient}): wait for one to finish.`);
    }
    inFlight.set(client, running + 1);
    try {
      await next();
    } finally {
      const left = (inFlight.get(client) ?? 1) - 1;
      if (left > 0) inFlight.set(client, left);
      else inFlight.delete(client);
    }
  };

  const rate = rateLimiter({
    windowMs: limits.rateWindowSeconds * 1000,
    limit: limits.rate,
    // Retry-After is set on the refusal itself (refuse); no RateLimit-* headers on answers.
    standardHeaders: false,
    keyGenerator: clientOf,
    skipFailedRequests: true,
    store: new SnapshotMemoryStore(),
    skip: (c) => c.req.method !== 'POST',
    handler: (c) => {
      const info = (c.get as (key: string) => unknown)('rateLimit') as { resetTime?: Date } | undefined;
      const reset = info?.resetTime?.getTime() ?? Date.now() + limits.rateWindowSeconds * 1000;
      const seconds = Math.max(1, Math.ceil((reset - Date.now()) / 1000));
      return refuse(c, 429, 'search rate limit', seconds, `Too many searches from this address (at most ${rateText(limits)}): try again in ${seconds} s.`);
    },
  });

  /** The schedule the search handler runs its CPU work on, for this request's client. */
  const scheduleFor =
    (c: Context): ScheduleWork =>
    (work) =>
      queue.run(clientOf(c), work) ??
      Promise.resolve(
        (() => {
          noteRefusal(incomingOf(c), `search queue full (${limits.queueLimit}), client ${clientOf(c)}`);
          return new Response(JSON.stringify({ error: 'The server is busy: try again in a moment.' }), {
            status: 503,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '1' },
          });
        })(),
      );

  return { concurrency, rate, scheduleFor, queue };
}
