/**
 * The questions the read-back asks, each answerable in place: what a drug with several uses is taken
 * for, when an undated event was, the month of an event dated by its year alone when a look-back ends
 * inside that year, when the client quit tobacco. Each question knows its options, the option the
 * ranking assumes until it is answered, and the facts each option makes, so the search can decide a
 * product under every answer (docs/engine.md, Questions answered in place).
 */
import { actionRank, ruleConcerns, rulesFor, worstIn, type CatalogRules } from './assess';
import { yearsSince } from './parse/lineDetails';
import type { Ambiguity, ClientCondition, ClientFacts } from './parse/profile';
import { capital, normalize } from './text';
import { conditionGroups, type Condition, type Question, type QuestionKind, type UnderwritingRule } from './types';
import { SEVERE_LUNG_IDS } from './parse/clauses';
import { lineHoldsOffers } from './heldWords';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "12 March 2027" (UTC): how the read-back and the cards write a date. */
export function dayText(date: Date): string {
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}

/** "2027-03-12" (UTC). */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** At most this many questions are open at once: each costs a decision of every product per answer. */
export const MAX_OPEN_QUESTIONS = 6;
/** At most this many edges split a 'when' question's answers. */
const MAX_EDGES = 6;

export interface OpenQuestion {
  id: string;
  kind: QuestionKind;
  text: string;
  /** "what quetiapine is taken for": the subject of a "depends on" line. */
  subject: string;
  options: { value: string; label: string }[];
  assumed: string;
  evidence: string[];
  /**
   * The options in groups that every rule reads alike, each with the option that stands for it (for
   * a range, the cautious end). A product is decided once per group.
   */
  groups: { values: string[]; representative: string }[];
  /** Whether options are ordered (a range of dates): runs of neighbours with one outcome are merged. */
  ordered: boolean;
  /** The facts with this answer. */
  apply: (facts: ClientFacts, value: string) => ClientFacts;
  /** A run of options in words ("2 to 5 years ago", "insomnia or depression", "January to October 2016"). */
  span: (values: readonly string[]) => string;
  /** Some answers as a condition on an outcome, with what they are about: "if quit 1 to 2 years ago", "if quetiapine is taken for insomnia". */
  answeredAs: (values: readonly string[]) => string;
  /** How the question is read now: "Until answered, read as insomnia." */
  reading: (value: string, answered: boolean) => string;
  /**
   * The facts while it is open, where the reader's facts are kinder than an underwriter in doubt
   * (a quit with no date read as non-tobacco): the assumed answer applied. Absent: the facts as read.
   */
  inDoubt?: (facts: ClientFacts) => ClientFacts;
  /**
   * The facts its answers are tried on, where other open questions of its kind would hide what it
   * changes (two words not read: answering one releases nothing while the other holds): those set
   * aside, as the subject says. Absent: the facts as they are.
   */
  alone?: (facts: ClientFacts) => ClientFacts;
}

const orList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1] ?? ''}`;
const lower = (name: string) => (/^[A-Z]{2}/.test(name) ? name : name.toLowerCase());

/** "1 year", "18 months", "5 years". */
export function span(years: number): string {
  if (years < 1) return `${Math.round(years * 12)} months`;
  return years === 1 ? '1 year' : `${years} years`;
}

// --- what a drug is taken for -------------------------------------------------------------------

/** The id of the question what a drug is taken for (one a drug, however many lines name it). */
export const drugUseQuestionId = (medicationId: string) => `use:${medicationId}`;

/**
 * How hard the catalog is on a condition held now: over every product, the action of the worst rule
 * that concerns it (a decline counts most). Once per condition and catalog.
 */
function harshness(condition: Condition, rules: CatalogRules): number {
  let known = harshnessByRules.get(rules);
  if (!known) harshnessByRules.set(rules, (known = new Map()));
  let sum = known.get(condition.id);
  if (sum === undefined) {
    sum = 0;
    const group = conditionGroups.indexOf(condition.group);
    const held: ClientCondition = { condition, severity: condition.severity, yearsAgo: 0, dateText: null, source: '', origin: 'listed', severityWords: [] };
    for (let at = 0; at < rules.facts.length; at++) {
      const list = rulesFor(rules, at, group);
      const worst = worstIn(list, held);
      if (worst >= 0) sum += actionRank[(list[worst] as UnderwritingRule).action];
    }
    known.set(condition.id, sum);
  }
  return sum;
}

const harshnessByRules = new WeakMap<CatalogRules, Map<string, number>>();

/**
 * The most serious of some uses: the highest severity; of equals, the one the catalog's rules are
 * harder on (albuterol's asthma and COPD are both moderate, but most products decline COPD); of
 * equals in that too, the first in the drug's own order.
 */
function gravest(uses: readonly Condition[], rules: CatalogRules): Condition {
  return uses.reduce((worst, c) => (c.severity > worst.severity || (c.severity === worst.severity && harshness(c, rules) > harshness(worst, rules)) ? c : worst));
}

/**
 * The conditions once a drug's use is `use` instead of what its lines were read as: the condition the
 * old reading added goes (unless another drug implies it too: then it stays, theirs), the use's comes.
 */
function withUse(facts: ClientFacts, group: readonly Ambiguity[], use: Condition, byId: ReadonlyMap<string, Condition>): ClientCondition[] {
  const first = group[0] as Ambiguity;
  const name = first.medication;
  const groups = new Set(facts.conditions.filter((c) => c.impliedBy !== name).map((c) => c.condition.group));
  const read = use.becomes && groups.has(use.becomes.group) ? (byId.get(use.becomes.id) ?? use) : use;
  const assumedIds = new Set(group.flatMap((x) => [x.assumed.id, x.assumed.becomes?.id]));
  const kept = facts.conditions.flatMap((c): ClientCondition[] => {
    if (c.origin !== 'medication' || !assumedIds.has(c.condition.id)) return [c];
    const sources = [c.impliedBy, ...(c.alsoImpliedBy ?? [])].filter((m): m is string => m !== undefined && m !== name);
    if (sources.length === [c.impliedBy, ...(c.alsoImpliedBy ?? [])].filter((m) => m !== undefined).length) return [c];
    if (sources.length === 0) return [];
    const [other, ...rest] = sources;
    return [{ ...c, impliedBy: other, alsoImpliedBy: rest }];
  });
  const added: ClientCondition = {
    condition: read,
    severity: read.severity,
    yearsAgo: read.course === 'event' ? null : 0,
    dateText: null,
    source: first.written,
    origin: 'medication',
    severityWords: [],
    impliedBy: name,
  };
  return kept.some((c) => c.condition === read) ? kept : [...kept, added];
}

/**
 * A drug's lines read in doubt: with evidence, the most serious use it points to (as the reader took
 * it); without, the most serious use the drug has, as an underwriter assumes until told (the reader
 * took the mildest, so the facts are moved to it). Returns the facts and the lines as now read.
 */
function inDoubt(facts: ClientFacts, group: readonly Ambiguity[], byId: ReadonlyMap<string, Condition>, rules: CatalogRules): { facts: ClientFacts; group: Ambiguity[] } {
  const first = group[0] as Ambiguity;
  if (group.some((x) => x.likely.length > 0)) return { facts, group: [...group] };
  const worst = gravest(first.options, rules);
  if (group.every((x) => x.assumed === worst)) return { facts, group: [...group] };
  const moved = group.map((x) => ({ ...x, assumed: worst }));
  const conditions = withUse(facts, group, worst, byId);
  return { facts: { ...facts, conditions, ambiguities: facts.ambiguities.map((x) => moved[group.indexOf(x)] ?? x) }, group: moved };
}

/** One question per drug, however many lines name it ("Seroquel 300 mg" and "quetiapine at bedtime"). */
function drugUseQuestion(group: readonly Ambiguity[], byId: ReadonlyMap<string, Condition>): OpenQuestion {
  const first = group[0] as Ambiguity;
  // The lines read together: the most serious use any of them was read as, and all the evidence.
  const a: Ambiguity = {
    ...first,
    assumed: group.reduce((worst, x) => (x.assumed.severity > worst.severity ? x.assumed : worst), first.assumed),
    evidence: [...new Set(group.flatMap((x) => x.evidence))],
    likely: group.flatMap((x) => x.likely),
  };
  const name = a.medication;
  return {
    id: drugUseQuestionId(a.id),
    kind: 'use',
    text: `What is ${name} taken for?`,
    subject: `what ${name} is taken for`,
    options: a.options.map((o) => ({ value: o.id, label: capital(lower(o.name)) })),
    assumed: a.assumed.id,
    evidence: a.evidence,
    groups: a.options.map((o) => ({ values: [o.id], representative: o.id })),
    ordered: false,
    span: (values) => orList(values.map((v) => lower(byId.get(v)?.name ?? v))),
    answeredAs: (values) => `if ${name} is taken for ${orList(values.map((v) => lower(byId.get(v)?.name ?? v)))}`,
    reading: (value, answered) => {
      const use = lower(byId.get(value)?.name ?? value);
      if (answered) return `Answered: ${use}.`;
      return a.likely.length > 0 ? `Until answered, read as ${use}, as the evidence points to.` : `Until answered, read as ${use}, its most serious use.`;
    },
    apply: (facts, value) => {
      const use = a.options.find((o) => o.id === value);
      if (!use) return facts;
      return {
        ...facts,
        conditions: withUse(facts, group, use, byId),
        ambiguities: facts.ambiguities.filter((x) => !group.includes(x)),
        medicationsRead: facts.medicationsRead.map((m) => (m.medication.id === a.id ? { ...m, status: 'suggests' as const, suggests: [use.name] } : m)),
      };
    },
  };
}

// --- dates ----------------------------------------------------------------------------------------

/** The look-backs of every rule that could touch this condition, in years, ascending. */
export function edgesFor(condition: ClientCondition, rules: CatalogRules): readonly number[] {
  // A catalog of thousands has thousands of rule lists: worked out once per condition and grade.
  let byCondition = edgeCache.get(rules);
  if (!byCondition) edgeCache.set(rules, (byCondition = new Map()));
  const key = `${condition.condition.id}|${condition.severity}`;
  const cached = byCondition.get(key);
  if (cached) return cached;
  const edges = new Set<number>();
  for (const list of rules.lists) {
    for (const rule of list) if (ruleConcerns(rule, condition) && rule.lookbackYears !== null) edges.add(rule.lookbackYears);
  }
  const sorted = [...edges].sort((a, b) => a - b);
  byCondition.set(key, sorted);
  return sorted;
}

const edgeCache = new WeakMap<CatalogRules, Map<string, readonly number[]>>();


const replaceCondition = (facts: ClientFacts, target: ClientCondition, change: Partial<ClientCondition>): ClientFacts => ({
  ...facts,
  conditions: facts.conditions.map((c) => (c === target ? { ...c, ...change } : c)),
});

/** "the heart attack", "the hospital stay": a fact's name as the subject of a date (its gloss in brackets left out). */
const eventName = (c: ClientCondition) => lower(c.condition.name.replace(/\s*\([^)]*\)\s*$/, ''));

/** Status facts (in hospital now, hospice, nursing home, terminal illness) are asked about as they are now: no date to ask. */
const PRESENT_BY_NATURE: ReadonlySet<string> = new Set(['care', 'terminal']);

function whenQuestion(c: ClientCondition, edges: readonly number[]): OpenQuestion | null {
  if (PRESENT_BY_NATURE.has(c.condition.group)) return null;
  const cut = edges.filter((e) => e > 0).slice(0, MAX_EDGES);
  if (cut.length === 0) return null;
  const bounds = [0, ...cut];
  const labelOf = (from: number, to: number | undefined) =>
    from === 0 && to !== undefined ? `Under ${span(to)} ago` : to === undefined ? `${span(from)} ago or more` : `${span(from).replace(/ (years?|months)$/, '')} to ${span(to)} ago`;
  const options = bounds.map((from, i) => ({ value: String(from), label: labelOf(from, bounds[i + 1]) }));
  const name = eventName(c);
  const whenSpan = (values: readonly string[]) => {
    const from = Number(values[0]);
    const last = bounds.indexOf(Number(values[values.length - 1]));
    return labelOf(from, bounds[last + 1]).replace(/^U/, 'u');
  };
  return {
    id: `when:${c.condition.id}`,
    kind: 'when',
    text: `When was the ${name}?`,
    subject: `when the ${name} was`,
    answeredAs: (values) => `if the ${name} was ${whenSpan(values)}`,
    options,
    assumed: '0',
    evidence: [],
    groups: options.map((o) => ({ values: [o.value], representative: o.value })),
    ordered: true,
    span: whenSpan,
    reading: (value, answered) =>
      answered ? `Answered: ${options.find((o) => o.value === value)?.label.toLowerCase() ?? value}.` : 'Until answered, counted as recent: no date was given.',
    apply: (facts, value) => {
      const target = facts.conditions.find((x) => x.condition.id === c.condition.id && x.yearsAgo === null);
      const option = options.find((o) => o.value === value);
      if (!target || !option) return facts;
      return replaceCondition(facts, target, { yearsAgo: Number(value), dateText: option.label.toLowerCase(), answered: option.label.toLowerCase() });
    },
  };
}

/** A year written alone ("2016", "in 2016", "dx 2016", "'16"): the year. */
function yearAlone(dateText: string | null, now: Date): number | null {
  if (dateText === null) return null;
  const full = /^(?:in|dx|diagnosed(?: in)?)?\s*((?:19|20)\d{2})$/i.exec(dateText.trim());
  if (full) return Number(full[1]);
  const short = /^(?:in|dx)?\s*['\u2019](\d{2})$/i.exec(dateText.trim());
  if (!short) return null;
  const yy = Number(short[1]);
  return 2000 + yy <= now.getUTCFullYear() ? 2000 + yy : 1900 + yy;
}


function monthQuestion(c: ClientCondition, edges: readonly number[], now: Date): OpenQuestion | null {
  const year = yearAlone(c.dateText, now);
  // A chronic condition present now ("diabetes 2016") is not dated by its year.
  if (year === null || c.yearsAgo === null || (c.yearsAgo === 0 && c.condition.course !== 'event')) return null;
  const lastMonth = year === now.getUTCFullYear() ? now.getUTCMonth() + 1 : 12;
  const months = Array.from({ length: lastMonth }, (_, i) => i + 1);
  // A month answered reads as the same month written would (from its last day, the cautious reading).
  const yearsOf = (m: number) => yearsSince(year, m - 1, now);
  // Only when a look-back ends inside the year: then the month decides.
  const inside = edges.filter((e) => e > yearsOf(lastMonth) && e <= yearsOf(1));
  if (inside.length === 0) return null;
  const passed = (m: number) => inside.filter((e) => yearsOf(m) >= e).length;
  const groups: { values: string[]; representative: string }[] = [];
  for (const m of months) {
    const last = groups[groups.length - 1];
    if (last && passed(Number(last.values[0])) === passed(m)) last.values.push(String(m));
    else groups.push({ values: [String(m)], representative: String(m) });
  }
  // The latest month of each group stands for it: the cautious end.
  for (const g of groups) g.representative = g.values[g.values.length - 1] ?? g.representative;
  const name = eventName(c);
  const monthName = (m: string) => MONTH_NAMES[Number(m) - 1] ?? m;
  const monthSpan = (values: readonly string[]) => {
    const first = monthName(values[0] ?? '');
    const last = monthName(values[values.length - 1] ?? '');
    if (values.length === 1) return `${first} ${year}`;
    return values.length === 2 ? `${first} or ${last} ${year}` : `${first} to ${last} ${year}`;
  };
  return {
    id: `month:${c.condition.id}`,
    kind: 'month',
    text: `Which month of ${year} was the ${name}?`,
    subject: `the month of the ${name} in ${year}`,
    answeredAs: (values) => `if the ${name} was in ${monthSpan(values)}`,
    // The question names the year: each answer is its month alone, so a year's months take a few short rows.
    options: months.map((m) => ({ value: String(m), label: monthName(String(m)) })),
    assumed: String(lastMonth),
    evidence: [],
    groups,
    ordered: true,
    span: monthSpan,
    reading: (value, answered) =>
      answered
        ? `Answered: ${monthName(value)} ${year}.`
        : `Until answered, counted from the end of ${year}: a look-back of ${orList(inside.map(span))} ends inside that year.`,
    apply: (facts, value) => {
      const target = facts.conditions.find((x) => x.condition.id === c.condition.id);
      const m = Number(value);
      if (!target || !months.includes(m)) return facts;
      return replaceCondition(facts, target, { yearsAgo: yearsOf(m), dateText: `${monthName(value)} ${year}`, answered: `${monthName(value)} ${year}` });
    },
  };
}

// --- tobacco --------------------------------------------------------------------------------------

const QUIT_OPTIONS = [
  { value: '0', label: 'Under 12 months ago', years: 0 },
  { value: '1', label: '1 to 2 years ago', years: 1 },
  { value: '2', label: '2 to 5 years ago', years: 2 },
  { value: '5', label: '5 years ago or more', years: 5 },
];

function quitQuestion(): OpenQuestion {
  const labelOf = (v: string) => QUIT_OPTIONS.find((o) => o.value === v)?.label ?? v;
  const quitSpan = (values: readonly string[]) => {
    const first = QUIT_OPTIONS.findIndex((o) => o.value === values[0]);
    const last = QUIT_OPTIONS.findIndex((o) => o.value === values[values.length - 1]);
    if (first === last) return labelOf(values[0] ?? '').replace(/^U/, 'u');
    const from = QUIT_OPTIONS[first]?.years ?? 0;
    const to = QUIT_OPTIONS[last + 1]?.years;
    return from === 0 ? `under ${span(to ?? 5)} ago` : to === undefined ? `${span(from)} ago or more` : `${from} to ${span(to)} ago`;
  };
  return {
    id: 'quit',
    kind: 'quit',
    text: 'When did the client quit tobacco?',
    subject: 'when the client quit tobacco',
    answeredAs: (values) => `if quit ${quitSpan(values)}`,
    options: QUIT_OPTIONS.map(({ value, label }) => ({ value, label })),
    // The reading without a date, as an underwriter takes it in doubt: a quit under 12 months, tobacco rates.
    assumed: '0',
    evidence: [],
    groups: QUIT_OPTIONS.map((o) => ({ values: [o.value], representative: o.value })),
    ordered: true,
    span: quitSpan,
    reading: (value, answered) =>
      answered ? `Answered: ${labelOf(value).toLowerCase()}.` : 'Until answered, read as a quit under 12 months ago: tobacco rates.',
    apply: (facts, value) => {
      const option = QUIT_OPTIONS.find((o) => o.value === value);
      if (!option) return facts;
      const current = option.years < 1;
      const text = current ? 'Quit under 12 months ago (answered): tobacco rates' : `Quit ${option.label.toLowerCase()} (answered): non-tobacco`;
      return { ...facts, smoker: current, tobacco: { ...facts.tobacco, current, quitYearsAgo: option.years, text } };
    },
    inDoubt: (facts) => ({
      ...facts,
      smoker: true,
      tobacco: { ...facts.tobacco, current: true, text: 'Quit tobacco, date not given: tobacco rates until the quit date is answered' },
    }),
  };
}

// --- words the engine cannot read -----------------------------------------------------------------

const WORD_OPTIONS = [
  { value: 'tobacco', label: 'Tobacco' },
  { value: 'medication', label: 'A medication' },
  { value: 'condition', label: 'A condition' },
  { value: 'nothing', label: 'Nothing to underwrite' },
];
/** At most this many words are asked about; every unread word holds the offers, asked or not. */
export const MAX_WORD_QUESTIONS = 12;

/** The id of the question what a word is ("word:copenhagen"). */
export const wordQuestionId = (word: string) => `word:${normalize(word).replace(/\s+/g, '-')}`;

/**
 * "What is 'zorbatitis'?": tobacco, a medication, a condition or nothing to underwrite. Until
 * answered it is held as a condition the engine cannot read, so every underwritten product waits
 * (search.ts holds them); a medication or a condition still holds them, since the engine cannot tell
 * which; tobacco reads as tobacco; nothing lets them go.
 */
function wordQuestion(word: string, others: number): OpenQuestion {
  const labelOf = (v: string) => WORD_OPTIONS.find((o) => o.value === v)?.label ?? v;
  const quoted = `'${word}'`;
  return {
    id: wordQuestionId(word),
    kind: 'word',
    text: `What is ${quoted}?`,
    subject: others === 0 ? `what ${quoted} is` : `what ${quoted} is, once the ${others === 1 ? 'other word' : `other ${others} words`} not read ${others === 1 ? 'is' : 'are'} answered`,
    // With other words held, its answers are tried with them set aside; alone, the assumed answer is the one shown.
    ...(others === 0 ? {} : { alone: (facts: ClientFacts) => ({ ...facts, held: facts.held.filter((w) => w === word) }) }),
    answeredAs: (values) => `if ${quoted} is ${orList(values.map((v) => labelOf(v).toLowerCase()))}`,
    options: WORD_OPTIONS,
    assumed: 'condition',
    evidence: [],
    groups: [
      { values: ['tobacco'], representative: 'tobacco' },
      { values: ['medication', 'condition'], representative: 'condition' },
      { values: ['nothing'], representative: 'nothing' },
    ],
    ordered: false,
    span: (values) => orList(values.map((v) => labelOf(v).toLowerCase())),
    reading: (value, answered) =>
      !answered
        ? 'Until answered, held as a condition the engine cannot read: every underwritten product waits for the answer.'
        : value === 'medication' || value === 'condition'
          ? `Answered: ${labelOf(value).toLowerCase()}. The engine cannot read it: write its name as a doctor would, and every underwritten product waits until then.`
          : `Answered: ${labelOf(value).toLowerCase()}.`,
    apply: (facts, value) => {
      if (value === 'medication' || value === 'condition') return facts.held.includes(word) ? facts : { ...facts, held: [...facts.held, word] };
      const held = facts.held.filter((w) => w !== word);
      if (value !== 'tobacco') return { ...facts, held };
      return { ...facts, held, smoker: true, tobacco: { ...facts.tobacco, current: true, text: `Tobacco (${quoted}, answered)` } };
    },
  };
}

// --- all of them ----------------------------------------------------------------------------------

/** The question with its answers' facts read again in their own light (`regrade`). */
const regraded = (q: OpenQuestion): OpenQuestion => ({ ...q, apply: (facts, value) => regrade(q.apply(facts, value)) });

/** What the agent gave, read: a question is answered only by one of its own options. */
const answerTo = (q: OpenQuestion, answers: Readonly<Record<string, string>> | undefined) => {
  const value = answers?.[q.id];
  return value !== undefined && q.options.some((o) => o.value === value) ? value : null;
};

export interface Asked {
  /** The facts with every valid answer applied. */
  facts: ClientFacts;
  /** Every question, answered or not, in the read-back's order. */
  all: { question: OpenQuestion; answer: string | null }[];
  /** The unanswered ones, at most MAX_OPEN_QUESTIONS, most able to change an offer first, for the "depends on" lines. */
  open: OpenQuestion[];
  /** Unanswered questions past the cap: every underwritten offer says they are open. */
  notWorked: OpenQuestion[];
}

/**
 * How much a question can change: for a drug, how much more serious its worst use is than the one
 * assumed; a date or a quit always can (look-backs and classes turn on them).
 */
function impact(q: OpenQuestion, byId: ReadonlyMap<string, Condition>): number {
  if (q.kind !== 'use') return 10;
  const assumed = byId.get(q.assumed)?.severity ?? 0;
  return Math.max(...q.options.map((o) => (byId.get(o.value)?.severity ?? 0) - assumed));
}

/**
 * The facts read again in their own light after an answer: COPD is the severe kind beside tobacco
 * (now also a quit under 12 months, answered) or a nebulizer or oral steroids, whichever way the
 * COPD was read (written, or a drug's use answered).
 */
export function regrade(facts: ClientFacts): ClientFacts {
  if (!facts.smoker && !facts.severeLung) return facts;
  if (!facts.conditions.some((c) => SEVERE_LUNG_IDS.has(c.condition.id) && c.severity < 3)) return facts;
  return {
    ...facts,
    conditions: facts.conditions.map((c) => (SEVERE_LUNG_IDS.has(c.condition.id) && c.severity < 3 ? { ...c, severity: 3 } : c)),
  };
}

/**
 * The words not read that hold the offers, once each, as first written. A line of which nothing was
 * read holds them as a whole when it speaks of the client's health even in everyday English ("liver
 * problems", "on a machine to breathe", "water pill": lineHoldsOffers), and the agent is asked what it is.
 */
function heldWords(read: ClientFacts, holds: (word: string) => boolean): string[] {
  const words = new Map<string, string>();
  const hold = (word: string) => {
    const key = wordQuestionId(word);
    if (!words.has(key)) words.set(key, word);
  };
  for (const u of read.unrecognised) {
    if (u.field === 'familyHistory') continue;
    // A word in a denial ("no recurrence") says what the client does not have: it holds nothing.
    const held = u.words.filter((word) => !/^and \d+ more$/.test(word) && holds(word) && !read.inDenial.includes(normalize(word)));
    const denied = u.words.length > 0 && u.words.every((word) => read.inDenial.includes(normalize(word)));
    if (held.length === 0 && u.whole && !denied && lineHoldsOffers(u.field, u.written)) hold(u.written);
    else held.forEach(hold);
  }
  return [...words.values()];
}

/**
 * The questions a profile raises and the facts once the agent's answers are applied. Drug uses are
 * asked first; the dates are asked of the facts those answers make (a use can be an event). An open
 * question leaves the facts as an underwriter reads them in doubt (docs/engine.md, Nothing unknown is
 * resolved in the client's favour): a drug at its most serious use unless evidence points elsewhere, a
 * quit with no date as tobacco, an event with no date as recent, a word not read held as a condition.
 * `holds` says which words not read hold the offers (heldWords.ts).
 */
export function askQuestions(
  read: ClientFacts,
  rules: CatalogRules,
  byId: ReadonlyMap<string, Condition>,
  now: Date,
  answers: Readonly<Record<string, string>> | undefined,
  holds: (word: string) => boolean,
): Asked {
  const all: Asked['all'] = [];
  const words = heldWords(read, holds);
  let facts: ClientFacts = { ...read, held: words };
  const byDrug = new Map<string, Ambiguity[]>();
  for (const a of read.ambiguities) byDrug.set(a.id, [...(byDrug.get(a.id) ?? []), a]);
  for (const lines of byDrug.values()) {
    const given = answerTo(drugUseQuestion(lines, byId), answers);
    const doubt = given === null ? inDoubt(facts, lines, byId, rules) : { facts, group: lines };
    // Read in doubt as a use, the facts are read in that use's light as an answer would read them.
    facts = doubt.facts === facts ? facts : regrade(doubt.facts);
    const question = regraded(drugUseQuestion(doubt.group, byId));
    if (given !== null) facts = question.apply(facts, given);
    all.push({ question, answer: given });
  }
  const later: OpenQuestion[] = words.slice(0, MAX_WORD_QUESTIONS).map((word) => wordQuestion(word, words.length - 1));
  for (const c of facts.conditions) {
    const edges = edgesFor(c, rules);
    if (edges.length === 0) continue;
    const question = c.yearsAgo === null ? whenQuestion(c, edges) : monthQuestion(c, edges, now);
    if (question) later.push(regraded(question));
  }
  if (facts.tobacco.quit && facts.tobacco.quitYearsAgo === null && !facts.smoker) later.push(regraded(quitQuestion()));
  for (const question of later) {
    const answer = answerTo(question, answers);
    if (answer !== null) facts = question.apply(facts, answer);
    else if (question.inDoubt) facts = regrade(question.inDoubt(facts));
    all.push({ question, answer });
  }
  // The questions that can change the most are worked through first; past the cap, offers say that
  // more questions are open (a "Depends on" line each would cost a decision of every product per answer).
  const unanswered = all.filter((q) => q.answer === null).map((q) => q.question);
  const ordered = [...unanswered].sort((a, b) => impact(b, byId) - impact(a, byId));
  return { facts, all, open: ordered.slice(0, MAX_OPEN_QUESTIONS), notWorked: ordered.slice(MAX_OPEN_QUESTIONS) };
}

/**
 * The read-back's view of a question; `changes` what some answer changes among the products shown
 * (null: nothing), absent when it was not worked out.
 */
export function questionOf({ question, answer }: Asked['all'][number], changes?: string | null): Question {
  const value = answer ?? question.assumed;
  return {
    ...(changes === undefined ? {} : { changes }),
    id: question.id,
    kind: question.kind,
    text: question.text,
    options: question.options,
    assumed: question.assumed,
    answer,
    reading: question.reading(value, answer !== null),
    evidence: question.evidence,
  };
}
