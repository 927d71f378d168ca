import { describe, expect, it } from 'vitest';
import { WARM_UP_PROFILE, assessmentSchema, healthProfileFields, validateHealthProfile } from '../../src/contract';
import { WARM_ANSWER, warmSearch, warmSearchSteps } from '../../src/features/search/api';
import { unavailableFallbackProducts } from '../../src/features/search/fallbackProducts';

// The warm-up is worth its time only if it runs the paths a real search runs: a valid profile through
// every check and transform, and an answer that parses whole (a refusal stops at the first fault).
describe('warmSearch', () => {
  it('checks a profile the form could send, and the schema accepts it', () => {
    expect(validateHealthProfile(WARM_UP_PROFILE)).toEqual({});
  });

  it('reads an answer the schema accepts whole, with every sample product', () => {
    const parsed = assessmentSchema.safeParse(WARM_ANSWER);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.products.map((p) => p.id)).toEqual(unavailableFallbackProducts.map((p) => p.id));
  });

  it('runs without throwing and changes none of the samples', () => {
    const before = JSON.stringify(unavailableFallbackProducts);
    expect(() => warmSearch()).not.toThrow();
    expect(JSON.stringify(unavailableFallbackProducts)).toBe(before);
  });

  it('comes in steps: each field’s check on its own, then the whole check and the answer, each accepting the sample', () => {
    const fields = Object.entries(healthProfileFields.shape);
    expect(warmSearchSteps).toHaveLength(fields.length + 2);
    // Each field's sample passes its own check: the step runs the path a real value takes.
    for (const [field, schema] of fields) expect(schema.safeParse(WARM_UP_PROFILE[field as keyof typeof WARM_UP_PROFILE]).success).toBe(true);
    for (const step of warmSearchSteps) expect(step).not.toThrow();
  });
});
