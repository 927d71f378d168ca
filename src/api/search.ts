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
import { ASSESSMENT_MEDIA_TYPE, healthProfileSchema } from '../features/search/schema';

/** The largest body accepted: a profile with long free-text fields fits many times over. */
export const MAX_BODY_BYTES = 64 * 1024;

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

// The richer answer only when the client names its media type: any other Accept gets the plain array.
const wantsAssessment = (accept: string | null) => accept !== null && accept.toLowerCase().includes(ASSESSMENT_MEDIA_TYPE);

class TooLarge extends Error {}

/** Reads at most `limit` bytes, whatever the Content-Length claims. */
async function readText(request: Request, limit: number): Promise<string> {
  const header = request.headers.get('Content-Length');
  const declared = header === null ? NaN : Number(header);
  if (declared > limit) throw new TooLarge();
  // A declared length is held to by the HTTP layer: read it whole (the servers' fast path).
  if (Number.isInteger(declared) && declared >= 0) {
    const bytes = await request.arrayBuffer();
    if (bytes.byteLength > limit) throw new TooLarge();
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
      throw new TooLarge();
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

export function createSearchHandler({ catalog, now = () => new Date() }: SearchHandlerOptions = {}) {
  return async function handleSearch(request: Request): Promise<Response> {
    if (request.method !== 'POST') {
      return json({ error: `Method ${request.method} is not allowed: use POST.` }, 405, { Allow: 'POST' });
    }
    const type = request.headers.get('Content-Type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return json({ error: 'The request body must be sent as application/json.' }, 415);
    }
    let text: string;
    try {
      text = await readText(request, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof TooLarge) return json({ error: `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.` }, 413);
      return json({ error: 'The request body could not be read as UTF-8 text.' }, 400);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return json({ error: 'The request body must be JSON.' }, 400);
    }
    const parsed = healthProfileSchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || '(body)', message: issue.message }));
      return json({ error: `Invalid health profile: ${[...new Set(issues.map((i) => i.field))].join(', ')}.`, issues }, 400);
    }
    const { coverageAmount, ...profile } = parsed.data;
    // Premiums only when an amount was sent: without one, the answer is exactly what it always was.
    const assessment = assessProfile(profile, { catalog: catalog ?? defaultCatalog(), now: now(), ...(coverageAmount === undefined ? {} : { coverageAmount }) });
    if (wantsAssessment(request.headers.get('Accept'))) {
      const { offered, declined, reading } = assessment;
      return json({ products: offered, declined, reading }, 200, { 'Content-Type': ASSESSMENT_MEDIA_TYPE, Vary: 'Accept' });
    }
    return json(assessment.offered, 200, { Vary: 'Accept' });
  };
}

/** The endpoint over the embedded sample catalog. */
export const handleSearchRequest = createSearchHandler();
