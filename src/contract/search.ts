/**
 * The search's wire contract: what crosses between the browser and the search endpoint, defined
 * once. The form, the search client, the API handler (src/api/search.ts), the mocks and the server
 * validate and parse with these schemas, and the components show their output types. The engine
 * has its own types; src/api/wire.ts is the one mapping between the two, and
 * tests/unit/wire.test.ts fails if a field the engine sends is missing here or dropped by parsing.
 */
// zod/mini: the same checks as zod's classic API, as functions the bundler can leave out when
// unused. The search screen ships it to the browser, where it costs a fraction of the classic
// API's evaluation (docs/production.md).
import * as z from 'zod/mini';
import { askedKinds, kindGroupLabels, quoteModes, termLengths } from './vocabulary';

/** "10,000": a count as the messages write it (without Intl, whose locale data a page would load). */
const groupThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The search endpoint: POST a health profile, get the products. */
export const SEARCH_ENDPOINT = '/api/insurance/search';

export const genders = ['male', 'female', 'other'] as const;
export type Gender = (typeof genders)[number];

/**
 * Age must be a number greater than 0 and less than 120 (docs/product.md §5.2), written in plain
 * decimal digits (a fraction allowed: "0.5"). Hexadecimal, exponents, signs, separators and other
 * scripts' digits ("0x43", "1e2", "+67", "6_7") are refused, even where JavaScript's Number would
 * read them.
 */
export function isValidAge(age: string): boolean {
  const text = age.trim();
  if (!/^[0-9]+(\.[0-9]+)?$/.test(text)) return false;
  const n = Number(text);
  return n > 0 && n < 120;
}

const requiredText = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message));

/**
 * The longest text each field takes. Far more than a client's profile needs (40 lines of 50
 * characters), and what bounds the engine's work and the answer's size for any valid request.
 */
export const FIELD_LIMITS = { age: 10, height: 40, weight: 40, medications: 2000, medicalConditions: 2000, familyHistory: 1000 } as const;

const longest = (limit: number, missing?: string) =>
  z.string(missing === undefined ? undefined : { error: missing }).check(z.maxLength(limit, `Use at most ${groupThousands(limit)} characters`));

/** The coverage amounts a quote can be asked for, in dollars: the catalog's products span $2,000 to $10,000,000. */
export const COVERAGE_LIMITS = { min: 1_000, max: 10_000_000 } as const;

const dollars = (n: number) => `$${groupThousands(n)}`;

export const COVERAGE_MESSAGES = {
  notDollars: 'Enter the coverage amount in dollars, such as 25000 or $250,000',
  cents: 'Enter the coverage amount in whole cents at most (two decimal places)',
  range: `Coverage amount must be between ${dollars(COVERAGE_LIMITS.min)} and ${dollars(COVERAGE_LIMITS.max)}`,
} as const;

/** Digits with optional thousands commas and up to any decimals (checked apart, for a clearer message). */
const DOLLAR_TEXT = /^\$?\s*((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?)$/;

/**
 * Reads an optional coverage amount, as typed ("250000", "$250,000", "25000.50") or as a JSON number.
 * Blank or absent is no amount. Anything else (words, a sign, an exponent or hex, fractions of a
 * cent, an amount outside COVERAGE_LIMITS) is an error message.
 */
export function readCoverageAmount(input: string | number | null | undefined): { amount: number | undefined } | { error: string } {
  return readDollars(input, COVERAGE_LIMITS, COVERAGE_MESSAGES);
}

/** Dollars as typed or as a JSON number, within limits, to the cent; blank or absent is none. */
function readDollars(
  input: string | number | null | undefined,
  limits: { min: number; max: number },
  messages: { notDollars: string; cents: string; range: string },
): { amount: number | undefined } | { error: string } {
  if (input === undefined || input === null) return { amount: undefined };
  let amount: number;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { error: messages.notDollars };
    // A number with more than two decimals: it differs from itself rounded to the cent.
    if (Math.abs(input * 100 - Math.round(input * 100)) > 1e-6 * Math.max(1, Math.abs(input))) return { error: messages.cents };
    amount = input;
  } else {
    const text = input.trim();
    if (text === '') return { amount: undefined };
    // "-5000" is a number, just not an amount one can buy.
    if (/^-\$?\s*\d/.test(text)) return { error: messages.range };
    const match = DOLLAR_TEXT.exec(text);
    if (!match) return { error: messages.notDollars };
    if ((match[2] ?? '').length > 2) return { error: messages.cents };
    amount = Number((match[1] ?? '').replaceAll(',', ''));
  }
  if (!(amount >= limits.min && amount <= limits.max)) return { error: messages.range };
  return { amount: Math.round(amount * 100) / 100 };
}

/** Optional: absent, null or blank is no amount (and no premiums); otherwise dollars within the limits. */
const coverageAmount = z.optional(
  z.pipe(
    z.union([z.string().check(z.maxLength(40, COVERAGE_MESSAGES.notDollars)), z.number(), z.null()], { error: COVERAGE_MESSAGES.notDollars }),
    z.transform((value: string | number | null, ctx) => {
      const read = readCoverageAmount(value);
      if ('error' in read) {
        ctx.issues.push({ code: 'custom', message: read.error, input: value });
        return z.NEVER;
      }
      return read.amount;
    }),
  ),
);

/** The monthly budgets a quote can be asked for, in dollars. */
export const BUDGET_LIMITS = { min: 5, max: 50_000 } as const;

export const BUDGET_MESSAGES = {
  notDollars: 'Enter the monthly budget in dollars, such as 50 or $75.50',
  cents: 'Enter the monthly budget in whole cents at most (two decimal places)',
  range: `Monthly budget must be between ${dollars(BUDGET_LIMITS.min)} and ${dollars(BUDGET_LIMITS.max)} a month`,
  both: 'Give a coverage amount or a monthly budget, not both',
} as const;

/** Reads an optional monthly budget, as typed ("50", "$75.50") or as a JSON number, with its own messages. */
export function readMonthlyBudget(input: string | number | null | undefined): { amount: number | undefined } | { error: string } {
  return readDollars(input, BUDGET_LIMITS, BUDGET_MESSAGES);
}

const monthlyBudget = z.optional(
  z.pipe(
    z.union([z.string().check(z.maxLength(40, BUDGET_MESSAGES.notDollars)), z.number(), z.null()], { error: BUDGET_MESSAGES.notDollars }),
    z.transform((value: string | number | null, ctx) => {
      const read = readMonthlyBudget(value);
      if ('error' in read) {
        ctx.issues.push({ code: 'custom', message: read.error, input: value });
        return z.NEVER;
      }
      return read.amount;
    }),
  ),
);

export const TERM_MESSAGE = `Choose a term of ${termLengths.slice(0, -1).join(', ')} or ${termLengths[termLengths.length - 1]} years, or any term`;

/** Optional: absent, null or blank is any term; otherwise one of the catalog's lengths, as a number or its digits. */
const termYears = z.optional(
  z.pipe(
    z.union([z.string().check(z.maxLength(4, TERM_MESSAGE)), z.number(), z.null()], { error: TERM_MESSAGE }),
    z.transform((value: string | number | null, ctx) => {
      const text = value === null ? '' : String(value).trim();
      if (text === '') return undefined;
      const years = /^\d+$/.test(text) ? Number(text) : NaN;
      if (!(termLengths as readonly number[]).includes(years)) {
        ctx.issues.push({ code: 'custom', message: TERM_MESSAGE, input: value });
        return z.NEVER;
      }
      return years;
    }),
  ),
);

export const KIND_MESSAGE = `Choose ${askedKinds.map((k) => kindGroupLabels[k].toLowerCase()).join(', ')} or any kind`;

/** Optional: absent, null or blank is any kind; otherwise the one kind of coverage the agent wants searched. */
const coverageKind = z.optional(
  z.pipe(
    z.union([z.enum(askedKinds), z.literal(''), z.null()], { error: KIND_MESSAGE }),
    z.transform((value) => value || undefined),
  ),
);

export const QUOTE_MODE_MESSAGE = 'Quote by must be "amount" or "budget"';

/** Which of the two the agent quotes by; blank or absent: whichever of the two is given. */
const quoteBy = z.optional(z.union([z.enum(quoteModes), z.literal('')], { error: QUOTE_MODE_MESSAGE }));

/** The most answers a search carries, and the longest question id and answer. */
export const ANSWER_LIMITS = { count: 20, id: 80, value: 60 } as const;
export const ANSWERS_MESSAGE = `Answers must be at most ${ANSWER_LIMITS.count}, each a question's id and one of its options`;

/**
 * The read-back's answers, by question id ("use:quetiapine": "insomnia"). Optional; an answer to a
 * question the profile does not raise, or a value it does not offer, is ignored by the engine.
 */
const answers = z.optional(
  z
    .record(
      z.string().check(z.minLength(1), z.maxLength(ANSWER_LIMITS.id), z.regex(/^[a-z][a-z0-9:-]*$/)),
      z.string().check(z.minLength(1), z.maxLength(ANSWER_LIMITS.value)),
      { error: ANSWERS_MESSAGE },
    )
    .check(z.refine((value) => Object.keys(value).length <= ANSWER_LIMITS.count, ANSWERS_MESSAGE)),
);

/**
 * A client's profile as the API takes it. Strict: a key that is not one of these is refused (the
 * server names it), so no body carries more than a profile. Each text's limit applies to the text as
 * sent, blanks included, so FIELD_LIMITS bound a valid body's size (MAX_BODY_BYTES in src/api/search.ts).
 */
export const healthProfileFields = z.strictObject({
  age: z.pipe(longest(FIELD_LIMITS.age, 'Age is required'), requiredText('Age is required').check(z.refine(isValidAge, 'Age must be between 1 and 120'))),
  gender: z.enum(genders, { error: 'Gender is required' }),
  height: z.pipe(longest(FIELD_LIMITS.height, 'Height is required'), requiredText('Height is required')),
  weight: z.pipe(longest(FIELD_LIMITS.weight, 'Weight is required'), requiredText('Weight is required')),
  smoker: z._default(z.boolean(), false),
  medications: z._default(longest(FIELD_LIMITS.medications), ''),
  medicalConditions: z._default(longest(FIELD_LIMITS.medicalConditions), ''),
  familyHistory: z._default(longest(FIELD_LIMITS.familyHistory), ''),
  /** Not one of the profile's eight fields: the kind of coverage wanted; products of other kinds are not searched. */
  coverageKind,
  /** Not one of the profile's eight fields: the face amount to price, when the agent gives one. */
  coverageAmount,
  /** Not one of the profile's eight fields: how the quote is asked for, when both an amount and a budget were typed (the form sends its choice). */
  quoteBy,
  /** Not one of the profile's eight fields: a monthly budget, for the largest amount each product writes within it. */
  monthlyBudget,
  /** Not one of the profile's eight fields: the term asked for; term products are priced for it and those without it are not offered. */
  termYears,
  /** Not one of the profile's eight fields either: the read-back's questions as the agent answered them. */
  answers,
});

/**
 * A client's profile as the API takes it, and what to quote. An amount and a budget together are
 * refused, unless `quoteBy` says which one is meant (the form keeps both as typed and sends its
 * choice): the other is then dropped, so the engine gets one way to quote or none.
 */
export const healthProfileSchema = z.pipe(
  healthProfileFields.check(
    z.refine((p) => !!p.quoteBy || p.coverageAmount === undefined || p.monthlyBudget === undefined, { message: BUDGET_MESSAGES.both, path: ['monthlyBudget'] }),
  ),
  z.transform(({ quoteBy: mode, coverageAmount: amount, monthlyBudget: budget, ...profile }) => ({
    ...profile,
    ...(amount !== undefined && mode !== 'budget' ? { coverageAmount: amount } : {}),
    ...(budget !== undefined && mode !== 'amount' ? { monthlyBudget: budget } : {}),
  })),
);

export type HealthProfile = z.output<typeof healthProfileSchema>;

/**
 * A client as the form sends one, every field given: the searches made before any agent's run on it
 * (the server's warm-up as it starts, src/api/search.ts; the screen's check and read while the agent
 * types, src/features/search/api.ts), so that the code a real search runs is the code compiled.
 * Conditions, drugs with an answered use, family history, tobacco, an amount and a term.
 */
export const WARM_UP_PROFILE = {
  age: '58',
  gender: 'female',
  height: `5'5"`,
  weight: '172',
  smoker: true,
  medications: 'Metformin 500mg twice daily\nLisinopril 10mg',
  medicalConditions: 'Type 2 diabetes diagnosed 2016\nHigh blood pressure',
  familyHistory: 'Mother: breast cancer at 61',
  coverageKind: '',
  coverageAmount: '25000',
  quoteBy: '',
  monthlyBudget: '',
  termYears: '20',
  answers: { 'use:lisinopril': 'blood-pressure' },
};

/** One message per invalid field, the first the schema found, for the form to show. */
/** A field the schema reads: the profile's, the quote's and the answers. */
export type HealthProfileField = keyof z.output<typeof healthProfileFields>;

export function validateHealthProfile(values: unknown): Partial<Record<HealthProfileField, string>> {
  const result = healthProfileSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<HealthProfileField, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as HealthProfileField | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
