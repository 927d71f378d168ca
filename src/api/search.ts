/**
 * The search endpoint as one Fetch-shaped function (Request → Response): MSW calls it in dev,
 * Storybook and tests; the Hono server calls the same function in production. It never logs or
 * keeps the body: a health profile exists only for the length of the request.
 *
 * The answer is the plain JSON array (docs/product.md §6) of offered products. A client that asks for
 * ASSESSMENT_MEDIA_TYPE in Accept gets `{ products, declined, reading }` instead: the same
 * products, the products not offered with their reasons, and how the profile was read.
 */
import { assessProfile, defaultCatalog, type Catalog } from '../engine';
import { ASSESSMENT_MEDIA_TYPE, SEARCH_ENDPOINT, WARM_UP_PROFILE, healthProfileSchema } from '../contract';
import { toWireAssessment, toWireProducts } from './wire';

/**
 * The largest body accepted. The largest valid profile (every text at its FIELD_LIMITS length, every
 * character written as a `\uXXXX` escape) is about 31 KB; this leaves a quarter again for blanks
 * between the JSON's tokens. A body that cannot be a profile is refused without being read whole.
 */
export const MAX_BODY_BYTES = 40 * 1024;

/**
 * How many characters of anything the client sent (a key, a field's path) an error repeats, and how
 * many problems it lists: an error answer stays a few KB whatever the body held (a 30 KB key is not
 * sent back twice, 600 unknown keys are not listed one by one).
 */
export const ECHO_LIMITS = { characters: 60, issues: 12 } as const;

/** What the client sent, repeated in an error: at most ECHO_LIMITS.characters of it, "…" where cut. */
export const echo = (text: string) => (text.length > ECHO_LIMITS.characters ? `${text.slice(0, ECHO_LIMITS.characters)}…` : text);

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

// The richer answer only when the client names its media type: any other Accept gets the plain array.
const wantsAssessment = (accept: string | null) => accept !== null && accept.toLowerCase().includes(ASSESSMENT_MEDIA_TYPE);

/** A body over the limit: refused without being read whole. */
export class BodyTooLarge extends Error {}

/**
 * Reads at most `limit` bytes, whatever the Content-Length claims, as strict UTF-8: BodyTooLarge
 * beyond it, a TypeError for bytes that are not UTF-8. The server reads the posted search form with it too.
 */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const header = request.headers.get('Content-Length');
  const declared = header === null ? NaN : Number(header);
  if (declared > limit) throw new BodyTooLarge();
  // A declared length is held to by the HTTP layer: read it whole (the servers' fast path).
  if (Number.isInteger(declared) && declared >= 0) {
    const bytes = await request.arrayBuffer();
    if (bytes.byteLength > limit) throw new BodyTooLarge();
    // Strict UTF-8 both ways, so the same body gets the same answer however it was framed.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export interface SearchHandlerOptions {
  catalog?: Catalog;
  now?: () => Date;
}

/**
 * Runs the search's CPU work (parse, validate, assess, write the answer). The production server passes
 * its fair queue here, so no client's searches can take the CPU from everyone else; alone, it runs at
 * once. A job may be asynchronous (a page rendered around a search): it holds its turn until done.
 */
export type ScheduleWork = (work: () => Response | Promise<Response>) => Promise<Response>;

export const runAtOnce: ScheduleWork = async (work) => work();

/**
 * A field's problems as the answer lists them: a key the profile does not have is named. Every key
 * and path segment is echoed cut (`echo`), and at most ECHO_LIMITS.issues problems are listed, the
 * rest counted.
 */
function describeIssues(issues: readonly { code: string; path: readonly PropertyKey[]; message: string; keys?: readonly string[] }[]) {
  const listed: { field: string; message: string }[] = [];
  const unknown: string[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) {
        const shown = echo(key);
        unknown.push(JSON.stringify(shown));
        listed.push({ field: shown, message: `Unknown field: a health profile has no ${JSON.stringify(shown)}.` });
      }
      continue;
    }
    listed.push({ field: issue.path.map((segment) => echo(String(segment))).join('.') || '(body)', message: issue.message });
  }
  const limit = ECHO_LIMITS.issues;
  const more = (count: number) => (count > limit ? [`and ${count - limit} more`] : []);
  const fields = [...new Set(listed.filter((i) => !i.message.startsWith('Unknown field')).map((i) => i.field))];
  const named = [...fields.slice(0, limit), ...more(fields.length)];
  if (unknown.length > 0) named.push(`unknown field${unknown.length > 1 ? 's' : ''} ${[...unknown.slice(0, limit), ...more(unknown.length)].join(', ')}`);
  return {
    error: `Invalid health profile: ${named.join(', ')}.`,
    issues: listed.length > limit ? [...listed.slice(0, limit), { field: '(body)', message: `${listed.length - limit} more problems are not listed.` }] : listed,
  };
}

export function createSearchHandler({ catalog, now = () => new Date() }: SearchHandlerOptions = {}) {
  /** The answer to a body already read: JSON, the schema, the engine. Synchronous: pure CPU work. */
  function answer(text: string, accept: string | null): Response {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return json({ error: 'The request body must be JSON.' }, 400);
    }
    const parsed = healthProfileSchema.safeParse(body);
    if (!parsed.success) return json(describeIssues(parsed.error.issues), 400);
    const { coverageAmount, monthlyBudget, termYears, coverageKind, ...profile } = parsed.data;
    // Premiums only when an amount or a budget was sent: without one, the answer is exactly what it always was.
    const assessment = assessProfile(profile, {
      catalog: catalog ?? defaultCatalog(),
      now: now(),
      ...(coverageAmount === undefined ? {} : { coverageAmount }),
      ...(monthlyBudget === undefined ? {} : { monthlyBudget }),
      ...(termYears === undefined ? {} : { termYears }),
      ...(coverageKind === undefined ? {} : { kind: coverageKind }),
    });
    if (wantsAssessment(accept)) {
      return json(toWireAssessment(assessment), 200, { 'Content-Type': ASSESSMENT_MEDIA_TYPE, Vary: 'Accept' });
    }
    return json(toWireProducts(assessment), 200, { Vary: 'Accept' });
  }

  return async function handleSearch(request: Request, schedule: ScheduleWork = runAtOnce): Promise<Response> {
    if (request.method !== 'POST') {
      return json({ error: `Method ${request.method} is not allowed: use POST.` }, 405, { Allow: 'POST' });
    }
    const type = request.headers.get('Content-Type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return json({ error: 'The request body must be sent as application/json.' }, 415);
    }
    let text: string;
    try {
      text = await readBodyText(request, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) return json({ error: `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.` }, 413);
      return json({ error: 'The request body could not be read as UTF-8 text.' }, 400);
    }
    // The body is read outside the schedule: a slow upload holds no one else's turn.
    const accept = request.headers.get('Accept');
    return schedule(() => answer(text, accept));
  };
}

/** The endpoint over the embedded sample catalog. */
export const handleSearchRequest = createSearchHandler();

/**
 * The search the server makes once as it starts (server/index.ts), of the contract's WARM_UP_PROFILE:
 * the first search after a start compiles the engine's and the schemas' code as it runs them,
 * 130–270 ms on this project's machines against 15–35 ms for every search after it
 * (docs/production.md). Through the endpoint's own handler; answers its status (200 when it searched).
 */
export async function warmUpSearch(handle: (request: Request) => Promise<Response> = handleSearchRequest): Promise<number> {
  const response = await handle(
    new Request(`http://warm-up${SEARCH_ENDPOINT}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: ASSESSMENT_MEDIA_TYPE },
      body: JSON.stringify(WARM_UP_PROFILE),
    }),
  );
  await response.arrayBuffer();
  return response.status;
}
