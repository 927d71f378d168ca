/**
 * The lookup: what the catalog makes of a drug or a condition on its own. Each term is read by the
 * search's reader (read.ts); the terms read become the plain profile an agent would have typed (a
 * conditions line "stroke 2022", a medications line "Eliquis"), at the age given or, without one, at
 * an age inside every product's issue ages (commonAge; or each product's own); and every product is decided for it by the search's own
 * start (decidingFor: the same reading, questions and client) and its own decision (assessProduct).
 * So a product's outcome here is the search's for that profile, which the property test
 * (tests/unit/engine/lookupAgreement.test.ts) holds. Several terms are one profile: what holds for all.
 */
import { assessProduct, tierRank, type Verdict } from '../assess';
import { defaultCatalog } from '../catalog';
import { drugUseQuestionId } from '../questions';
import { decidingFor } from '../search';
import { capital } from '../text';
import { rateClasses, type Catalog, type ClientProfile, type Product } from '../types';
import { DatedClients, isDatable, lookBackOf } from './lookBacks';
import { plainProfile, ProfileReads, readTerm } from './read';
import { lookupOutcomeLabels, lookupOutcomes, type LookupAnswer, type LookupLeftOut, type LookupProduct, type LookupRequest, type LookupTerm, type LookupVerdict } from './types';

/** Without an age, each product is decided at this age, or at the nearest one it issues at. */
export const LOOKUP_AGE = 60;

export interface LookUpOptions {
  /** "Now" for dates and look-backs; the request's time in the server. */
  today?: Date;
}

const commonAges = new WeakMap<Catalog, number | null>();

/**
 * Without an age: the age nearest LOOKUP_AGE that every product of the catalog issues at (50 in the
 * sample catalog), so one profile decides them all; null when no age is inside every product's.
 */
export function commonAge(catalog: Catalog): number | null {
  let age = commonAges.get(catalog);
  if (age === undefined) {
    const from = Math.max(...catalog.products.map((p) => p.minIssueAge));
    const to = Math.min(...catalog.products.map((p) => p.maxIssueAge));
    commonAges.set(catalog, (age = from <= to ? Math.min(to, Math.max(from, LOOKUP_AGE)) : null));
  }
  return age;
}

/** The age a product is decided at: the one given; else the catalog's common age; else LOOKUP_AGE brought inside its issue ages. */
export const ageFor = (product: Pick<Product, 'minIssueAge' | 'maxIssueAge'>, age: number | undefined, common: number | null) =>
  age ?? common ?? Math.min(product.maxIssueAge, Math.max(product.minIssueAge, LOOKUP_AGE));

/** A verdict in the lookup's words: its group, tier and class, or the search's reason. */
export function verdictOf(v: Verdict): LookupVerdict {
  if (!v.offered) return { outcome: v.postponed ? 'postponed' : 'declined', tier: null, rateClass: null, reason: v.reason };
  const outcome = v.tier === 'level' ? 'level' : v.tier === 'guaranteed' ? 'guaranteed' : 'graded';
  return { outcome, tier: v.tier, rateClass: v.rateClass, reason: null };
}

/** The plain profile's lines: each term read, on the line it was read from. */
function linesOf(found: readonly LookupTerm[]) {
  const on = (field: 'medications' | 'medicalConditions') => found.flatMap((t) => (t.line?.field === field ? [t.line.text] : [])).join('\n');
  return { medications: on('medications'), medicalConditions: on('medicalConditions') };
}

/** What one age's profile decides: each product's verdict, under each drug's uses too, and its look-backs. */
function decideAt(profile: ClientProfile, products: readonly number[], catalog: Catalog, today: Date, reads: ProfileReads, drugNames: ReadonlyMap<string, string>, into: Map<number, LookupProduct>) {
  const deciding = decidingFor(profile, catalog, today, {}, reads.of(profile));
  const { rules, client, facts } = deciding;
  // A drug with several uses: the same profile with each use answered, as the agent would answer it in
  // the search (its text read once: the answers play no part in reading it).
  const uses = deciding.asked.all
    .filter(({ question }) => question.kind === 'use')
    .flatMap(({ question }) =>
      question.options.map((option) => ({
        drug: drugNames.get(question.id) ?? question.id,
        use: option.label,
        client: decidingFor({ ...profile, answers: { ...profile.answers, [question.id]: option.value } }, catalog, today, {}, deciding.read).client,
      })),
    );
  const dated = facts.conditions.filter(isDatable);
  const clients = new DatedClients(facts, rules);
  const named = dated.length > 1;
  for (const p of products) {
    const product = catalog.products[p] as Product;
    const lookBacks = dated.flatMap((c) => {
      const text = lookBackOf(p, c, rules, clients, product);
      return text === null ? [] : [named ? `${c.condition.name}: ${text}` : text];
    });
    const verdict = verdictOf(assessProduct(product, rules, client, false, p));
    // Written out field by field (no spread of the verdict): one object per product and per use.
    into.set(p, {
      id: product.id,
      name: product.name,
      carrierName: product.carrierName,
      kind: product.kind,
      issueAges: `${product.minIssueAge} to ${product.maxIssueAge}`,
      outcome: verdict.outcome,
      tier: verdict.tier,
      rateClass: verdict.rateClass,
      reason: verdict.reason,
      lookBacks,
      byUse: uses.map(({ drug, use, client: answered }) => {
        const v = verdictOf(assessProduct(product, rules, answered, false, p));
        return { drug, use, outcome: v.outcome, tier: v.tier, rateClass: v.rateClass, reason: v.reason };
      }),
    });
  }
}

const drugNameMaps = new WeakMap<Catalog, ReadonlyMap<string, string>>();

/** Each drug's name by the id of the question what it is taken for, once per catalog. */
function drugNamesOf(catalog: Catalog): ReadonlyMap<string, string> {
  let names = drugNameMaps.get(catalog);
  if (!names) drugNameMaps.set(catalog, (names = new Map(catalog.medications.map((m) => [drugUseQuestionId(m.id), capital(m.names[0] ?? m.id)]))));
  return names;
}

const quoted = (items: readonly string[]) => items.map((t) => `'${t}'`).join(', ');

/** What the answer stands for, in a line: products left out by age, the age used without one, terms not found. */
function noteOf(request: LookupRequest, common: number | null, leftOut: number, found: number, notFound: readonly string[]): string | null {
  const parts: string[] = [];
  if (request.age !== undefined && leftOut > 0) parts.push(`${leftOut} ${leftOut === 1 ? 'product' : 'products'} left out: ${leftOut === 1 ? 'it does' : 'they do'} not issue at ${request.age}`);
  if (request.age === undefined && found > 0) {
    parts.push(common === null ? `No age given: each product is decided at ${LOOKUP_AGE}, or at the nearest age it issues at` : `No age given: every product is decided at ${common}, an age each of them issues at`);
  }
  if (notFound.length > 0) parts.push(`Not found, so not looked up: ${quoted(notFound)}`);
  return parts.length === 0 ? null : parts.join('. ');
}

/**
 * Every product of the catalog with its outcome for the terms looked up, in the five groups (best
 * first inside each: the tier, the rate class, then the catalog's order). Pure: the same request,
 * catalog and day give the same answer.
 */
export function lookUp(request: LookupRequest, catalog: Catalog = defaultCatalog(), { today = new Date() }: LookUpOptions = {}): LookupAnswer {
  const common = commonAge(catalog);
  // The terms are read for the client decided (at the age most products are decided at), so a lone
  // term's read is its decision's own.
  const reads = new ProfileReads(catalog, today);
  const reader = { reads, age: request.age ?? common ?? LOOKUP_AGE, sex: request.sex, tobacco: request.tobacco };
  const terms = request.q.map((q) => readTerm(q.trim(), catalog, today, reader));
  const found = terms.filter((t) => t.line !== null);
  const leftOut: LookupLeftOut[] = [];
  const decided = new Map<number, LookupProduct>();
  if (found.length > 0) {
    const byAge = new Map<number, number[]>();
    catalog.products.forEach((product, p) => {
      const age = ageFor(product, request.age, common);
      if (age < product.minIssueAge || age > product.maxIssueAge) {
        leftOut.push({ id: product.id, name: product.name, carrierName: product.carrierName, kind: product.kind, reason: `Issue ages ${product.minIssueAge} to ${product.maxIssueAge}` });
      } else {
        const at = byAge.get(age);
        if (at) at.push(p);
        else byAge.set(age, [p]);
      }
    });
    const drugNames = drugNamesOf(catalog);
    for (const [age, products] of byAge) decideAt(plainProfile(linesOf(found), age, request.sex, request.tobacco), products, catalog, today, reads, drugNames, decided);
  }
  const ordered = [...decided.entries()].sort(([a, x], [b, y]) => rank(x) - rank(y) || a - b).map(([, product]) => product);
  return {
    terms,
    age: request.age ?? null,
    groups: lookupOutcomes.map((outcome) => ({ outcome, label: lookupOutcomeLabels[outcome], products: ordered.filter((p) => p.outcome === outcome) })),
    leftOut,
    note: noteOf(request, common, leftOut.length, found.length, terms.filter((t) => t.line === null).map((t) => t.written)),
  };
}

const rank = (p: LookupVerdict) => (p.tier === null ? 99 : tierRank(p.tier) * 8 + rateClasses.indexOf(p.rateClass ?? 'standard'));
