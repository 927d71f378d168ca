/**
 * The search's answer: the products offered, those not offered and the profile as read, as the
 * endpoint sends them and the client parses them. Apart from the request's schemas (search.ts) so a
 * page that only validates a form builds these when it loads them, in a task of their own.
 */
import * as z from 'zod/mini';
import type { HealthProfile } from './search';
import { contextKinds, productKinds, questionKinds, rateBases, rateClasses, tiers } from './vocabulary';

/**
 * The media type of the search's full answer (offers, declines, the profile as read). A client that
 * asks for it in Accept gets `assessmentSchema`'s object; any other client gets the plain array (docs/product.md §6).
 */
export const ASSESSMENT_MEDIA_TYPE = 'application/vnd.insurance-navigator.assessment+json';

/** A day a look-back runs out: "The stent reaches 3 years on 12 March 2027: then level". */
const countdownSchema = z.object({ date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), text: z.string() });
export type Countdown = z.output<typeof countdownSchema>;

/**
 * A product as the search API lists it. What the engine adds is optional, so the built-in fallback
 * samples (which carry none of it) parse too.
 */
export const productSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  name: z.string(),
  carrierName: z.string(),
  matchScore: z.number().check(z.gte(0), z.lte(100)),
  description: z.string(),
  features: z.array(z.object({ feature: z.string(), value: z.string() })),
  qualifications: z.array(z.string()),
  exclusions: z.array(z.string()),
  kind: z.optional(z.enum(productKinds)),
  tier: z.optional(z.enum(tiers)),
  rateClass: z.optional(z.enum(rateClasses)),
  reasons: z.optional(z.array(z.string())),
  /** What to check before applying (a build not checked, a line not understood). */
  questions: z.optional(z.array(z.string())),
  /** Open questions whose answer changes this offer, answer by answer. */
  dependsOn: z.optional(z.array(z.string())),
  /** When a dated fact that lowers this offer runs out of its look-back. */
  countdowns: z.optional(z.array(countdownSchema)),
  /**
   * What this offer would be under the other answers of each open question that changes it, with the
   * premium then (a quote given, and offered): the card and the printed summary show both.
   */
  alternatives: z.optional(
    z.array(
      z.object({
        questionId: z.string(),
        when: z.string(),
        plainWhen: z.string(),
        outcome: z.string(),
        offered: z.boolean(),
        tier: z.nullable(z.enum(tiers)),
        rateClass: z.nullable(z.enum(rateClasses)),
        monthly: z.nullable(z.number().check(z.nonnegative())),
      }),
    ),
  ),
  /** The illustrative premium: only when the request gave a coverage amount. */
  quote: z.optional(
    z.object({
      requested: z.number().check(z.nonnegative()),
      inRange: z.boolean(),
      amount: z.number().check(z.nonnegative()),
      minCoverage: z.number().check(z.nonnegative()),
      maxCoverage: z.number().check(z.nonnegative()),
      termYears: z.nullable(z.number().check(z.int(), z.positive())),
      monthly: z.number().check(z.nonnegative()),
      annual: z.number().check(z.nonnegative()),
      /** The monthly budget asked about: `requested` is then the largest amount it buys (`inRange` false: under the minimum). */
      monthlyBudget: z.optional(z.number().check(z.positive())),
      /** The rates the premium is priced on: the client's sex, or blended for Other. */
      rates: z.optional(z.enum(rateBases)),
    }),
  ),
});

/** An offered product as the components show it. */
export type Product = z.output<typeof productSchema>;
export type ProductFeature = Product['features'][number];
/** An illustrative premium for one product: at the amount asked, or at the nearest one it offers. */
export type ProductQuote = NonNullable<Product['quote']>;

export const productListSchema = z.array(productSchema);

/** A product not offered, with the reason an agent would give. */
export const declineSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  name: z.string(),
  carrierName: z.string(),
  kind: z.optional(z.enum(productKinds)),
  reason: z.string(),
  /** 'postponed' until results still to come are in; absent: declined. */
  outcome: z.optional(z.literal('postponed')),
  /** Open questions whose answer would make it an offer. */
  dependsOn: z.optional(z.array(z.string())),
  /** When the look-back that declines it runs out. */
  countdowns: z.optional(z.array(countdownSchema)),
});

export type Decline = z.output<typeof declineSchema>;

/** The free-text fields the engine reads. */
export const readingFields = ['medicalConditions', 'medications', 'familyHistory'] as const;
export type ReadingField = (typeof readingFields)[number];

/** How serious a recognised condition is, mildest first. */
export const conditionGrades = ['minor', 'moderate', 'serious', 'critical'] as const;
export type ConditionGrade = (typeof conditionGrades)[number];

/** A question the read-back asks and the agent can answer in place; the answer goes back in the profile's `answers`. */
export const questionSchema = z.object({
  id: z.string(),
  kind: z.enum(questionKinds),
  text: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  /** The option the results assume until the agent answers. */
  assumed: z.string(),
  answer: z.nullable(z.string()),
  /** How it is read now, in words. */
  reading: z.string(),
  evidence: z.array(z.string()),
  /** What some answer changes among the products shown; null: no answer changes any (not counted as one that can change the results). */
  changes: z.optional(z.nullable(z.string())),
});
export type ReadQuestion = z.output<typeof questionSchema>;

/** How the engine read the profile, for the agent to check and correct. */
export const readingSchema = z.object({
  conditions: z.array(
    z.object({
      name: z.string(),
      written: z.string(),
      date: z.string(),
      grade: z.enum(conditionGrades),
      source: z.enum(['listed', 'medication']),
    }),
  ),
  medications: z.array(
    z.object({
      written: z.string(),
      name: z.string(),
      suggests: z.array(z.string()),
      status: z.enum(['confirms', 'suggests', 'ambiguous', 'no-weight']),
      /** What was taken as evidence of the drug's use (dose, schedule, drugs beside it). */
      evidence: z.optional(z.array(z.string())),
      /** While its use is open: the id of the question in `questions` that asks what it is taken for. */
      question: z.optional(z.string()),
    }),
  ),
  ruledOut: z.array(z.object({ written: z.string(), name: z.string() })),
  questions: z.array(questionSchema),
  unrecognised: z.array(z.object({ field: z.enum(readingFields), written: z.string(), words: z.array(z.string()) })),
  tobacco: z.string(),
  build: z.string(),
  family: z.array(z.string()),
  /** The days some product gets better as a look-back runs out: when to call the client back. */
  callBacks: z.optional(z.array(countdownSchema)),
  /** Facts read in their context: pending results, history, borderline, graver, evidence. */
  context: z.optional(z.array(z.object({ kind: z.enum(contextKinds), text: z.string(), written: z.string() }))),
  /** The kind of coverage asked for, when one was: "Final expense only: 42 products of other kinds not searched". */
  coverage: z.optional(z.string()),
});

export type ProfileReading = z.output<typeof readingSchema>;
export type ReadCondition = ProfileReading['conditions'][number];
export type ReadMedication = ProfileReading['medications'][number];
export type Answers = NonNullable<HealthProfile['answers']>;

/** The answer sent to a client that asks for ASSESSMENT_MEDIA_TYPE. */
export const assessmentSchema = z.object({
  products: productListSchema,
  declined: z.array(declineSchema),
  reading: readingSchema,
});

export type Assessment = z.output<typeof assessmentSchema>;
