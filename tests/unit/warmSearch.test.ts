import { describe, expect, it } from 'vitest';
import { WARM_UP_PROFILE, assessmentSchema, validateHealthProfile } from '../../src/contract';
import { WARM_ANSWER, warmSearch } from '../../src/features/search/api';
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
});
