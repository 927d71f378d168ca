/** The search client: one POST, the answer parsed by the shared schemas, and the fallbacks of docs/product.md §5.3. */
import { failedFallbackProducts, unavailableFallbackProducts } from './fallbackProducts';
import {
  ASSESSMENT_MEDIA_TYPE,
  SEARCH_ENDPOINT,
  assessmentSchema,
  productListSchema,
  type Decline,
  type HealthProfile,
  type Product,
  type ProfileReading,
  validateHealthProfile,
  WARM_UP_PROFILE,
  healthProfileFields,
} from '../../contract';

/** docs/product.md §5.3: the not-ok fallback answers after about 1.5 s. */
export const FALLBACK_DELAY_MS = 1500;
/** A request still open after this long is abandoned and handled as a failed call. */
export const SEARCH_TIMEOUT_MS = 20_000;
/** The full answer first; a server that only knows the plain array may still send that. */
export const SEARCH_ACCEPT = `${ASSESSMENT_MEDIA_TYPE}, application/json;q=0.9`;

/** Where the products came from: the endpoint, the not-ok fallback, or the failed-call fallback. */
export type SearchSource = 'api' | 'unavailable' | 'failed';

export interface SearchOutcome {
  products: Product[];
  source: SearchSource;
  /** The products not offered, and why: only in the full answer. */
  declined?: Decline[];
  /** How the profile was read: only in the full answer. */
  reading?: ProfileReading;
}

export interface SearchOptions {
  /** Aborting it (a newer search) rejects with an AbortError; nothing falls back. */
  signal?: AbortSignal;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export type SearchClient = (profile: HealthProfile, options?: SearchOptions) => Promise<SearchOutcome>;

/** A product that cannot write what was asked (the amount, or its minimum within the budget) ranks after those that can. */
const writesAsked = (p: Product) => (p.quote && !p.quote.inRange ? 1 : 0);
/** By match score, best first; products that write what was asked first (a stable sort: ties keep the engine's order). */
const byScore = (a: Product, b: Product) => writesAsked(a) - writesAsked(b) || b.matchScore - a.matchScore;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const searchProducts: SearchClient = async (profile, options = {}) => {
  const { signal, timeoutMs = SEARCH_TIMEOUT_MS, fetchImpl = fetch } = options;
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException('The search timed out.', 'TimeoutError')), timeoutMs);

  try {
    const response = await fetchImpl(SEARCH_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: SEARCH_ACCEPT },
      body: JSON.stringify(profile),
      signal: controller.signal,
    });
    if (!response.ok) {
      console.warn('API endpoint not available, using fallback data');
      clearTimeout(timer);
      await wait(FALLBACK_DELAY_MS);
      throwIfAborted(signal);
      return { products: [...unavailableFallbackProducts].sort(byScore), source: 'unavailable' };
    }
    return parseAnswer(await response.json());
  } catch {
    // A newer search took over: the caller ignores this one, so there is nothing to fall back to.
    throwIfAborted(signal);
    // Network failure, timeout, a body that is not JSON or in neither answer's shape.
    return { products: [...failedFallbackProducts], source: 'failed' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
};

/** Either answer the endpoint may give: the plain array of products, or the full assessment. */
function parseAnswer(body: unknown): SearchOutcome {
  if (Array.isArray(body)) return { products: productListSchema.parse(body).sort(byScore), source: 'api' };
  const { products, declined, reading } = assessmentSchema.parse(body);
  return { products: products.sort(byScore), source: 'api', declined, reading };
}

function throwIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new DOMException('The search was replaced by a newer one.', 'AbortError');
}

/**
 * The form's check and the answer's parse, each run once on a sample, so that an agent's first
 * search does not pay for their first use (zod sets a schema up as it first parses, and the browser
 * compiles the code it runs as it first runs it). As steps, each field's check first and then the
 * whole: the screen runs one step a time the browser is idle, and the whole check at once was one
 * task of about 50 ms on a phone (4x CPU), long enough to hold up a tap. The results are thrown away.
 */
export const warmSearchSteps: readonly (() => void)[] = [
  ...Object.entries(healthProfileFields.shape).map(([field, schema]) => () => void schema.safeParse(WARM_UP_PROFILE[field as keyof typeof WARM_UP_PROFILE])),
  () => void validateHealthProfile(WARM_UP_PROFILE),
  () => void assessmentSchema.safeParse(WARM_ANSWER),
];

/** Every warm-up step at once (see warmSearchSteps). */
export function warmSearch(): void {
  for (const step of warmSearchSteps) step();
}

/** An answer in the assessment's shape, for warmSearch: the sample products and an empty reading. */
export const WARM_ANSWER = {
  products: unavailableFallbackProducts,
  declined: [],
  reading: { conditions: [], medications: [], ruledOut: [], questions: [], unrecognised: [], tobacco: 'No tobacco use', build: 'Average build', family: [] },
};
