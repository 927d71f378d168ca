/**
 * The search's fairness: no few clients can take the server's CPU from the rest, and every request
 * pays for the work it can cause before any of that work is done.
 *
 * 1. **Charged before work.** Every search request, JSON or the posted form, valid or not, is charged
 *    to its client before its body is read: one unit per started KB its body declares (a typical
 *    profile is one unit; a body that does not say its size is charged as the largest accepted),
 *    times FORM_PAGE_WEIGHT (10) for a posted form, whose page is rendered as well as searched. A client
 *    may spend `rate` units in `rateWindowSeconds` (rate-limiter-flexible's fixed window, from the
 *    client's first request in it); beyond it, a 429 whose `Retry-After` is the seconds until the
 *    window turns, answered after `refusalDelayMs` without reading the body (the server then closes
 *    the connection), so a client sending back to back is slowed to one refusal a second. A
 *    refused or invalid request is charged like any other: sending 400s is not free.
 * 2. At most `concurrencyPerClient` requests of one client in flight (uploading, waiting or being
 *    answered); another is a 429 with `Retry-After: 1`, its body unread.
 * 3. The CPU work (parsing, validating, searching, rendering the page) takes turns (fairQueue.ts): one
 *    job at a time, round the clients that wait, at most `queueLimit` waiting with a fair share for
 *    each client; a job that gets no place is a 503 with `Retry-After: 1`. A request whose client hung
 *    up leaves the queue and is never worked on.
 *
 * A client is its address (clientAddress.ts), or behind a trusted proxy the address it forwards.
 * Each refusal is noted for the access log with its reason.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { ScheduleWork } from '../src/api/search';
import { requestClientKey } from './clientAddress';
import { NoTurn, createFairQueue } from './fairQueue';
import { noteRefusal } from './log';

export interface SearchLimits {
  /** Units one client may spend in `rateWindowSeconds` (a typical search is one). */
  rate: number;
  rateWindowSeconds: number;
  /** Requests one client may have in flight at once. */
  concurrencyPerClient: number;
  /** Jobs that may wait for their turn, all clients together. */
  queueLimit: number;
  /**
   * How long a request refused by a per-client limit waits before its 429 (at most its Retry-After):
   * a client that sends back to back on one connection then sends about once per this, so refusing
   * it costs next to nothing. A timer, no CPU; the body is never read.
   */
  refusalDelayMs: number;
}

/**
 * An agent searches every few seconds at most; an office behind one address, a few agents, or a
 * test runner with a browser per worker. 150 units in 10 s lets a burst through and holds a client to
 * 15 typical searches a second (1 to 8 ms of server time each by profile and machine), a 40 KB body
 * every 2.7 s, and a typical posted form (10 units) 1.5 times a second.
 */
export const DEFAULT_SEARCH_LIMITS: SearchLimits = { rate: 150, rateWindowSeconds: 10, concurrencyPerClient: 16, queueLimit: 64, refusalDelayMs: 1000 };

/** A unit of charge per started KB of body. */
export const BYTES_PER_UNIT = 1024;

/**
 * A posted form costs this many times a JSON search of the same size: its page is rendered around
 * the search. Measured (`npm run bench:fairness`): a page takes 4.7 to 9.5 times the server time of the
 * JSON search of the same profile, most of it React rendering the search page around the results.
 */
export const FORM_PAGE_WEIGHT = 10;

/**
 * What a request is charged before its body is read: one unit per started KB its Content-Length
 * declares (at least one), a body of unknown or larger size as the largest accepted, times `weight`;
 * never more than a whole window's allowance, so any single request can pass in a fresh window.
 */
export function requestCharge(contentLength: string | undefined | null, { maxBytes, weight, rate }: { maxBytes: number; weight: number; rate: number }): number {
  const declared = contentLength === undefined || contentLength === null || !/^\d+$/.test(contentLength.trim()) ? maxBytes : Math.min(Number(contentLength), maxBytes);
  return Math.min(rate, weight * Math.max(1, Math.ceil(declared / BYTES_PER_UNIT)));
}

/** "10 a second", "3 in 60 seconds". */
const rateText = ({ rate, rateWindowSeconds }: SearchLimits) => (rateWindowSeconds === 1 ? `${rate} a second` : `${rate} in ${rateWindowSeconds} seconds`);

/** The request as Node received it, when the app runs in the Node server (tests may not give one). */
export const incomingOf = (c: Context): HttpBindings['incoming'] | undefined => (c.env as Partial<HttpBindings> | undefined)?.incoming;

export function searchLimits(limits: SearchLimits, { trustProxy = false, maxBodyBytes }: { trustProxy?: boolean; maxBodyBytes: number }) {
  const clientOf = (c: Context) => requestClientKey(incomingOf(c)?.socket?.remoteAddress, c.req.header('X-Forwarded-For'), trustProxy);
  const inFlight = new Map<string, number>();
  const queue = createFairQueue({ maxQueued: limits.queueLimit });
  const budget = new RateLimiterMemory({ points: limits.rate, duration: limits.rateWindowSeconds });

  /** A per-client limit's 429, after the refusal delay (a client that keeps sending waits for each). */
  const refuse = async (c: Context, reason: string, retryAfter: number, error: string) => {
    noteRefusal(incomingOf(c), `${reason}, client ${clientOf(c)}`);
    const delay = Math.min(limits.refusalDelayMs, retryAfter * 1000);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    c.header('Retry-After', String(retryAfter));
    return c.json({ error }, 429);
  };

  /** Charges a POST to its client before anything reads its body; `weight` for what it will cost to answer. */
  const charge =
    (weight: number): MiddlewareHandler =>
    async (c, next) => {
      if (c.req.method !== 'POST') return next();
      const units = requestCharge(c.req.header('Content-Length'), { maxBytes: maxBodyBytes, weight, rate: limits.rate });
      try {
        await budget.consume(clientOf(c), units);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        return refuse(c, 'search rate limit', seconds, `Too many searches from this address (at most ${rateText(limits)}): try again in ${seconds} s.`);
      }
      return next();
    };

  const concurrency: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const client = clientOf(c);
    const running = inFlight.get(client) ?? 0;
    if (running >= limits.concurrencyPerClient) {
      return refuse(c, 'search concurrency limit', 1, `Too many searches at once from this address (at most ${limits.concurrencyPerClient}): wait for one to finish.`);
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

  /**
   * The schedule a request's CPU work runs on, in its client's turns; the request's own signal takes
   * it out of the queue when its client hangs up.
   */
  const scheduleFor =
    (c: Context): ScheduleWork =>
    async (work) => {
      try {
        return await queue.run(clientOf(c), work, c.req.raw.signal);
      } catch (error) {
        if (!(error instanceof NoTurn)) throw error;
        if (error.reason === 'gone') noteRefusal(incomingOf(c), `the client hung up before its turn, client ${clientOf(c)}`);
        else noteRefusal(incomingOf(c), `search queue full (${limits.queueLimit}), client ${clientOf(c)}`);
        return new Response(JSON.stringify({ error: 'The server is busy: try again in a moment.' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '1' },
        });
      }
    };

  return { charge, concurrency, scheduleFor, queue };
}
