/**
 * A refused submit shows the first invalid field's message at once, with every message already shown
 * that still applies; the rest follow a frame later (src/components/HealthProfileForm/errorsInSteps.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { errorsAtOnce } from '../../src/components/HealthProfileForm/errorsInSteps';

const keys = ['age', 'gender', 'height', 'weight', 'monthlyBudget'] as const;
type Key = (typeof keys)[number];
const messages = fc.dictionary(fc.constantFrom(...keys), fc.string({ minLength: 1, maxLength: 8 })) as fc.Arbitrary<Partial<Record<Key, string>>>;

describe('errorsAtOnce', () => {
  it('shows the first field\'s message and the shown ones still found, in the words found, and nothing else', () => {
    fc.assert(
      fc.property(messages, messages, fc.option(fc.constantFrom(...keys), { nil: undefined }), (shown, found, first) => {
        const now = errorsAtOnce(shown, found, first);
        for (const key of keys) {
          const expected = key in found && (key === first || key in shown) ? found[key] : undefined;
          expect(now[key]).toBe(expected);
        }
        // The second step (every message found) only adds: nothing shown now is taken away or reworded.
        for (const [key, message] of Object.entries(now)) expect(found[key as Key]).toBe(message);
      }),
    );
  });

  it('on a first refusal shows the first field\'s message alone', () => {
    expect(errorsAtOnce<Key>({}, { age: 'Age is required', weight: 'Weight is required' }, 'age')).toEqual({ age: 'Age is required' });
  });

  it('keeps a message shown before when it still applies, and drops one that no longer does', () => {
    expect(errorsAtOnce<Key>({ weight: 'Weight is required', height: 'Height is required' }, { age: 'Age is required', weight: 'Weight is required' }, 'age')).toEqual({
      age: 'Age is required',
      weight: 'Weight is required',
    });
  });
});
