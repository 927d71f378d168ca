/**
 * A search: the profile read once, every product decided, the offers ranked and explained, the
 * declines named. Pure and deterministic: the same profile, catalog and date give the same answer.
 */
import { assessProduct, catalogRules, tierRank, type CatalogRules, type Client, type Verdict } from './assess';
import { defaultCatalog, vocabularyOf } from './catalog';
import { describeProduct, rateClassLabels, tierBenefits, tierLabels, type ConditionNames } from './describe';
import { readProfile, type ClientCondition, type ClientFacts } from './parse/profile';
import { clientRateClass } from './rateClass';
import { quoteProduct } from './pricing';
import { profileNotes, readingOf } from './reading';
import { conditionGroups, rateClasses, type Assessment, type Condition, type Catalog, type ClientProfile, type Decline, type Offer, type Product } from './types';
import { WEIGHTS } from './weights';

export interface AssessOptions {
  /** "Now" for look-backs; the request's time in the server. */
  now?: Date;
  /** @default the embedded sample catalog */
  catalog?: Catalog;
  /**
   * The most offers returned, best first. The sample catalog never reaches it; a catalog of
   * thousands would otherwise send an agent thousands of cards.
   * @default 100
   */
  limit?: number;
  /**
   * The face amount the agent asked about, in dollars: each offer then carries an illustrative
   * premium (`quote`), at this amount or at the nearest one the product offers. None: no quotes.
   */
  coverageAmount?: number;
}

/** How many of a profile's ambiguous medications are asked about per product (each costs a pass). */
const MAX_QUESTIONS = 4;

function clientOf(facts: ClientFacts, rules: CatalogRules): Client {
  const whole = facts.unrecognised.filter((u) => u.whole);
  const unreadPoints = facts.unrecognised.reduce(
    (sum, u) => sum + (!u.whole ? WEIGHTS.partlyUnrecognised : u.field === 'medications' ? WEIGHTS.unrecognisedMedication : WEIGHTS.unrecognisedCondition),
    0,
  );
  const parts = [whole.length > 0 ? `${whole.length} ${whole.length === 1 ? 'line' : 'lines'} not understood` : '', facts.unrecognised.length > whole.length ? `${facts.unrecognised.length - whole.length} understood in part` : ''];
  return {
    facts,
    rateClass: clientRateClass(facts),
    groups: facts.conditions.map((c) => conditionGroups.indexOf(c.condition.group)),
    notes: profileNotes(facts),
    unreadPoints,
    unreadText: `${parts.filter(Boolean).join(', ')} (see how the profile was read)`,
    memo: new Int16Array(facts.conditions.length * rules.lists.length).fill(-2),
  };
}

type Offered = Extract<Verdict, { offered: true }>;
interface Ranked {
  product: Product;
  verdict: Offered;
  /** The order of `before` up to the id, as one number (larger first): sorting thousands of ties stays cheap. */
  key: number;
}

/**
 * Packs the score shown (7 bits), the tier (2), the rate class (3), the longest term (6), the
 * coverage in thousands (14) and the score's fraction (14) into one exact double, in `before`'s order.
 */
function rankKey(product: Product, verdict: Offered): number {
  const rounded = Math.round(verdict.score);
  let key = rounded;
  key = key * 4 + (3 - tierRank(verdict.tier));
  key = key * 8 + (7 - rateClasses.indexOf(verdict.rateClass));
  key = key * 64 + Math.min(63, verdict.longestTerm);
  key = key * 16384 + Math.min(16383, Math.floor(product.maxCoverage / 1000));
  return key * 16384 + Math.min(16383, Math.max(0, Math.round((verdict.score - rounded + 0.5) * 16383)));
}

/**
 * Best first: the score shown, then what matters to the client when scores tie: the better benefit
 * tier, the better rate class, the longer term open at this age, the wider coverage; the id only
 * separates two identical products.
 */
function before(a: Ranked, b: Ranked): number {
  return b.key - a.key || (a.product.id < b.product.id ? -1 : a.product.id > b.product.id ? 1 : 0);
}

/**
 * The same client with an ambiguous medication also taken for one of its other uses, read the way
 * the profile reads any condition (neuropathy beside diabetes is diabetic neuropathy).
 */
function alternatives(facts: ClientFacts, rules: CatalogRules, byId: ReadonlyMap<string, Condition>): { medication: string; use: string; client: Client }[] {
  const groups = new Set(facts.conditions.map((c) => c.condition.group));
  return facts.ambiguities.slice(0, MAX_QUESTIONS).flatMap((ambiguity) =>
    ambiguity.options
      .filter((option) => option !== ambiguity.assumed)
      .map((option) => {
        const read = option.becomes && groups.has(option.becomes.group) ? (byId.get(option.becomes.id) ?? option) : option;
        const added: ClientCondition = {
          condition: read,
          severity: read.severity,
          yearsAgo: read.course === 'event' ? null : 0,
          dateText: null,
          source: ambiguity.written,
          origin: 'medication',
          severityWords: [],
          impliedBy: ambiguity.medication,
        };
        const conditions = facts.conditions.some((c) => c.condition === read) ? facts.conditions : [...facts.conditions, added];
        return { medication: ambiguity.medication, use: read.name.toLowerCase(), client: clientOf({ ...facts, conditions }, rules) };
      }),
  );
}

/** What an unanswered question would do to this offer, if anything. */
function questionsFor(product: Product, offer: Offered, worlds: ReturnType<typeof alternatives>, rules: CatalogRules): string[] {
  const questions = new Map<string, string>();
  for (const world of worlds) {
    const verdict = assessProduct(product, rules, world.client, false);
    const effect = !verdict.offered
      ? 'would decline this product'
      : tierRank(verdict.tier) > tierRank(offer.tier)
        ? `would make it ${tierLabels[verdict.tier].toLowerCase()}`
        : null;
    // One question per medication: the first use (mildest first) that changes the answer.
    if (effect && !questions.has(world.medication)) questions.set(world.medication, `Ask what ${world.medication} is taken for: ${world.use} ${effect}`);
  }
  return [...questions.values()];
}

/**
 * What to check before applying to an underwritten product, whatever it is: a build that could not
 * be checked, lines that could not be read. Guaranteed issue asks nothing, so it needs none.
 */
function checksFor(facts: ClientFacts): string[] {
  const checks: string[] = [];
  if (facts.heightInches === null || facts.weightPounds === null) checks.push('Check height and weight: the build chart could not be checked');
  const unread = facts.unrecognised.filter((u) => u.whole && u.field === 'medicalConditions').length;
  // One line however many: the lines themselves are quoted once, in how the profile was read.
  if (unread > 0) checks.push(`Check the ${unread === 1 ? 'condition line' : `${unread} condition lines`} not understood before applying: ${unread === 1 ? 'it' : 'they'} could change this offer`);
  return checks;
}

interface QuoteRequest {
  amount: number;
  age: number;
  sex: ClientProfile['gender'];
}

function offerOf(product: Product, verdict: Offered, questions: string[], checks: readonly string[], names: ConditionNames, quote: QuoteRequest | null): Offer {
  const text = describeProduct(product, names);
  const score = Math.round(Math.max(0, verdict.score - questions.length * WEIGHTS.openQuestion));
  const reasons = [...verdict.reasons];
  for (const question of questions) reasons.push(`${question} (−${WEIGHTS.openQuestion})`);
  if (verdict.tier !== 'guaranteed') questions = [...questions, ...checks];
  return {
    id: product.id,
    name: product.name,
    carrierName: product.carrierName,
    matchScore: score,
    description: product.description,
    features: [
      { feature: 'Coverage', value: text.coverage },
      { feature: 'Issue ages', value: text.issueAges },
      ...(verdict.terms.length > 0 ? [{ feature: 'Term lengths', value: `${verdict.terms.join(', ')} years` }] : []),
      { feature: 'Underwriting', value: text.underwriting },
      { feature: 'Benefit', value: tierBenefits[verdict.tier] },
      { feature: 'Rate class', value: rateClassLabels[verdict.rateClass] },
      ...(product.riders.length > 0 ? [{ feature: 'Riders', value: product.riders.join(', ') }] : []),
    ],
    qualifications: text.qualifications,
    exclusions: text.exclusions,
    kind: product.kind,
    tier: verdict.tier,
    rateClass: verdict.rateClass,
    reasons,
    questions,
    ...(quote
      ? { quote: quoteProduct(product, { tier: verdict.tier, rateClass: verdict.rateClass, openTerms: verdict.terms }, { age: quote.age, sex: quote.sex }, quote.amount) }
      : {}),
  };
}

/** Every product decided without words: the offers with their rank keys, the declines with their reasons. */
function decideAll(products: readonly Product[], rules: CatalogRules, client: Client): { ranked: Ranked[]; declined: Decline[] } {
  const ranked: Ranked[] = [];
  const declined: Decline[] = [];
  for (let p = 0; p < products.length; p++) {
    const product = products[p] as Product;
    const verdict = assessProduct(product, rules, client, false, p);
    if (verdict.offered) ranked.push({ product, verdict, key: rankKey(product, verdict) });
    else declined.push({ id: product.id, name: product.name, carrierName: product.carrierName, kind: product.kind, reason: verdict.reason });
  }
  return { ranked, declined };
}

/** The best `limit` scores, highest first, with one more put in its place. */
function insertDescending(scores: number[], score: number, limit: number): number[] {
  const at = scores.findIndex((s) => s < score);
  const next = at < 0 ? [...scores, score] : [...scores.slice(0, at), score, ...scores.slice(at)];
  return next.slice(0, limit);
}

/** The rounded score the `limit`-th best offer reaches: nothing below it minus the open-question penalty can be shown. */
function cutOff(ranked: readonly Ranked[], limit: number): number {
  if (ranked.length <= limit) return 0;
  const counts = new Array<number>(101).fill(0);
  for (const { verdict } of ranked) counts[Math.round(verdict.score)]! += 1;
  let seen = 0;
  for (let score = 100; score >= 0; score--) {
    seen += counts[score] ?? 0;
    if (seen >= limit) return score;
  }
  return 0;
}

export function assessProfile(profile: ClientProfile, { now = new Date(), catalog = defaultCatalog(), limit = 100, coverageAmount }: AssessOptions = {}): Assessment {
  const facts = readProfile(profile, vocabularyOf(catalog), now);
  const rules = catalogRules(catalog);
  const client = clientOf(facts, rules);
  const names = vocabularyOf(catalog).names;
  const { ranked, declined } = decideAll(catalog.products, rules, client);
  const checks = checksFor(facts);
  const worlds = alternatives(facts, rules, vocabularyOf(catalog).conditionById);
  // An open question lowers a score by a bounded amount, so only offers within that of the cut can be shown.
  const penalty = Math.min(facts.ambiguities.length, MAX_QUESTIONS) * WEIGHTS.openQuestion;
  const floor = cutOff(ranked, limit) - penalty;
  const candidates = ranked.filter(({ verdict }) => Math.round(verdict.score) >= floor).sort(before);
  const asked: (Ranked & { questions: string[]; score: number })[] = [];
  let kept: number[] = [];
  for (const { product, verdict, key } of candidates) {
    // Candidates come best first and a question only lowers a score: once `limit` offers score at
    // least what this one could reach, it and every later one lose (a tie goes to the earlier).
    if (kept.length >= limit && Math.round(verdict.score) <= (kept[limit - 1] ?? 0)) break;
    const questions = worlds.length > 0 ? questionsFor(product, verdict, worlds, rules) : [];
    const score = Math.round(Math.max(0, verdict.score - questions.length * WEIGHTS.openQuestion));
    asked.push({ product, verdict, key, questions, score });
    if (penalty > 0) kept = insertDescending(kept, score, limit);
    else kept.push(score);
  }
  if (penalty > 0) asked.sort((a, b) => b.score - a.score || before(a, b));
  const quote = coverageAmount === undefined ? null : { amount: coverageAmount, age: facts.age, sex: profile.gender };
  // Only what is returned is explained.
  const offered = asked.slice(0, limit).map(({ product, questions }) => {
    const verdict = assessProduct(product, rules, client, true) as Offered;
    return offerOf(product, verdict, questions, checks, names, quote);
  });
  return { offered, declined, reading: readingOf(facts) };
}
