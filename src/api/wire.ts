/**
 * The one mapping between the engine's answer (src/engine/types.ts) and the search contract
 * (src/contract). The engine's types are its own library's; the contract's are what crosses the
 * wire. Here the compiler holds every field the contract asks for to one the engine gives, and the
 * two vocabularies equal; tests/unit/wire.test.ts holds the other way round: every field the engine
 * sends survives the contract's parsing, so a field added to the engine and forgotten in the
 * contract fails a test instead of vanishing in the browser.
 */
import type * as z from 'zod/mini';
import * as contract from '../contract';
import * as engine from '../engine';

/** The full answer as it is sent (ASSESSMENT_MEDIA_TYPE). */
export type WireAssessment = z.input<typeof contract.assessmentSchema>;
/** The plain answer as it is sent: the offered products. */
export type WireProducts = z.input<typeof contract.productListSchema>;

export function toWireAssessment({ offered, declined, reading }: engine.Assessment): WireAssessment {
  return { products: offered, declined, reading };
}

export function toWireProducts({ offered }: engine.Assessment): WireProducts {
  return offered;
}

// The words: the same lists, checked by the compiler here and in order by the test.
type Same<A, B> = [A, B] extends [B, A] ? true : never;
export const sameTiers: Same<engine.Tier, contract.Tier> = true;
export const sameRateClasses: Same<engine.RateClass, contract.RateClass> = true;
export const sameKinds: Same<engine.ProductKind, contract.ProductKind> = true;
export const sameQuestionKinds: Same<engine.QuestionKind, contract.QuestionKind> = true;
export const sameContextKinds: Same<engine.ContextKind, contract.ContextKind> = true;
