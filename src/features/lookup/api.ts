/**
 * The lookup client: one GET to the lookup endpoint with the terms (and the client's optional age,
 * sex and tobacco, which never reach the page's own address), the answer parsed with the contract's
 * schemas. A refused lookup (400) comes back as the endpoint's messages, by parameter.
 */
import { LOOKUP_ENDPOINT, lookupAnswerSchema, lookupErrorSchema, lookupQueryString, type LookupAnswer, type LookupQuery } from '../../contract';

export type LookupOutcome = { kind: 'answer'; answer: LookupAnswer } | { kind: 'invalid'; messages: Partial<Record<'q' | 'age' | 'sex' | 'tobacco', string>> };

export interface LookupOptions {
  /** Aborting it (a newer keystroke) rejects with an AbortError. */
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

export type LookupClient = (query: LookupQuery, options?: LookupOptions) => Promise<LookupOutcome>;

export const lookUp: LookupClient = async (query, { signal, fetchImpl = fetch } = {}) => {
  const response = await fetchImpl(`${LOOKUP_ENDPOINT}?${lookupQueryString(query)}`, { headers: { Accept: 'application/json' }, ...(signal ? { signal } : {}) });
  if (response.status === 400) {
    const refused = lookupErrorSchema.parse(await response.json());
    const messages: Record<string, string> = {};
    for (const issue of refused.issues) messages[issue.param] ??= issue.message;
    return { kind: 'invalid', messages };
  }
  if (!response.ok) throw new Error(`The lookup was answered ${response.status}.`);
  return { kind: 'answer', answer: lookupAnswerSchema.parse(await response.json()) };
};
