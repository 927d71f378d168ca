/**
 * The search's fairness: no few clients can take the server's CPU from the rest.
 *
 * 1. At most `concurrencyPerClient` searches of one client in flight (uploading, waiting or being
 *    answered); another is a 429 with `Retry-After: 1`, answered without reading its body.
 * 2. At most `ratePerMinute` searches of one client a minute (hono-rate-limiter's fixed window);
 *    beyond it, a 429 whose `Retry-After` is the seconds until the window turns.
 * 3. The searches' CPU work takes turns (fairQueue.ts): one per turn of the event loop, round the
 *    clients that wait, at most `queueLimit` waiting; beyond that a 503 with `Retry-After: 1`.
 *
 * A client is its address (clientAddress.ts), or behind a trusted proxy the address it forwards.
 * Each refusal is noted for the access log with its reason.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { ScheduleWork } from '../src/api/search';
import { requestClientKey } from './clientAddress';
import { createFairQueue } from './fairQueue';
import { noteRefusal } from './log';

export interface SearchLimits {
  /** Searches one client may make a minute. */
  ratePerMinute: number;
  /** Searches one client may have in flight at once. */
  concurrencyPerClient: number;
  /** Searches that may wait for their turn, all clients together. */
  queueLimit: number;
}

/**
 * An agent searches every few seconds at most; an office behind one address, a few agents. A
 * typical search costs about 1 ms of CPU and the heaviest valid one about 7 ms, so one client at the
 * rate limit can take at most about 7 % of a core.
 */
export const DEFAULT_SEARCH_LIMITS: SearchLimits = { ratePerMinute: 600, concurrencyPerClient: 4, queueLimit: 64 };

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
    windowMs: 60_000,
    limit: limits.ratePerMinute,
    // Retry-After is set on the refusal itself (refuse); no RateLimit-* headers on answers.
    standardHeaders: false,
    keyGenerator: clientOf,
    skip: (c) => c.req.method !== 'POST',
    handler: (c) => {
      const info = c.get('rateLimit') as { resetTime?: Date } | undefined;
      const seconds = Math.max(1, Math.ceil(((info?.resetTime?.getTime() ?? Date.now() + 60_000) - Date.now()) / 1000));
      return refuse(c, 429, 'search rate limit', seconds, `Too many searches from this address (at most ${limits.ratePerMinute} a minute): try again in ${seconds} s.`);
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
