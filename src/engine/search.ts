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
  return {
    facts,
    rateClass: clientRateClass(facts),
    groups: facts.conditions.map((c) => conditionGroups.indexOf(c.condition.group)),
    notes: profileNotes(facts),
  };
}

type Offered = Extract<Verdict, { offered: true }>;
interface Ranked {
  product: Product;
  verdict: Offered;
  longestTerm: number;
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
    b.longestTerm - a.longestTerm ||
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

export function assessProfile(profile: ClientProfile, { now = new Date(), catalog = defaultCatalog(), limit = 100 }: AssessOptions = {}): Assessment {
  const facts = readProfile(profile, vocabularyOf(catalog), now);
  const client = clientOf(facts);
  const rules = rulesByGroup(catalog);
  const ranked: Ranked[] = [];
  const declined: Decline[] = [];
  for (const product of catalog.products) {
    const verdict = assessProduct(product, rules.get(product) ?? [], client, false);
    if (verdict.offered) ranked.push({ product, verdict, longestTerm: Math.max(0, ...verdict.terms) });
    else declined.push({ id: product.id, name: product.name, carrierName: product.carrierName, kind: product.kind, reason: verdict.reason });
  }
  ranked.sort(before);
  const worlds = alternatives(facts);
  // Only what is returned is explained; an open question can lower a score, so the list is sorted again.
  const offered = ranked.slice(0, limit).map(({ product }) => {
    const verdict = assessProduct(product, rules.get(product) ?? [], client, true) as Offered;
    return { offer: offerOf(product, verdict, questionsFor(product, verdict, worlds, catalog), vocabularyOf(catalog).names), verdict, product };
  });
  offered.sort(
    (a, b) =>
      b.offer.matchScore - a.offer.matchScore ||
      before({ product: a.product, verdict: a.verdict, longestTerm: Math.max(0, ...a.verdict.terms) }, { product: b.product, verdict: b.verdict, longestTerm: Math.max(0, ...b.verdict.terms) }),
  );
  return { offered: offered.map((o) => o.offer), declined, reading: readingOf(facts) };
}
