/**
 * A search: the profile read once, every product decided, the offers ranked and explained, the
 * declines named. Pure and deterministic: the same profile, catalog and date give the same answer.
 */
import { assessProduct, rulesByGroup, tierRank, type Client, type Verdict } from './assess';
import { defaultCatalog, vocabularyOf } from './catalog';
import { describeProduct, rateClassLabels, tierBenefits, tierLabels, type ConditionNames } from './describe';
import { readProfile, type ClientCondition, type ClientFacts } from './parse/profile';
import { clientRateClass } from './rateClass';
import { profileNotes, readingOf } from './reading';
import { conditionGroups, rateClasses, type Assessment, type Catalog, type ClientProfile, type Decline, type Offer, type Product } from './types';
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
}

/** How many of a profile's ambiguous medications are asked about per product (each costs a pass). */
const MAX_QUESTIONS = 4;

function clientOf(facts: ClientFacts): Client {
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
  };
}

type Offered = Extract<Verdict, { offered: true }>;
interface Ranked {
  product: Product;
  verdict: Offered;
}

/**
 * Best first: the score shown, then what matters to the client when scores tie: the better benefit
 * tier, the better rate class, the longer term open at this age, the wider coverage; the id only
 * separates two identical products.
 */
function before(a: Ranked, b: Ranked): number {
  return (
    Math.round(b.verdict.score) - Math.round(a.verdict.score) ||
    tierRank(a.verdict.tier) - tierRank(b.verdict.tier) ||
    rateClasses.indexOf(a.verdict.rateClass) - rateClasses.indexOf(b.verdict.rateClass) ||
    b.verdict.longestTerm - a.verdict.longestTerm ||
    b.product.maxCoverage - a.product.maxCoverage ||
    b.verdict.score - a.verdict.score ||
    (a.product.id < b.product.id ? -1 : a.product.id > b.product.id ? 1 : 0)
  );
}

/** The same client with an ambiguous medication read as one of its other uses. */
function alternatives(facts: ClientFacts): { medication: string; use: string; client: Client }[] {
  return facts.ambiguities.slice(0, MAX_QUESTIONS).flatMap((ambiguity) =>
    ambiguity.options
      .filter((option) => option !== ambiguity.assumed)
      .map((option) => {
        const conditions = facts.conditions.map((c): ClientCondition =>
          c.condition === ambiguity.assumed && c.impliedBy === ambiguity.medication
            ? { ...c, condition: option, severity: option.severity, yearsAgo: option.course === 'event' ? null : 0 }
            : c,
        );
        return { medication: ambiguity.medication, use: option.name.toLowerCase(), client: clientOf({ ...facts, conditions }) };
      }),
  );
}

/** What an unanswered question would do to this offer, if anything. */
function questionsFor(product: Product, offer: Offered, worlds: ReturnType<typeof alternatives>, catalog: Catalog): string[] {
  const byGroup = rulesByGroup(catalog).get(product) ?? [];
  const questions = new Map<string, string>();
  for (const world of worlds) {
    const verdict = assessProduct(product, byGroup, world.client, false);
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

function offerOf(product: Product, verdict: Offered, questions: string[], names: ConditionNames): Offer {
  const text = describeProduct(product, names);
  const score = Math.round(Math.max(0, verdict.score - questions.length * WEIGHTS.openQuestion));
  const reasons = [...verdict.reasons];
  for (const question of questions) reasons.push(`${question} (−${WEIGHTS.openQuestion})`);
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
  };
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

export function assessProfile(profile: ClientProfile, { now = new Date(), catalog = defaultCatalog(), limit = 100 }: AssessOptions = {}): Assessment {
  const facts = readProfile(profile, vocabularyOf(catalog), now);
  const client = clientOf(facts);
  const rules = rulesByGroup(catalog);
  const names = vocabularyOf(catalog).names;
  const ranked: Ranked[] = [];
  const declined: Decline[] = [];
  for (const product of catalog.products) {
    const verdict = assessProduct(product, rules.get(product) ?? [], client, false);
    if (verdict.offered) ranked.push({ product, verdict });
    else declined.push({ id: product.id, name: product.name, carrierName: product.carrierName, kind: product.kind, reason: verdict.reason });
  }
  const worlds = alternatives(facts);
  // An open question lowers a score by a bounded amount, so only offers within that of the cut can be shown.
  const penalty = Math.min(facts.ambiguities.length, MAX_QUESTIONS) * WEIGHTS.openQuestion;
  const floor = cutOff(ranked, limit) - penalty;
  const candidates = ranked.filter(({ verdict }) => Math.round(verdict.score) >= floor).sort(before);
  const asked = candidates.map(({ product, verdict }) => {
    const questions = worlds.length > 0 ? questionsFor(product, verdict, worlds, catalog) : [];
    return { product, verdict, questions, score: Math.round(Math.max(0, verdict.score - questions.length * WEIGHTS.openQuestion)) };
  });
  if (penalty > 0) asked.sort((a, b) => b.score - a.score || before(a, b));
  // Only what is returned is explained.
  const offered = asked.slice(0, limit).map(({ product, questions }) => {
    const verdict = assessProduct(product, rules.get(product) ?? [], client, true) as Offered;
    return offerOf(product, verdict, questions, names);
  });
  return { offered, declined, reading: readingOf(facts) };
}
