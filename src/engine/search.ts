/**
 * A search: the profile read once, every product decided, the offers ranked and explained, the
 * declines named. Pure and deterministic: the same profile, catalog and date give the same answer.
 */
import { assessProduct, catalogRules, lowerScore, tierRank, type CatalogRules, type Client, type Verdict } from './assess';
import { defaultCatalog, vocabularyOf } from './catalog';
import { describeProduct, rateClassLabels, tierBenefits, tierLabels, type ConditionNames } from './describe';
import { readProfile, type ClientFacts } from './parse/profile';
import { clientRateClass } from './rateClass';
import { quoteProduct, type QuoteAsk } from './pricing';
import { profileNotes, readingOf } from './reading';
import { askQuestions, dayText, edgesFor, isoDay, questionOf, type OpenQuestion } from './questions';
import { holdsOffers } from './heldWords';
import { YEAR_MS } from './parse/lineDetails';
import { capital } from './text';
import { askedKinds, conditionGroups, isKindAsked, rateClasses, type Alternative, type AskedKind, type Assessment, type Catalog, type ClientProfile, type Countdown, type Decline, type Offer, type Product } from './types';
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
  /**
   * A monthly budget in dollars, instead of an amount: each offer is quoted at the largest amount it
   * writes within it. Not with `coverageAmount` (which wins).
   */
  monthlyBudget?: number;
  /**
   * The term asked for, in years: term products are priced for it, and a term product without it
   * open at the client's age is not offered (its decline says which terms are open).
   */
  termYears?: number;
  /** The kind of coverage asked for: products of other kinds are not searched (nor listed as declined). */
  kind?: AskedKind;
}

/** What is asked beside the profile, as every client of a search carries it. */
export interface Ask {
  coverageAmount?: number;
  termYears?: number;
}

/**
 * `withMemo`: decisions remembered per condition and rule list. The search's own client decides every
 * product and needs it; a client for one answer or one later day decides only the products shown and
 * explained (a few hundred), where a memo the size of a large catalog's lists would cost more than it saves.
 */
export function clientOf(facts: ClientFacts, rules: CatalogRules, ask: Ask, withMemo = false): Client {
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
    postponed: postponedReason(facts),
    unreadPoints,
    unreadText: `${parts.filter(Boolean).join(', ')} (see how the profile was read)`,
    ...(withMemo ? { memo: new Int16Array(facts.conditions.length * rules.lists.length).fill(-2) } : {}),
    ...(ask.coverageAmount === undefined ? {} : { coverageAmount: ask.coverageAmount }),
    ...(ask.termYears === undefined ? {} : { termYears: ask.termYears }),
  };
}

/**
 * Why every underwritten product waits, the same words for each: words the engine cannot read, held
 * until the agent says what they are ("Held until 'zorbatitis' is answered: a word the engine cannot
 * read"), then results still to come ("Postponed until the results are in: lung nodule, …").
 */
function postponedReason(facts: ClientFacts): string | null {
  const reasons: string[] = [];
  const held = facts.held;
  if (held.length > 0) {
    const quoted = orWords(held.slice(0, 3).map((w) => `'${w}'`)) + (held.length > 3 ? ` and ${held.length - 3} more` : '');
    reasons.push(`Held until ${quoted} ${held.length === 1 ? 'is' : 'are'} answered: ${held.length === 1 ? 'a word' : 'words'} the engine cannot read`);
  }
  const pending = facts.context.filter((c) => c.kind === 'pending');
  if (pending.length > 0) reasons.push(`Postponed until the results are in: ${pending.map((p) => p.text).join('; ')}`);
  return reasons.length === 0 ? null : reasons.join('. ');
}

type Offered = Extract<Verdict, { offered: true }>;
interface Ranked {
  product: Product;
  verdict: Offered;
  /** The order of `before` up to the id, as one number (larger first): sorting thousands of ties stays cheap. */
  key: number;
}

/**
 * Packs the score shown (7 bits), the score's fraction (14), the tier (2), the rate class (3), the
 * longest term (6) and the coverage in thousands (14) into one exact double, in `before`'s order.
 */
function rankKey(product: Product, verdict: Offered): number {
  const rounded = Math.round(verdict.score);
  let key = rounded;
  key = key * 16384 + Math.min(16383, Math.max(0, Math.round((verdict.score - rounded + 0.5) * 16383)));
  key = key * 4 + (3 - tierRank(verdict.tier));
  key = key * 8 + (7 - rateClasses.indexOf(verdict.rateClass));
  key = key * 64 + Math.min(63, verdict.longestTerm);
  return key * 16384 + Math.min(16383, Math.floor(product.maxCoverage / 1000));
}

/**
 * Best first: the score shown, then the score before rounding (the points in the reasons), then what
 * matters to the client when scores are equal: the better benefit tier, the better rate class, the
 * longer term open at this age, the wider coverage; the id only separates two identical products.
 */
function before(a: Ranked, b: Ranked): number {
  return b.key - a.key || (a.product.id < b.product.id ? -1 : a.product.id > b.product.id ? 1 : 0);
}

function placeOf(product: Product, rules: CatalogRules): number {
  const at = rules.indexOf.get(product);
  if (at === undefined) throw new Error(`Product "${product.id}" is not in the catalog these rules were prepared from`);
  return at;
}

/** An answer's outcome for one product, comparable: worse is larger. */
function outcomeRank(v: Verdict): number {
  return v.offered ? tierRank(v.tier) * 8 + rateClasses.indexOf(v.rateClass) : 1000;
}

/** The benefit only (offered or not, and the tier): what an open question's penalty weighs. */
const benefitRank = (v: Verdict) => (v.offered ? tierRank(v.tier) : 1000);

/** Each open question's answers, grouped as the rules read them, each group with the client it makes (null: the facts as assumed). */
interface World {
  question: OpenQuestion;
  groups: { values: readonly string[]; client: Client | null }[];
}

function worldsOf(open: readonly OpenQuestion[], facts: ClientFacts, rules: CatalogRules, amount: Ask): World[] {
  return open.map((question) => ({
    question,
    groups: question.groups.map((g) => ({
      values: g.values,
      client: g.values.includes(question.assumed) && !question.alone ? null : clientOf(question.apply(question.alone?.(facts) ?? facts, g.representative), rules, amount),
    })),
  }));
}

/** The words of an outcome in a "depends on" line: "level", "graded at Standard", "declined", "held", "postponed". */
function outcomeWords(v: Verdict, withClass: boolean): string {
  if (!v.offered) return !v.postponed ? 'declined' : v.reason.startsWith('Held') ? 'held' : 'postponed';
  const tier = tierLabels[v.tier].toLowerCase();
  return withClass ? `${tier} at ${rateClassLabels[v.rateClass]}` : tier;
}

/** What one open question's other answers make of a product: the answers in one group, and the verdict. */
interface OtherAnswer {
  question: OpenQuestion;
  values: string[];
  verdict: Verdict;
}

interface Depends {
  texts: string[];
  /** How many questions have an answer that would lower the benefit shown. */
  worse: number;
  /** The questions some answer of which changes this product. */
  changedBy: string[];
  /** Each changing question's other answers with what the product would be then, outcome by outcome. */
  others: OtherAnswer[];
}

const NOTHING_DEPENDS: Depends = Object.freeze({ texts: [], worse: 0, changedBy: [], others: [] }) as unknown as Depends;

/**
 * What each open question's answers do to one product: "Depends on what quetiapine is taken for:
 * level if insomnia or depression; declined if bipolar disorder or schizophrenia", how many of the
 * questions have an answer that would make it worse than it is shown, and its other outcomes.
 */
function dependsFor(product: Product, shown: Verdict, worlds: readonly World[], rules: CatalogRules, at: number): Depends {
  const depends: Depends = { texts: [], worse: 0, changedBy: [], others: [] };
  for (const { question, groups } of worlds) {
    const outcomes = groups.map((g) => (g.client ? assessProduct(product, rules, g.client, false, at) : shown));
    const ranks = outcomes.map(outcomeRank);
    if (ranks.every((r) => r === ranks[0])) continue;
    depends.changedBy.push(question.id);
    // Points are lost for a benefit an answer could lower, not for a rate class (which a heavier build
    // or a worse fact may already have lowered: a penalty for it would make a worse profile score higher).
    if (outcomes.some((o) => benefitRank(o) > benefitRank(shown))) depends.worse++;
    const offered = outcomes.filter((o): o is Offered => o.offered);
    const withClass = offered.some((o) => o.rateClass !== offered[0]?.rateClass);
    // Answers with one outcome read together; for a range only neighbours do.
    const parts: { words: string; values: string[]; verdict: Verdict }[] = [];
    outcomes.forEach((outcome, i) => {
      const words = outcomeWords(outcome, withClass);
      const values = groups[i]?.values ?? [];
      const same = question.ordered ? parts[parts.length - 1] : parts.find((p) => p.words === words);
      if (same && same.words === words) same.values.push(...values);
      else parts.push({ words, values: [...values], verdict: outcome });
    });
    depends.texts.push(`Depends on ${question.subject}: ${parts.map((p) => `${p.words} if ${question.span(p.values)}`).join('; ')}`);
    const shownRank = outcomeRank(shown);
    for (const p of parts) if (outcomeRank(p.verdict) !== shownRank) depends.others.push({ question, values: p.values, verdict: p.verdict });
  }
  return depends;
}

/** One other answer as the card and the printed summary show it, priced when a quote was asked. */
function alternativeOf({ question, values, verdict }: OtherAnswer, price: (v: Offered) => number | null): Alternative {
  return {
    questionId: question.id,
    when: question.answeredAs(values),
    plainWhen: 'if an answer still to give differs',
    outcome: outcomeWords(verdict, true),
    offered: verdict.offered,
    tier: verdict.offered ? verdict.tier : null,
    rateClass: verdict.offered ? verdict.rateClass : null,
    monthly: verdict.offered ? price(verdict) : null,
  };
}

/** The same facts some time from now: every dated event that much older (look-backs run out). */
interface Later {
  years: number;
  date: string;
  day: string;
  /** The look-backs that end on that day ("the heart attack reaches 2 years"). */
  crossing: string[];
  client: Client;
}

/** At most this many future days are tried for a countdown. */
const MAX_LATER = 8;

function laterWorlds(facts: ClientFacts, rules: CatalogRules, now: Date, amount: Ask): Later[] {
  const steps = new Map<number, { at: number; crossing: Set<string> }>();
  for (const c of facts.conditions) {
    if (c.yearsAgo === null || c.yearsAgo <= 0) continue;
    const yearsAgo = c.yearsAgo;
    const event = now.getTime() - yearsAgo * YEAR_MS;
    for (const edge of edgesFor(c, rules)) {
      if (edge <= yearsAgo || edge - yearsAgo > 10) continue;
      // The engine counts years of 365.25 days; a carrier counts the calendar anniversary. The later of
      // the two, so a call back on that day never finds the look-back still running.
      const anniversary = new Date(event);
      anniversary.setUTCFullYear(anniversary.getUTCFullYear() + Math.floor(edge), anniversary.getUTCMonth() + Math.round((edge % 1) * 12));
      const at = Math.max(now.getTime() + (edge - yearsAgo) * YEAR_MS, anniversary.getTime());
      // Rounded up, so the event is at least `edge` years old in that world, whatever the float error.
      const step = Math.ceil((edge - yearsAgo) * 1e6 + 1) / 1e6;
      const entry = steps.get(step) ?? { at, crossing: new Set<string>() };
      entry.at = Math.max(entry.at, at);
      entry.crossing.add(`the ${c.condition.name.toLowerCase()} reaches ${edge === 1 ? '1 year' : `${edge} years`}`);
      steps.set(step, entry);
    }
  }
  return [...steps.entries()]
    .sort((a, b) => a[0] - b[0])
    .slice(0, MAX_LATER)
    .map(([years, { at, crossing }]) => {
      const when = new Date(at);
      const older = facts.conditions.map((c) => (c.yearsAgo !== null && c.yearsAgo > 0 ? { ...c, yearsAgo: c.yearsAgo + years } : c));
      // The client is older then too, counted up (the birthday is not known): a product whose issue
      // ages end first never names a day it will not be open.
      const age = facts.age + Math.ceil(years);
      return { years, date: isoDay(when), day: dayText(when), crossing: [...crossing], client: clientOf({ ...facts, age, conditions: older }, rules, amount) };
    });
}

/** The first day a look-back runs out and this product gets better: "The stent reaches 3 years on 12 March 2027: then level". */
function countdownFor(product: Product, shown: Verdict, later: readonly Later[], rules: CatalogRules, at: number): Countdown | null {
  if (shown.offered && shown.tier === 'level') return null;
  for (const world of later) {
    const verdict = assessProduct(product, rules, world.client, false, at);
    if (outcomeRank(verdict) < outcomeRank(shown)) {
      const then = verdict.offered ? tierLabels[verdict.tier].toLowerCase() : 'declined';
      return { date: world.date, text: `${capital(orWords(world.crossing))} on ${world.day}: then ${then}` };
    }
  }
  return null;
}

const orWords = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`);

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
  ask: QuoteAsk;
  age: number;
  sex: ClientProfile['gender'];
}

function offerOf(product: Product, verdict: Offered, depends: Depends, countdown: Countdown | null, checks: readonly string[], names: ConditionNames, quote: QuoteRequest | null): Offer {
  const text = describeProduct(product, names);
  const score = Math.round(lowerScore(verdict, depends.worse * WEIGHTS.openQuestion));
  const reasons = [...verdict.reasons];
  if (depends.worse > 0) reasons.push(`An open question could make it worse (−${depends.worse * WEIGHTS.openQuestion}): see what it depends on`);
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
      ...(product.premiumYears !== null ? [{ feature: 'Premiums', value: `Paid for ${product.premiumYears} years, then paid up` }] : []),
      ...(product.riders.length > 0 ? [{ feature: 'Riders', value: product.riders.join(', ') }] : []),
    ],
    qualifications: text.qualifications,
    exclusions: text.exclusions,
    kind: product.kind,
    tier: verdict.tier,
    rateClass: verdict.rateClass,
    reasons,
    questions: verdict.tier === 'guaranteed' ? [] : [...checks],
    dependsOn: depends.texts,
    countdowns: countdown ? [countdown] : [],
    alternatives: depends.others.map((other) => alternativeOf(other, (v) => (quote ? priced(product, v, quote).monthly : null))),
    ...(quote ? { quote: priced(product, verdict, quote) } : {}),
  };
}

/** A product's illustrative premium for a verdict (its tier, class and the terms open). */
const priced = (product: Product, verdict: Offered, quote: QuoteRequest) =>
  quoteProduct(product, { tier: verdict.tier, rateClass: verdict.rateClass, openTerms: verdict.terms }, { age: quote.age, sex: quote.sex }, quote.ask);

const NO_LINES = Object.freeze([]) as unknown as string[];
const NO_COUNTDOWNS = Object.freeze([]) as unknown as Countdown[];

/** Every product decided without words: the offers with their rank keys, the declines with their reasons. */
function decideAll(products: readonly Product[], rules: CatalogRules, client: Client, kind: AskedKind | undefined): { ranked: Ranked[]; declined: Decline[]; declinedAt: number[] } {
  const ranked: Ranked[] = [];
  const declined: Decline[] = [];
  /** Each decline's place in the catalog. */
  const declinedAt: number[] = [];
  for (let p = 0; p < products.length; p++) {
    const product = products[p] as Product;
    if (!isKindAsked(product.kind, kind)) continue;
    const verdict = assessProduct(product, rules, client, false, p);
    if (verdict.offered) ranked.push({ product, verdict, key: rankKey(product, verdict) });
    // Shared empty lists: a large catalog declines thousands; the few explained get lists of their own.
    else {
      declined.push({
        id: product.id,
        name: product.name,
        carrierName: product.carrierName,
        kind: product.kind,
        reason: verdict.reason,
        ...(verdict.postponed ? { outcome: 'postponed' as const } : {}),
        dependsOn: NO_LINES,
        countdowns: NO_COUNTDOWNS,
      });
      declinedAt.push(p);
    }
  }
  return { ranked, declined, declinedAt };
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

/** Whether a product writes what was asked: the amount within its range, or its minimum within the budget. */
function writesAsked(product: Product, verdict: Offered, age: number, quote: QuoteRequest): boolean {
  if ('amount' in quote.ask) return quote.ask.amount >= product.minCoverage && quote.ask.amount <= product.maxCoverage;
  const openTerms = product.termOptions.filter((t) => age <= t.maxIssueAge).map((t) => t.years);
  return quoteProduct(product, { tier: verdict.tier, rateClass: verdict.rateClass, openTerms }, { age, sex: quote.sex }, quote.ask).inRange;
}

type Chosen = Ranked & { depends: Depends; score: number };

/** The best `limit` of some offers, best first, each with what open questions make it depend on (and the points that cost). */
function bestOf(ranked: readonly Ranked[], limit: number, worlds: readonly World[], rules: CatalogRules): Chosen[] {
  if (limit <= 0 || ranked.length === 0) return [];
  // An open question lowers a score by a bounded amount, so only offers within that of the cut can be shown.
  const penalty = worlds.length * WEIGHTS.openQuestion;
  const floor = cutOff(ranked, limit) - penalty;
  const candidates = ranked.filter(({ verdict }) => Math.round(verdict.score) >= floor).sort(before);
  const chosen: Chosen[] = [];
  let kept: number[] = [];
  for (const { product, verdict, key } of candidates) {
    // Candidates come best first and a question only lowers a score: once `limit` offers score at
    // least what this one could reach, it and every later one lose (a tie goes to the earlier).
    if (kept.length >= limit && Math.round(verdict.score) <= (kept[limit - 1] ?? 0)) break;
    const depends = worlds.length > 0 ? dependsFor(product, verdict, worlds, rules, placeOf(product, rules)) : NOTHING_DEPENDS;
    const score = Math.round(lowerScore(verdict, depends.worse * WEIGHTS.openQuestion));
    chosen.push({ product, verdict, key, depends, score });
    if (penalty > 0) kept = insertDescending(kept, score, limit);
    else kept.push(score);
  }
  if (penalty > 0) chosen.sort((a, b) => b.score - a.score || before(a, b));
  return chosen.slice(0, limit);
}

/**
 * Declines given a "depends on" line and a countdown, at most: a catalog of thousands declines
 * thousands, and each costs a decision per answer and per day tried.
 */
const MAX_EXPLAINED_DECLINES = 200;

/**
 * What a search decides every product for: the catalog's words and rules, the profile read and its
 * questions asked (the answers given applied, the others assumed), and the client made of those
 * facts. The search and the lookup (lookup/) both start here, so they decide alike.
 */
export function decidingFor(profile: ClientProfile, catalog: Catalog, now: Date, ask: Ask = {}, read?: ClientFacts) {
  const vocabulary = vocabularyOf(catalog);
  const rules = catalogRules(catalog);
  // The profile's text as read: the answers play no part in it, so the same text with other answers
  // (the lookup's drug uses) may pass the read it already has.
  const text = read ?? readProfile(profile, vocabulary, now);
  const asked = askQuestions(text, rules, vocabulary.conditionById, now, profile.answers, (word) => holdsOffers(word, catalog));
  return { vocabulary, rules, read: text, asked, facts: asked.facts, client: clientOf(asked.facts, rules, ask, true) };
}

export function assessProfile(profile: ClientProfile, { now = new Date(), catalog = defaultCatalog(), limit = 100, coverageAmount, monthlyBudget, termYears, kind }: AssessOptions = {}): Assessment {
  const ask: Ask = { ...(coverageAmount === undefined ? {} : { coverageAmount }), ...(termYears === undefined ? {} : { termYears }) };
  const { vocabulary, rules, asked, facts, client } = decidingFor(profile, catalog, now, ask);
  const names = vocabulary.names;
  const { ranked, declined, declinedAt } = decideAll(catalog.products, rules, client, kind);
  const checks = checksFor(facts);
  const worlds = worldsOf(asked.open, facts, rules, ask);
  const later = laterWorlds(facts, rules, now, ask);
  const quoteAsk: QuoteAsk | null =
    coverageAmount !== undefined ? { amount: coverageAmount, ...(termYears === undefined ? {} : { termYears }) }
    : monthlyBudget !== undefined ? { budget: monthlyBudget, ...(termYears === undefined ? {} : { termYears }) }
    : null;
  const quote = quoteAsk === null ? null : { ask: quoteAsk, age: facts.age, sex: profile.gender };
  // The products that write what was asked (the amount, or at least their minimum within the
  // budget) come first, best first; those that do not come after them, also best first.
  const writes = (product: Product, verdict: Offered) => quote === null || writesAsked(product, verdict, facts.age, quote);
  const fits = ranked.filter(({ product, verdict }) => writes(product, verdict));
  const rest = fits.length === ranked.length ? [] : ranked.filter(({ product, verdict }) => !writes(product, verdict));
  const first = bestOf(fits, limit, worlds, rules);
  const chosen = [...first, ...bestOf(rest, limit - first.length, worlds, rules)];
  // Only what is returned is explained.
  const more = asked.notWorked.length;
  const moreLine = `Depends on ${more} more ${more === 1 ? 'question' : 'questions'} in how the profile was read: answer ${more === 1 ? 'it' : 'them'} to see what ${more === 1 ? 'it changes' : 'they change'}`;
  const offered = chosen.map(({ product, depends: worked }) => {
    const at = placeOf(product, rules);
    const verdict = assessProduct(product, rules, client, true, at) as Offered;
    // Past the questions worked through, every underwritten offer says more are open.
    const depends = more > 0 && verdict.tier !== 'guaranteed' ? { ...worked, texts: [...worked.texts, moreLine] } : worked;
    return offerOf(product, verdict, depends, countdownFor(product, verdict, later, rules, at), checks, names, quote);
  });
  // What each worked question changes among what is shown: the offers returned, the declines explained.
  const changedOffers = new Map<string, number>();
  const changedDeclines = new Map<string, number>();
  const tally = (into: Map<string, number>, ids: readonly string[]) => {
    for (const id of ids) into.set(id, (into.get(id) ?? 0) + 1);
  };
  for (const { depends: worked } of chosen) tally(changedOffers, worked.changedBy);
  if (worlds.length > 0 || later.length > 0) {
    let explained = 0;
    for (let d = 0; d < declined.length && explained < MAX_EXPLAINED_DECLINES; d++) {
      const decline = declined[d] as Decline;
      const at = declinedAt[d] as number;
      const product = catalog.products[at] as Product;
      const shown: Verdict = { offered: false, reason: decline.reason, ...(decline.outcome === 'postponed' ? { postponed: true as const } : {}) };
      // Issue ages no answer changes, and they do not count against the cap.
      if (facts.age < product.minIssueAge || facts.age > product.maxIssueAge) continue;
      explained++;
      const depends = worlds.length > 0 ? dependsFor(product, shown, worlds, rules, at) : NOTHING_DEPENDS;
      decline.dependsOn = depends.texts;
      tally(changedDeclines, depends.changedBy);
      const countdown = countdownFor(product, shown, later, rules, at);
      if (countdown) decline.countdowns = [countdown];
    }
  }
  const coverage = kind === undefined ? {} : { coverage: coverageText(kind, catalog.products) };
  const worked = new Set(asked.open.map((q) => q.id));
  const changes = (id: string) => (worked.has(id) ? changesText(changedOffers.get(id) ?? 0, changedDeclines.get(id) ?? 0) : undefined);
  const questions = asked.all.map((q) => questionOf(q, q.answer === null ? changes(q.question.id) : undefined));
  return { offered, declined, reading: { ...readingOf(facts), questions, callBacks: callBacksOf(offered, declined), ...coverage } };
}

/** "Changes 12 offers and 3 products not offered"; null when an answer changes nothing shown. */
function changesText(offers: number, declines: number): string | null {
  if (offers === 0 && declines === 0) return null;
  const parts = [
    offers > 0 ? `${offers} ${offers === 1 ? 'offer' : 'offers'}` : '',
    declines > 0 ? `${declines} ${declines === 1 ? 'product' : 'products'} not offered` : '',
  ];
  return `Changes ${parts.filter(Boolean).join(' and ')}`;
}

/** "Final expense only: 42 products of other kinds not searched": the read-back's line for the kind asked. */
function coverageText(kind: AskedKind, products: readonly Pick<Product, 'kind'>[]): string {
  const others = products.filter((p) => !isKindAsked(p.kind, kind)).length;
  return `${askedKinds[kind].label} only: ${others} ${others === 1 ? 'product' : 'products'} of other kinds not searched`;
}

/** The days some product gets better, each once, with how many and to what: when to call the client back. */
function callBacksOf(offered: readonly Offer[], declined: readonly Decline[]): Countdown[] {
  const byDate = new Map<string, { text: string; count: number }>();
  for (const item of [...offered, ...declined]) {
    for (const countdown of item.countdowns) {
      const [head] = countdown.text.split(': then ');
      const entry = byDate.get(countdown.date) ?? { text: head ?? countdown.text, count: 0 };
      entry.count++;
      byDate.set(countdown.date, entry);
    }
  }
  return [...byDate.entries()]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([date, { text, count }]) => ({ date, text: `${text}: ${count} ${count === 1 ? 'product gets' : 'products get'} better` }));
}
