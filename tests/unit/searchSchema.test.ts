import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ANSWER_LIMITS, ANSWERS_MESSAGE, BUDGET_MESSAGES, COVERAGE_LIMITS, COVERAGE_MESSAGES, KIND_MESSAGE, QUOTE_MODE_MESSAGE, TERM_MESSAGE, healthProfileSchema, termLengths, isValidAge, productListSchema, readCoverageAmount, validateHealthProfile } from '../../src/contract';
import { sampleProfile, sampleResults } from '../../src/mocks/fixtures';
import { benefitTierLabels, rateClassLabels as cardRateClassLabels } from '../../src/components/ProductCard/product';
import { rateClassLabels, tierLabels } from '../../src/engine/describe';
import { defaultCatalog } from '../../src/engine';

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

describe('coverage amount (optional)', () => {
  const range = COVERAGE_MESSAGES.range;
  it.each([
    ['', undefined, undefined],
    ['   ', undefined, undefined],
    ['25000', undefined, 25_000],
    ['$250,000', undefined, 250_000],
    ['$ 10,000.50', undefined, 10_000.5],
    [' 1000 ', undefined, 1_000],
    ['10000000', undefined, 10_000_000],
    ['abc', COVERAGE_MESSAGES.notDollars, undefined],
    ['25k', COVERAGE_MESSAGES.notDollars, undefined],
    ['1e5', COVERAGE_MESSAGES.notDollars, undefined],
    ['0x2710', COVERAGE_MESSAGES.notDollars, undefined],
    ['Infinity', COVERAGE_MESSAGES.notDollars, undefined],
    ['25,00', COVERAGE_MESSAGES.notDollars, undefined],
    ['+5000', COVERAGE_MESSAGES.notDollars, undefined],
    ['100.001', COVERAGE_MESSAGES.cents, undefined],
    ['-5000', range, undefined],
    ['0', range, undefined],
    ['0.00', range, undefined],
    ['999.99', range, undefined],
    ['10000000.01', range, undefined],
    ['99999999999999999999', range, undefined],
  ])('"%s" → %s', (coverageAmount, message, amount) => {
    expect(validateHealthProfile({ ...sampleProfile, coverageAmount }).coverageAmount).toBe(message);
    if (message === undefined) expect(healthProfileSchema.parse({ ...sampleProfile, coverageAmount }).coverageAmount).toBe(amount);
  });

  it('leaves the eight fields as they were: absent, null or blank is no amount', () => {
    for (const coverageAmount of [undefined, null, '']) {
      const parsed = healthProfileSchema.parse({ ...sampleProfile, coverageAmount });
      expect(parsed.coverageAmount).toBeUndefined();
      expect(JSON.stringify(parsed)).toBe(JSON.stringify(healthProfileSchema.parse(sampleProfile)));
    }
  });

  it.each([
    [25_000, undefined],
    [25_000.5, undefined],
    [0, range],
    [-1, range],
    [1e300, range],
    [25_000.123, COVERAGE_MESSAGES.cents],
    [Number.NaN, COVERAGE_MESSAGES.notDollars],
  ])('the JSON number %d → %s', (coverageAmount, message) => {
    expect(validateHealthProfile({ ...sampleProfile, coverageAmount }).coverageAmount).toBe(message);
  });

  it('accepts exactly the whole-cent amounts within the limits, written with or without commas and a dollar sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), fc.boolean(), fc.boolean(), (cents, commas, sign) => {
        const whole = Math.floor(cents / 100);
        const text = `${sign ? '$' : ''}${commas ? whole.toLocaleString('en-US') : String(whole)}.${String(cents % 100).padStart(2, '0')}`;
        const read = readCoverageAmount(text);
        const inside = cents / 100 >= COVERAGE_LIMITS.min && cents / 100 <= COVERAGE_LIMITS.max;
        expect(read).toEqual(inside ? { amount: cents / 100 } : { error: range });
      }),
    );
  });

  it('never accepts text with anything but digits, commas, one point and a leading dollar sign', () => {
    fc.assert(
      fc.property(fc.string().filter((s) => /[^\d,.$\s]/.test(s.trim())), (s) => {
        expect('error' in readCoverageAmount(s)).toBe(true);
      }),
    );
  });
});

describe('answers to the read-back questions', () => {
  const profile = { ...sampleProfile };
  it('are optional, and kept as given when they are question ids and short values', () => {
    expect(healthProfileSchema.parse(profile).answers).toBeUndefined();
    expect(healthProfileSchema.parse({ ...profile, answers: { 'use:quetiapine': 'insomnia', 'month:breast-cancer': '3', quit: '5' } }).answers).toEqual({
      'use:quetiapine': 'insomnia',
      'month:breast-cancer': '3',
      quit: '5',
    });
  });

  it.each([
    ['too many', Object.fromEntries(Array.from({ length: ANSWER_LIMITS.count + 1 }, (_, i) => [`when:c${i}`, '1']))],
    ['an id that is not one', { 'Use Quetiapine!': 'insomnia' }],
    ['an id too long', { [`use:${'a'.repeat(ANSWER_LIMITS.id)}`]: 'x' }],
    ['a value too long', { 'use:quetiapine': 'x'.repeat(ANSWER_LIMITS.value + 1) }],
    ['an empty value', { 'use:quetiapine': '' }],
    ['a value that is not text', { 'use:quetiapine': 3 }],
    ['not an object', 'use:quetiapine=insomnia'],
  ])('refuses %s, with one message at the field', (_, answers) => {
    expect(validateHealthProfile({ ...profile, answers })).toEqual({ answers: expect.any(String) });
  });

  it('says what it takes when there are too many', () => {
    const answers = Object.fromEntries(Array.from({ length: ANSWER_LIMITS.count + 1 }, (_, i) => [`when:c${i}`, '1']));
    expect(validateHealthProfile({ ...profile, answers })).toEqual({ answers: ANSWERS_MESSAGE });
  });
});

describe('monthly budget (optional)', () => {
  it.each([
    ['', undefined, undefined],
    ['50', undefined, 50],
    ['$75.50', undefined, 75.5],
    ['$1,200', undefined, 1_200],
    ['fifty', BUDGET_MESSAGES.notDollars, undefined],
    ['50.001', BUDGET_MESSAGES.cents, undefined],
    ['4.99', BUDGET_MESSAGES.range, undefined],
    ['-50', BUDGET_MESSAGES.range, undefined],
    ['50001', BUDGET_MESSAGES.range, undefined],
  ])('"%s" → %s', (monthlyBudget, message, amount) => {
    expect(validateHealthProfile({ ...sampleProfile, monthlyBudget }).monthlyBudget).toBe(message);
    if (message === undefined) expect(healthProfileSchema.parse({ ...sampleProfile, monthlyBudget }).monthlyBudget).toBe(amount);
  });

  it('refuses an amount and a budget together unless the form says which it quotes by, and keeps only that one', () => {
    expect(validateHealthProfile({ ...sampleProfile, coverageAmount: '20000', monthlyBudget: '50' }).monthlyBudget).toBe(BUDGET_MESSAGES.both);
    const byBudget = healthProfileSchema.parse({ ...sampleProfile, coverageAmount: '20000', monthlyBudget: '50', quoteBy: 'budget' });
    expect(byBudget).toMatchObject({ monthlyBudget: 50 });
    expect(byBudget).not.toHaveProperty('coverageAmount');
    expect(byBudget).not.toHaveProperty('quoteBy');
    const byAmount = healthProfileSchema.parse({ ...sampleProfile, coverageAmount: '20000', monthlyBudget: '50', quoteBy: 'amount' });
    expect(byAmount).toMatchObject({ coverageAmount: 20_000 });
    expect(byAmount).not.toHaveProperty('monthlyBudget');
    // A blank choice is no choice; anything else is refused.
    expect(healthProfileSchema.parse({ ...sampleProfile, monthlyBudget: '50', quoteBy: '' })).toMatchObject({ monthlyBudget: 50 });
    expect(validateHealthProfile({ ...sampleProfile, quoteBy: 'premium' }).quoteBy).toBe(QUOTE_MODE_MESSAGE);
  });

  it('an invalid amount the agent is not quoting by is still refused: nothing typed is silently lost', () => {
    expect(validateHealthProfile({ ...sampleProfile, coverageAmount: 'abc', monthlyBudget: '50', quoteBy: 'budget' }).coverageAmount).toBe(COVERAGE_MESSAGES.notDollars);
  });
});

describe('term length (optional)', () => {
  it('offers exactly the lengths the catalog\'s term products have', () => {
    const lengths = new Set(defaultCatalog().products.flatMap((p) => p.termOptions.map((t) => t.years)));
    expect([...termLengths]).toEqual([...lengths].sort((a, b) => a - b));
  });

  it.each([
    ['', undefined, undefined],
    [null, undefined, undefined],
    ['20', undefined, 20],
    [' 30 ', undefined, 30],
    [15, undefined, 15],
    ['12', TERM_MESSAGE, undefined],
    ['20.5', TERM_MESSAGE, undefined],
    ['twenty', TERM_MESSAGE, undefined],
    [35, TERM_MESSAGE, undefined],
    [true, TERM_MESSAGE, undefined],
  ])('%j → %s', (termYears, message, years) => {
    expect(validateHealthProfile({ ...sampleProfile, termYears }).termYears).toBe(message);
    if (message === undefined) expect(healthProfileSchema.parse({ ...sampleProfile, termYears }).termYears).toBe(years);
  });
});

describe('coverage wanted (optional)', () => {
  it('says every kind it takes', () => {
    expect(KIND_MESSAGE).toBe('Choose final expense, term, guaranteed issue or any kind');
  });

  it.each([
    ['', undefined, undefined],
    [null, undefined, undefined],
    ['final-expense', undefined, 'final-expense'],
    ['term', undefined, 'term'],
    ['guaranteed-issue', undefined, 'guaranteed-issue'],
    ['permanent', KIND_MESSAGE, undefined],
    ['Term', KIND_MESSAGE, undefined],
    [3, KIND_MESSAGE, undefined],
  ])('%j → %s', (coverageKind, message, kind) => {
    expect(validateHealthProfile({ ...sampleProfile, coverageKind }).coverageKind).toBe(message);
    if (message === undefined) expect(healthProfileSchema.parse({ ...sampleProfile, coverageKind }).coverageKind).toBe(kind);
  });
});
