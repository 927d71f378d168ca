/**
 * The lookup endpoint as one Fetch-shaped function (Request → Response), like the search's: MSW
 * calls it in dev, Storybook and tests; the Hono server calls the same function in production.
 * `GET LOOKUP_ENDPOINT?q=Eliquis&q=stroke+2022&age=67&sex=female&tobacco=no`: the query is read and
 * validated by the contract (readLookupQuery, lookupRequestSchema), the engine answers (lookUp), and
 * the answer is the contract's LookupAnswer as JSON. The request names no client (words looked up, an
 * age), so answers are kept in a small cache keyed by the query as read, and a browser may keep one
 * for a minute.
 */
import { defaultCatalog, lookUp, type Catalog } from '../engine';
import { LOOKUP_ECHO_LIMIT, lookupRequestSchema, readLookupQuery, type LookupError, type LookupQuery } from '../contract';
import { runAtOnce, type ScheduleWork } from './search';

/** How long a browser may keep an answer: the catalog and the day change it, a minute does not. */
export const LOOKUP_CACHE_CONTROL = 'private, max-age=60';

/** How many answers the handler keeps (the oldest used goes first). */
export const LOOKUP_CACHE_SIZE = 500;

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A value as an error repeats it: at most LOOKUP_ECHO_LIMIT characters, then "…". */
const echo = (value: string) => (value.length > LOOKUP_ECHO_LIMIT ? `${value.slice(0, LOOKUP_ECHO_LIMIT)}…` : value);

/** The 400's body: the parameters named in a line, each problem with the value sent. */
export function lookupError(query: LookupQuery, unknown: readonly string[], issues: readonly { path: readonly PropertyKey[]; message: string }[]): LookupError {
  const listed: LookupError['issues'] = unknown.map((key) => ({ param: echo(key), message: `Unknown parameter: a lookup has no ${JSON.stringify(echo(key))}.`, value: null }));
  for (const issue of issues) {
    const param = String(issue.path[0] ?? 'q');
    const at = issue.path[1];
    const value = param === 'q' ? (typeof at === 'number' ? (query.q[at] ?? null) : null) : (query[param as 'age' | 'sex' | 'tobacco'] ?? null);
    listed.push({ param, message: issue.message, value: value === null ? null : echo(value) });
  }
  return { error: `Invalid lookup: ${[...new Set(listed.map((i) => i.param))].join(', ')}.`, issues: listed };
}

export interface LookupHandlerOptions {
  catalog?: Catalog;
  now?: () => Date;
  /** How many answers to keep; 0 keeps none. */
  cacheSize?: number;
}

export function createLookupHandler({ catalog, now = () => new Date(), cacheSize = LOOKUP_CACHE_SIZE }: LookupHandlerOptions = {}) {
  const cache = new Map<string, string>();

  /** The answer's JSON for a query already read: from the cache, or the engine's (kept). */
  function answer(params: URLSearchParams): Response {
    const { query, unknown } = readLookupQuery(params);
    // Blanks inside a term are one blank: "stroke  2022" is "stroke 2022", one answer for both.
    const terms = { ...query, q: query.q.map((q) => q.replace(/\s+/g, ' ')) };
    const parsed = lookupRequestSchema.safeParse(terms);
    if (unknown.length > 0 || !parsed.success) return json(lookupError(terms, unknown, parsed.success ? [] : parsed.error.issues), 400);
    const today = now();
    // The day is part of the key: dates are read, and look-backs counted, from it.
    const key = JSON.stringify([today.toISOString().slice(0, 10), parsed.data.q, parsed.data.age ?? null, parsed.data.sex ?? null, parsed.data.tobacco ?? null]);
    let body = cache.get(key);
    if (body === undefined) {
      body = JSON.stringify(lookUp(parsed.data, catalog ?? defaultCatalog(), { today }));
      if (cacheSize > 0) {
        if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
        cache.set(key, body);
      }
    } else {
      // Used again: the last to go.
      cache.delete(key);
      cache.set(key, body);
    }
    return json(body, 200, { 'Cache-Control': LOOKUP_CACHE_CONTROL });
  }

  return async function handleLookup(request: Request, schedule: ScheduleWork = runAtOnce): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return json({ error: `Method ${request.method} is not allowed: use GET.` }, 405, { Allow: 'GET, HEAD' });
    }
    const params = new URL(request.url).searchParams;
    return schedule(() => answer(params));
  };
}

/** The endpoint over the embedded sample catalog. */
export const handleLookupRequest = createLookupHandler();
