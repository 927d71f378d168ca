import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { healthProfileSchema, isValidAge, productListSchema, validateHealthProfile } from '../../src/features/search/schema';
import { sampleProfile, sampleResults } from '../../src/mocks/fixtures';
import { benefitTierLabels, rateClassLabels as cardRateClassLabels } from '../../src/components/ProductCard/product';
import { rateClassLabels, tierLabels } from '../../src/engine';

describe('age', () => {
  it.each([
    ['', 'Age is required'],
    ['   ', 'Age is required'],
    ['0', 'Age must be between 1 and 120'],
    ['1', undefined],
    ['119', undefined],
    ['120', 'Age must be between 1 and 120'],
    ['abc', 'Age must be between 1 and 120'],
    [' 45 ', undefined],
    ['-3', 'Age must be between 1 and 120'],
    ['45abc', 'Age must be between 1 and 120'],
    ['0.5', undefined],
    ['0x43', 'Age must be between 1 and 120'],
    ['0o103', 'Age must be between 1 and 120'],
    ['0b1000011', 'Age must be between 1 and 120'],
    ['1e2', 'Age must be between 1 and 120'],
    ['6.7e1', 'Age must be between 1 and 120'],
    ['+67', 'Age must be between 1 and 120'],
    ['67.', 'Age must be between 1 and 120'],
    ['.5', 'Age must be between 1 and 120'],
    ['6_7', 'Age must be between 1 and 120'],
    ['6 7', 'Age must be between 1 and 120'],
    ['Infinity', 'Age must be between 1 and 120'],
    ['\u0666\u0667', 'Age must be between 1 and 120'],
    ['\uff16\uff17', 'Age must be between 1 and 120'],
  ])('"%s" → %s', (age, message) => {
    expect(validateHealthProfile({ ...sampleProfile, age }).age).toBe(message);
  });

  it('accepts exactly the decimal numbers greater than 0 and less than 120', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.option(fc.stringMatching(/^[0-9]{1,4}$/)), (whole, fraction) => {
        const text = fraction === null ? String(whole) : `${whole}.${fraction}`;
        const n = Number(text);
        expect(isValidAge(text)).toBe(n > 0 && n < 120);
      }),
    );
  });

  it('refuses any age with a character other than decimal digits and one inner point', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }).filter((s) => /[^0-9.\s]/.test(s)), fc.string(), (before, odd, after) => {
        expect(isValidAge(`${before}${odd}${after}`)).toBe(false);
      }),
    );
  });

  it('never accepts text that is not a number', () => {
    fc.assert(
      fc.property(fc.string().filter((s) => Number.isNaN(Number(s.trim())) || s.trim() === ''), (s) => {
        expect(isValidAge(s)).toBe(false);
      }),
    );
  });
});

describe('health profile', () => {
  it('gives the documented message for each missing required field', () => {
    expect(validateHealthProfile({ ...sampleProfile, age: '', gender: '', height: '', weight: '' })).toEqual({
      age: 'Age is required',
      gender: 'Gender is required',
      height: 'Height is required',
      weight: 'Weight is required',
    });
  });

  it('says the same when a field is missing from a JSON body altogether', () => {
    expect(validateHealthProfile({})).toEqual({
      age: 'Age is required',
      gender: 'Gender is required',
      height: 'Height is required',
      weight: 'Weight is required',
    });
  });

  it('puts no format check on height and weight, and defaults the optional fields', () => {
    const parsed = healthProfileSchema.parse({ age: '45', gender: 'other', height: '178 cm', weight: 'about 82 kg' });
    expect(parsed).toEqual({
      age: '45',
      gender: 'other',
      height: '178 cm',
      weight: 'about 82 kg',
      smoker: false,
      medications: '',
      medicalConditions: '',
      familyHistory: '',
    });
  });

  it('accepts only the three genders', () => {
    for (const gender of ['male', 'female', 'other']) expect(validateHealthProfile({ ...sampleProfile, gender })).toEqual({});
    for (const gender of ['Male', 'x', '']) expect(validateHealthProfile({ ...sampleProfile, gender }).gender).toBe('Gender is required');
  });

  it('finds no error in any profile with a valid age and the required fields filled', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 119 }),
        fc.constantFrom('male', 'female', 'other'),
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.boolean(),
        fc.string(),
        (age, gender, height, weight, smoker, text) => {
          expect(validateHealthProfile({ age: String(age), gender, height, weight, smoker, medications: text, medicalConditions: text, familyHistory: text })).toEqual({});
        },
      ),
    );
  });
});

describe('product list', () => {
  it('parses products and turns numeric ids into strings', () => {
    const parsed = productListSchema.parse([{ ...sampleResults[0], id: 7 }]);
    expect(parsed[0]?.id).toBe('7');
  });

  it('rejects an answer that is not the product shape', () => {
    expect(productListSchema.safeParse({ products: [] }).success).toBe(false);
    expect(productListSchema.safeParse([{ name: 'x' }]).success).toBe(false);
    expect(productListSchema.safeParse([{ ...sampleResults[0], matchScore: 140 }]).success).toBe(false);
  });
});

describe("the card's words for the engine's answer", () => {
  it('name each benefit tier and rate class as the engine does', () => {
    expect(benefitTierLabels).toEqual(tierLabels);
    expect(cardRateClassLabels).toEqual(rateClassLabels);
  });
});
