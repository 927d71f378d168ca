/**
 * The lookup's wire contract: a drug or a condition looked up on its own ("Eliquis", "stroke 2022",
 * "CHF"), and every product of the catalog with its outcome for it. What crosses between the lookup
 * screen, the endpoint (src/api/lookup.ts: GET LOOKUP_ENDPOINT?q=…&q=…&age=&sex=&tobacco=), the mocks
 * and the server, defined once. The engine computes the answer (src/engine/lookup) from the same
 * rows and the same assessment as the search, for the plain profile an agent would have typed; its
 * types are held equal to these by tests/unit/lookupContract.test.ts.
 *
 * The request names no client: only the words looked up and, optionally, an age, a sex and tobacco,
 * so a lookup's address can be shared and its answer cached.
 */
import * as z from 'zod/mini';
import { genders, isValidAge } from './search';
import { productKinds, rateClasses, tiers } from './vocabulary';

/** The lookup endpoint: GET with the terms as repeated `q` parameters. */
export const LOOKUP_ENDPOINT = '/api/lookup';

/** The most terms one lookup takes, the longest term, and the most suggestions given per term. */
export const LOOKUP_LIMITS = { terms: 6, termLength: 80, age: 10, suggestions: 8 } as const;

/** The query's parameters: the terms (repeated), then age, sex and tobacco. */
export const lookupParams = ['q', 'age', 'sex', 'tobacco'] as const;
export type LookupParam = (typeof lookupParams)[number];

/** How many characters of a value an error repeats. */
export const LOOKUP_ECHO_LIMIT = 60;

export const LOOKUP_MESSAGES = {
  none: 'Look up at least one drug or condition',
  tooMany: `Look up at most ${LOOKUP_LIMITS.terms} drugs or conditions at once`,
  tooLong: `Each drug or condition must be at most ${LOOKUP_LIMITS.termLength} characters`,
  age: 'Age must be between 1 and 120',
  sex: 'Sex must be male, female or other',
  tobacco: 'Tobacco must be yes or no',
} as const;

const term = z.string().check(z.trim(), z.maxLength(LOOKUP_LIMITS.termLength, LOOKUP_MESSAGES.tooLong));

/**
 * A lookup as the endpoint takes it, from `readLookupQuery`'s plain object. Blank terms and blank
 * optional values are dropped before (an empty field is no term); what is left is validated.
 */
export const lookupRequestSchema = z.object({
  /** The terms looked up, as typed: a drug (brand or generic), a condition or an abbreviation, each optionally with a date ("stroke 2022"). */
  q: z.array(term, { error: LOOKUP_MESSAGES.none }).check(z.minLength(1, LOOKUP_MESSAGES.none), z.maxLength(LOOKUP_LIMITS.terms, LOOKUP_MESSAGES.tooMany)),
  /** The client's age in years: products that do not issue at it are left out (and said so). Absent: each product at its own issue ages. */
  age: z.optional(
    z.pipe(
      z.string({ error: LOOKUP_MESSAGES.age }).check(z.refine((text) => text.length <= LOOKUP_LIMITS.age && isValidAge(text), LOOKUP_MESSAGES.age)),
      z.transform((text) => Math.floor(Number(text.trim()))),
    ),
  ),
  /** The client's sex; absent: 'other' (it decides no outcome, only the read of a few facts). */
  sex: z.optional(z.enum(genders, { error: LOOKUP_MESSAGES.sex })),
  /** Whether the client uses tobacco ("yes"/"no"); absent: no tobacco. It decides the rate class. */
  tobacco: z.optional(
    z.pipe(
      z.enum(['yes', 'no', 'true', 'false'], { error: LOOKUP_MESSAGES.tobacco }),
      z.transform((text) => text === 'yes' || text === 'true'),
    ),
  ),
});

export type LookupRequest = z.output<typeof lookupRequestSchema>;
/** A lookup before validation: what a link or a form holds. */
export type LookupQuery = { q: readonly string[]; age?: string; sex?: string; tobacco?: string };

const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const YEAR = '(?:19|20)\\d{2}';
const COUNT = '(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\\d+(?:\\.\\d+)?)';
/**
 * A piece that is only a when, no fact: "2022", "in 2022", "March 2025", "3 March 2025",
 * "03/2021", "2021-03-15", "3 years ago", "last year". Written after a comma ("stroke, 2022", or
 * "stroke March 3, 2025"), it dates the term before it.
 */
const DATE_ONLY = new RegExp(
  `^(?:(?:in|since|from|on|around|about|circa)\\s+)?(?:${[
    YEAR,
    `${MONTH}\\s+(?:\\d{1,2}(?:st|nd|rd|th)?\\s+)?${YEAR}`,
    `\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\s+${YEAR}`,
    '\\d{1,2}[/.-]\\d{1,2}[/.-](?:\\d{4}|\\d{2})',
    `\\d{1,2}[/.-](?:${YEAR}|\\d{2})`,
    `${YEAR}[/.-]\\d{1,2}(?:[/.-]\\d{1,2})?`,
    `${COUNT}\\s*(?:years?|yrs?|months?|mos?|weeks?|wks?|days?)\\s+ago`,
    '(?:last|this)\\s+(?:year|month|week)',
  ].join('|')})$`,
  'i',
);

/** A piece of the field that is only a date ("2022", "3 years ago"): no drug or condition of its own. */
export function isDateOnly(piece: string): boolean {
  return DATE_ONLY.test(piece.trim().replace(/\s+/g, ' '));
}

/** Where each term of a field is: its text (trimmed, a date alone joined to the term before it) and the span of the line it was written in. */
export interface LookupTermSpan {
  text: string;
  start: number;
  end: number;
}

/**
 * The terms of one field as typed, with where each was written: split at commas, semicolons and line
 * breaks ("Eliquis, stroke 2022; CHF"), each trimmed, blanks dropped. A piece that is only a date
 * belongs to the term before it: "stroke, 2022" is one term, "stroke 2022" (a date first stays a term
 * of its own, which the engine does not find).
 */
export function lookupTermSpans(text: string): LookupTermSpan[] {
  const spans: LookupTermSpan[] = [];
  const separator = /[,;\n\r]+/g;
  let from = 0;
  for (;;) {
    const match = separator.exec(text);
    const to = match ? match.index : text.length;
    const raw = text.slice(from, to);
    const piece = raw.trim();
    if (piece !== '') {
      const start = from + raw.indexOf(piece);
      const before = spans[spans.length - 1];
      if (before && isDateOnly(piece)) spans[spans.length - 1] = { text: `${before.text} ${piece}`, start: before.start, end: start + piece.length };
      else spans.push({ text: piece, start, end: start + piece.length });
    }
    if (!match) return spans;
    from = match.index + match[0].length;
  }
}

/** The terms of one field as typed (`lookupTermSpans`' texts). The field, the page and the endpoint split alike. */
export function splitLookupTerms(text: string): string[] {
  return lookupTermSpans(text).map((span) => span.text);
}

/**
 * The query's values as the schema reads them: every `q`, split by `splitLookupTerms` as one field (so
 * `q=Eliquis,+CHF` and `q=Eliquis&q=CHF` are one lookup, and `q=stroke&q=2022` is `stroke 2022`), and age, sex and
 * tobacco when not blank. `unknown` lists the parameters a lookup does not have (the endpoint refuses them).
 */
export function readLookupQuery(params: URLSearchParams): { query: LookupQuery; unknown: string[] } {
  const query: { q: string[]; age?: string; sex?: string; tobacco?: string } = { q: splitLookupTerms(params.getAll('q').join('\n')) };
  for (const key of ['age', 'sex', 'tobacco'] as const) {
    const value = params.get(key);
    if (value !== null && value.trim() !== '') query[key] = value.trim();
  }
  const unknown = [...new Set([...params.keys()].filter((key) => !(lookupParams as readonly string[]).includes(key)))];
  return { query, unknown };
}

/** The query string of a lookup ("q=Eliquis&q=stroke+2022&age=67"), for a link or the endpoint; each term its own `q`, blank values left out. */
export function lookupQueryString(query: Partial<LookupQuery>): string {
  const params = new URLSearchParams();
  for (const q of splitLookupTerms((query.q ?? []).join('\n'))) params.append('q', q);
  for (const key of ['age', 'sex', 'tobacco'] as const) {
    const value = query[key];
    if (value !== undefined && value.trim() !== '') params.set(key, value.trim());
  }
  return params.toString();
}

/** The kinds of names the field suggests: a drug (brand or generic), a condition (or another name for one), an abbreviation. */
export const suggestionKinds = ['drug', 'condition', 'abbreviation'] as const;
export type SuggestionKind = (typeof suggestionKinds)[number];

/** One name the field can suggest, from the engine's own vocabulary. */
export const lookupSuggestionSchema = z.object({
  /** The name as the agent would type it: "Eliquis", "Congestive heart failure", "CHF". */
  name: z.string(),
  kind: z.enum(suggestionKinds),
  /** What it stands for when that is another name: "apixaban" for Eliquis, "Congestive heart failure" for CHF; null when it is the name itself. */
  standsFor: z.nullable(z.string()),
});
export type LookupSuggestion = z.output<typeof lookupSuggestionSchema>;

/** What the engine read a term as. */
export const lookupReadings = ['condition', 'drug', 'not-found'] as const;
export type LookupReading = (typeof lookupReadings)[number];

/** One looked-up term, as the engine read it. */
export const lookupTermSchema = z.object({
  /** The term as sent (trimmed). */
  written: z.string(),
  /** A condition, a drug, or 'not-found': a term the engine cannot read is never guessed. */
  read: z.enum(lookupReadings),
  /** The canonical name ("Stroke", "Apixaban"); null when not found. */
  name: z.nullable(z.string()),
  /** The date or year as read from the term ("2022"); null when none was given. */
  date: z.nullable(z.string()),
  /** The conditions it is read as: a condition itself; a drug every use it has (several: see each product's `byUse`); none: a drug of no underwriting weight. */
  uses: z.array(z.string()),
  /** The line it becomes in the search form, as the agent would have typed it; null when not found. */
  line: z.nullable(z.object({ field: z.enum(['medications', 'medicalConditions']), text: z.string() })),
  /** For a term not found, close names from the vocabulary: what the agent may have meant. Empty for a term found (the field suggests only while the term typed is not found). */
  suggestions: z.array(lookupSuggestionSchema),
});
export type LookupTerm = z.output<typeof lookupTermSchema>;

/** The outcome groups, in the order shown: taken at a level benefit, graded or modified, guaranteed issue only, declined, postponed (or held). */
export const lookupOutcomes = ['level', 'graded', 'guaranteed', 'declined', 'postponed'] as const;
export type LookupOutcome = (typeof lookupOutcomes)[number];

export const lookupOutcomeLabels: Record<LookupOutcome, string> = {
  level: 'Level benefit',
  graded: 'Graded or modified',
  guaranteed: 'Guaranteed issue only',
  declined: 'Declined',
  postponed: 'Postponed',
};

/** An outcome for one product: the group, the tier and rate class when offered, the rule's words when not. */
const outcomeFields = {
  outcome: z.enum(lookupOutcomes),
  /** The benefit tier when offered ('graded' and 'modified' share a group); null when declined or postponed. */
  tier: z.nullable(z.enum(tiers)),
  /** The rate class when offered; null when declined or postponed. */
  rateClass: z.nullable(z.enum(rateClasses)),
  /** Why it is declined or postponed, in the search's own words ("Declined: stroke within 2 years"); null when offered. */
  reason: z.nullable(z.string()),
};

/** One product with its outcome for what was looked up (all the terms found, together). */
export const lookupProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  carrierName: z.string(),
  kind: z.enum(productKinds),
  /** Its issue ages in words ("50 to 85"). */
  issueAges: z.string(),
  ...outcomeFields,
  /** The look-backs that decide it, one per term with one, in plain words ("Stroke: level 2 years after; graded before"). */
  lookBacks: z.array(z.string()),
  /** For a drug with several uses: the outcome under each ("Furosemide for heart failure"). Empty otherwise. */
  byUse: z.array(z.object({ drug: z.string(), use: z.string(), ...outcomeFields })),
});
export type LookupProduct = z.output<typeof lookupProductSchema>;

/** A product left out because it does not issue at the age given. */
export const lookupLeftOutSchema = z.object({
  id: z.string(),
  name: z.string(),
  carrierName: z.string(),
  kind: z.enum(productKinds),
  /** "Issue ages 50 to 85": the search's own words. */
  reason: z.string(),
});
export type LookupLeftOut = z.output<typeof lookupLeftOutSchema>;

/** The lookup's answer. */
export const lookupAnswerSchema = z.object({
  /** Each term, in the order sent. */
  terms: z.array(lookupTermSchema),
  /** The age asked about; null: each product at its own issue ages. */
  age: z.nullable(z.number()),
  /** Every product not left out, in the five outcome groups, always all five in `lookupOutcomes`' order (a group may be empty). Empty groups when no term was found. */
  groups: z.array(z.object({ outcome: z.enum(lookupOutcomes), label: z.string(), products: z.array(lookupProductSchema) })),
  /** Products that do not issue at the age given; empty without an age. */
  leftOut: z.array(lookupLeftOutSchema),
  /** What the table stands for, in a line: "12 products left out: they do not issue at 90", or null. */
  note: z.nullable(z.string()),
});
export type LookupAnswer = z.output<typeof lookupAnswerSchema>;

/** The endpoint's 400: a line naming the parameters, then each problem with the value sent (cut to LOOKUP_ECHO_LIMIT characters). */
export const lookupErrorSchema = z.object({
  error: z.string(),
  issues: z.array(z.object({ param: z.string(), message: z.string(), value: z.nullable(z.string()) })),
});
export type LookupError = z.output<typeof lookupErrorSchema>;
