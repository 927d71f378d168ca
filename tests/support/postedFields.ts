import fc from 'fast-check';
import type { HealthProfileValues } from '../../src/components/HealthProfileForm/HealthProfileForm';

/** What a browser posts for these values: every field by name, the box only when ticked. */
export function posted(values: HealthProfileValues): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (name === 'smoker') {
      if (value) fields.set('smoker', 'on');
    } else fields.set(name, String(value ?? ''));
  }
  return fields;
}

/**
 * Values in every field of the form: `text` in its text fields, and the given choices in the fields
 * that choose (valid ones for a form as rendered, anything at all for a hostile post).
 */
export function anyFormValues(
  text: fc.Arbitrary<string>,
  choices: Record<'gender' | 'quoteBy' | 'termYears' | 'coverageKind', fc.Arbitrary<string>>,
): fc.Arbitrary<HealthProfileValues> {
  return fc.record({
    age: text,
    gender: choices.gender,
    height: text,
    weight: text,
    smoker: fc.boolean(),
    medications: text,
    medicalConditions: text,
    familyHistory: text,
    coverageAmount: text,
    quoteBy: choices.quoteBy,
    monthlyBudget: text,
    termYears: choices.termYears,
    coverageKind: choices.coverageKind,
  }) as fc.Arbitrary<HealthProfileValues>;
}
