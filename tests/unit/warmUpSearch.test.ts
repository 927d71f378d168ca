import { describe, expect, it, vi } from 'vitest';
import { handleSearchRequest, warmUpSearch } from '../../src/api/search';
import { WARM_UP_PROFILE, assessmentSchema, healthProfileSchema } from '../../src/contract';

describe('the server’s warm-up search', () => {
  it('sends a valid profile that reaches the engine’s paths: drugs, conditions, family, tobacco and an amount', () => {
    const parsed = healthProfileSchema.safeParse(WARM_UP_PROFILE);
    expect(parsed.success).toBe(true);
    const profile = parsed.data!;
    expect(profile.medications.length).toBeGreaterThan(0);
    expect(profile.medicalConditions.length).toBeGreaterThan(0);
    expect(profile.familyHistory.length).toBeGreaterThan(0);
    expect(profile.smoker).toBe(true);
    expect(profile.coverageAmount).toBeGreaterThan(0);
  });

  it('searches through the endpoint’s own handler, for the full answer, and says it searched', async () => {
    const seen: Response[] = [];
    const handle = vi.fn(async (request: Request) => {
      const response = await handleSearchRequest(request);
      seen.push(response.clone());
      return response;
    });
    await expect(warmUpSearch(handle)).resolves.toBe(200);
    expect(handle).toHaveBeenCalledTimes(1);
    const answer = assessmentSchema.parse(await seen[0]!.json());
    // Products priced for the amount, and the profile read: the engine ran the whole way.
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.some((p) => p.quote !== undefined)).toBe(true);
    expect(answer.reading.medications.length).toBeGreaterThan(0);
  });

  it('reports a refused search rather than hiding it', async () => {
    await expect(warmUpSearch(async () => new Response('{}', { status: 400 }))).resolves.toBe(400);
  });
});
