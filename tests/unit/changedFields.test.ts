/**
 * A submit reads the form's fields again (what was typed before hydration) and takes what differs
 * from the values the form was rendered with: a field reported as changed when it is not makes the
 * whole form render again in the frame that starts a search.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyFormValues, posted } from '../support/postedFields';
import { changedFields, emptyHealthProfile, profileValuesFromFields, type HealthProfileValues } from '../../src/components/HealthProfileForm/HealthProfileForm';

/** What the rendered form sends for these values: each field as it shows them ("Quote by" blank shows the coverage amount). */
const sentBy = (values: HealthProfileValues) => posted({ ...values, quoteBy: values.quoteBy === 'budget' ? 'budget' : 'amount' });

const text = fc.string({ maxLength: 12 });
const values = anyFormValues(text, {
  gender: fc.constantFrom('', 'male', 'female'),
  quoteBy: fc.constantFrom('', 'amount', 'budget'),
  termYears: fc.constantFrom('', '10', '20'),
  coverageKind: fc.constantFrom('', 'term', 'final-expense'),
});

describe('changedFields', () => {
  it('finds no change in a form never touched (its "Quote by" shows the coverage amount)', () => {
    expect(changedFields(profileValuesFromFields(sentBy(emptyHealthProfile)), emptyHealthProfile)).toEqual([]);
  });

  it('finds no change in any form read back as it was rendered', () => {
    fc.assert(fc.property(values, (v) => changedFields(profileValuesFromFields(sentBy(v)), v).length === 0));
  });

  it('finds exactly the field typed into', () => {
    const keys = ['age', 'height', 'weight', 'medications', 'medicalConditions', 'familyHistory', 'coverageAmount', 'monthlyBudget'] as const;
    fc.assert(
      fc.property(values, fc.constantFrom(...keys), text, (v, key, typed) => {
        fc.pre(typed !== v[key]);
        expect(changedFields(profileValuesFromFields(sentBy({ ...v, [key]: typed })), v)).toEqual([key]);
      }),
    );
  });

  it('finds a quote mode switched to the budget, and back', () => {
    expect(changedFields({ ...emptyHealthProfile, quoteBy: 'budget' }, emptyHealthProfile)).toEqual(['quoteBy']);
    expect(changedFields({ ...emptyHealthProfile, quoteBy: 'amount' }, { ...emptyHealthProfile, quoteBy: 'budget' })).toEqual(['quoteBy']);
  });
});
