/**
 * The context of a fact, as data (ConText, Harkema et al., 2009; the i2b2 2010 assertion classes):
 * trigger words that give the facts of their clause, or of the clause before when their own clause
 * names none, a property — not settled yet (pending results), over (pregnancy only, childhood),
 * borderline, graver (a hospital stay) — and words that are evidence rather than a diagnosis (lab
 * values). A line's own stated use of a drug ("for PCOS", "from the methadone clinic") is here too.
 *
 * Each rule is one row: adding a phrasing is adding a word to a row, never an `if` in the reader.
 */
import type { ConditionGroup } from '../types';
import { SCREENING, VACCINE } from './clauses';
import { STAGE_PATTERNS } from './stages';
import { IN_HOSPITAL, STATUS_DENIED, STATUS_ENDED, STATUS_PAST } from './status';

/** A rule's triggers, as alternatives of a regular expression (whole words, any case). */
const words = (...alternatives: string[]) => new RegExp(`\\b(?:${alternatives.join('|')})\\b`, 'i');

/**
 * Not settled: a test or its results still to come. Carriers postpone: no offer until the results
 * are in (docs/underwriting.md, Postponed). A transplant "awaited" is not here: that is the part 1
 * knock-out (clauses.ts CLAUSE_CONTEXT).
 */
export const PENDING = words(
  'pending',
  'scheduled',
  'awaiting',
  'waiting (?:on|for)',
  'being (?:worked up|evaluated|investigated|tested|followed up)',
  'under (?:investigation|evaluation|workup|work up)',
  'work ?-?up (?:in progress|ongoing|underway|not finished)',
  'not (?:yet )?back',
  'to be (?:biopsied|tested|determined|scheduled|repeated)',
  'upcoming',
  'booked for',
  'referred (?:to|for) (?:a |an )?(?:biopsy|oncolog\\w*|cardiolog\\w*|neurolog\\w*|specialist|workup|testing)',
  'needs? (?:a |an )?(?:biopsy|stress test|colonoscopy|mri|ct|scan|workup|more tests|further tests|surgery|operation|procedure|stent|bypass|heart surgery|open heart surgery|pacemaker|valve replacement|ablation|amputation)',
  // An operation still to come: "having kidney removed next month", "told needs heart surgery", "going in for surgery".
  '(?:having|getting|going in for|scheduled for|set for|due for|told (?:he |she |i )?needs?)(?:\\s+\\w+){0,3}\\s+(?:surgery|operation|procedure|removed|removal|replaced|replacement|stent|bypass|ablation|amputation)',
  'follow[- ]?up (?:biopsy|scan|ct|mri|imaging|test|tests) (?:next|in|on|scheduled)',
  // A test or its results named with a time still ahead: "biopsy next week", "results soon", "CT on Monday".
  '(?:biops(?:y|ies)|scans?|ct|mri|pet|tests?|results?|colonoscopy|endoscopy|ultrasound|mammogram|echo(?:cardiogram)?|x-?rays?|workup|work-up|consult(?:ation)?|surgery|surgeries|operation|procedure|replacement|removal|removed|stent|bypass|cabg|ablation|cath|catheterization|angioplasty|pacemaker|nephrectomy|mastectomy|lumpectomy)(?:\\s+\\w+){0,3}\\s+(?:next (?:week|month|monday|tuesday|wednesday|thursday|friday)|tomorrow|soon|(?:later )?this (?:week|month)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:a|one|two|three|a few|few|\\d+) (?:days?|weeks?))',
  // A diagnosis still being made: "rule out ALS", "r/o MS" (not "ruled out": that one is over).
  'rule out',
  'ruling out',
  'r/o',
);
/**
 * Findings whose cause is not known ("chest pain", "a lump", "unexplained weight loss"): while one is
 * recent (undated, or under a year old) and its line names no cause (another condition, or a word
 * that settles it), it is not settled either: carriers postpone until it is diagnosed.
 */
export const UNDIAGNOSED: ReadonlySet<string> = new Set(['chest-pain', 'breast-lump', 'unexplained-weight-loss']);
/** Words that settle a finding: its tests came back clear, or it was explained. */
export const SETTLED = words('normal', 'negative', 'benign', 'clear', 'cleared', 'resolved', 'ruled out', 'nothing found', 'no cause', 'non-?cardiac', 'musculoskeletal', 'muscular', 'pulled muscle', 'due to', 'caused by', 'from (?:a |an )?(?:fall|injury|strain)');
/** A test that found something not named: "abnormal mammogram", "EKG was abnormal". */
const TESTS = String.raw`(?:mammograms?|ekg|ecg|stress tests?|scans?|ct|cat scan|pet scan|mri|x-?rays?|chest x-?ray|labs?|blood ?work|pap(?: smear)?|psa|colonoscopy|ultrasound|echo(?:cardiogram)?|tests?|results?|findings?)`;
export const ABNORMAL_TEST = new RegExp(String.raw`\babnormal\s+(?:\w+\s+){0,2}?${TESTS}\b|\b${TESTS}\s+(?:was |were |came back |is |showed |shows )?abnormal\b`, 'i');
/** A cancer watched, not treated: "watchful waiting", "active surveillance", "no treatment needed", "never treated". */
export const WATCHED = words('watchful waiting', 'watch and wait', 'watch & wait', 'active surveillance', 'under surveillance', 'being watched', 'monitored', 'monitoring', 'no treatment(?: needed| required| yet)?', 'not treated', 'never treated', 'untreated', 'treatment not needed', 'observation only');
/** Cancers that do not end without treatment: a myeloma, a chronic leukaemia. */
export const LASTING_CANCER = words('multiple myeloma', 'myeloma', 'cll', 'cml', 'chronic lymphocytic', 'chronic myeloid', 'chronic myelogenous', 'smoldering myeloma');
/** The conditions those words are read as (data/conditions.ts). */
export const LASTING_CANCER_IDS: ReadonlySet<string> = new Set(['multiple-myeloma', 'leukemia']);
/** How recent a finding is to be still unexplained, in years. */
export const UNDIAGNOSED_YEARS = 1;

/** A routine test ("routine colonoscopy scheduled", "annual physical next month") postpones nothing unless a finding is named. */
export const ROUTINE = words('routine', 'annual', 'yearly', 'screening', 'physical', 'check ?up', 'well visit', 'wellness visit');
/** "no tests pending", "nothing scheduled": the trigger negated. */
export const PENDING_NEGATED = /\b(?:no|nothing|none)\b(?:\s+\w+){0,2}\s+(?:pending|scheduled|awaiting|upcoming)\b/i;

/**
 * Over: a condition of pregnancy only ("gestational diabetes 2015", "high blood pressure during
 * pregnancy"), or one of childhood that has not come back ("childhood asthma, none since age 12").
 * It is history: it rates nothing, and the read-back says so.
 */
export const PREGNANCY = words('gestational', 'during (?:my |her |a )?pregnancy', '(?:while|when) pregnant(?: with (?:my|her|our|a) (?:son|daughter|baby|child|twins|first|second|third))?', 'pregnancy[- ]induced', 'pregnancy only', 'in pregnancy', 'postpartum', 'post[- ]partum');
export const CHILDHOOD = words('childhood', 'as a child', 'as a kid', 'as a teen(?:ager)?', 'in high school', 'outgrew', 'outgrown', 'grew out of');
/** Childhood words that say it ended: "outgrew it". "Childhood" or "as a child" alone says when it began. */
export const OUTGREW = words('outgrew', 'outgrown', 'grew out of', 'none since', 'not since');
/** The kinds a pregnancy can leave behind for good: diabetes and high blood pressure of pregnancy. */
export const PREGNANCY_ONLY: readonly ConditionGroup[] = ['diabetes', 'hypertension'];
/** "since childhood", "still": the fact began then and goes on. */
export const STILL = /\b(?:since|from) (?:childhood|a child|a kid|birth)\b|\b(?:still|currently|now|ongoing|daily)\b/i;
/** "none since", "no attacks since 2010", "no symptoms in 20 years": the fact has not been seen since. */
export const NONE_SINCE = /\b(?:none|no (?:attacks?|episodes?|symptoms?|problems?|issues?|flares?|recurrence|seizures?))\s+(?:since|in|for)\b|\b(?:seizure|symptom|attack|episode|flare)s?[- ]free\s+(?:since|for)\b/i;
/** "None since" makes a fact history only from this long ago (or on a line about childhood): "seizure free since 2020" is controlled epilepsy. */
export const HISTORY_YEARS = 10;

/**
 * Borderline: "borderline high blood pressure", "pre-diabetic", "slightly elevated sugar". The milder
 * condition of the same kind is what is read; a kind without one is read at its mildest grade.
 */
export const BORDERLINE_WORDS = words('borderline', 'pre', 'slightly', 'mildly', 'a (?:little|bit)', 'high normal', 'upper limit of normal');
/** A borderline word right before the fact (the last words before its name): "borderline high blood pressure". */
export const BORDERLINE = new RegExp(`${BORDERLINE_WORDS.source}(?: high| elevated| raised)?\\s*$`, 'i');
export const MILDER: Partial<Record<string, string>> = {
  'essential-hypertension': 'prehypertension',
  'type-2-diabetes': 'prediabetes',
  'diabetes-unspecified': 'prediabetes',
};

/**
 * Graver: a hospital stay, an intensive care or emergency visit, a hold, an attempt. A mental health
 * condition with one is a psychiatric stay (a decline or a rating at most term carriers for 2 to 5
 * years); any other chronic condition with one in the last two years is read at least as serious.
 */
/** The stay words that make a mental health condition a psychiatric stay: not an ER or ICU visit. */
const PSYCH_STAY_WORDS = [
  'hospitali[sz]\\w*',
  'inpatient',
  'admitted',
  'admissions?',
  'psych(?:iatric)? (?:hold|ward|unit|stay|admission|facility|hospital)',
  '(?:5150|72[- ]hour)(?: hold)?',
  'baker act(?:ed)?',
  'involuntary(?: commitment| hold)?',
  'committed',
];
export const PSYCH_STAY = words(...PSYCH_STAY_WORDS);
export const STAY = words(...PSYCH_STAY_WORDS, 'icu', 'intensive care', 'er visits?', 'ed visits?', 'emergency (?:room|department|visits?)', 'intubated');
export const STAY_YEARS = 2;
export const GRAVER: { groups: readonly ConditionGroup[]; to: string | null }[] = [
  { groups: ['mental-health'], to: 'psychiatric-hospitalization' },
  { groups: ['cardiac', 'cerebrovascular', 'vascular', 'hypertension', 'diabetes', 'endocrine', 'respiratory', 'kidney', 'liver', 'digestive', 'neurological', 'autoimmune', 'blood', 'infectious', 'substance-use'], to: null },
];

/**
 * Evidence, not a diagnosis: a lab value or a reading written beside a fact. Each row: the test's
 * names, the kinds of fact it is evidence about, and how a value reads. `good` is evidence of control
 * (credited in the read-back), `poor` of a graver form (the fact is read one grade worse).
 */
export interface Lab {
  name: string;
  pattern: RegExp;
  about: readonly ConditionGroup[];
  /** The value as written after the name, read as a number; null for words ("undetectable"). */
  reads: (value: number | null, text: string) => 'good' | 'poor' | 'neutral';
}
const UNDETECTABLE = /\b(?:undetectable|undetected|normal|stable|zero|negative|neg)\b|(?<![\d.])0(?:\.0+)?(?![\d.])/i;
export const LABS: readonly Lab[] = [
  {
    name: 'A1C',
    pattern: /\b(?:hb ?a1c|hemoglobin a1c|haemoglobin a1c|a1c|glycated hemoglobin)\b(?:\s*(?:of|is|was|at|=|:|-))?\s*(\d{1,2}(?:\.\d)?)?\s*%?/i,
    about: ['diabetes'],
    reads: (v) => (v === null ? 'neutral' : v < 7.5 ? 'good' : v >= 9 ? 'poor' : 'neutral'),
  },
  {
    name: 'PSA',
    // Capitals or a value: "PSA undetectable", "psa 0.1"; psoriatic arthritis is written "PsA".
    pattern: /\b(?:PSA|prostate[- ]specific antigen)\b(?:\s*(?:of|is|was|at|=|:|-))?\s*(\d{1,3}(?:\.\d{1,2})?)?/,
    about: ['cancer'],
    reads: (v, text) => (UNDETECTABLE.test(text) || (v !== null && v < 0.2) ? 'good' : v !== null && v >= 4 ? 'poor' : 'neutral'),
  },
  {
    name: 'LDL',
    pattern: /\b(?:ldl|total cholesterol|cholesterol level)\b(?:\s*(?:of|is|was|at|=|:|-))?\s*(\d{2,3})?/i,
    about: ['cholesterol'],
    reads: (v) => (v === null ? 'neutral' : v < 130 ? 'good' : v >= 190 ? 'poor' : 'neutral'),
  },
  {
    name: 'blood pressure reading',
    pattern: /\b(?:bp|blood pressure)\s*(?:of|is|was|at|=|:|-)?\s*(\d{2,3})\s*\/\s*\d{2,3}\b/i,
    about: ['hypertension'],
    reads: (v) => (v === null ? 'neutral' : v < 140 ? 'good' : v >= 160 ? 'poor' : 'neutral'),
  },
  {
    name: 'viral load',
    pattern: /\bviral load\b(?:\s*(?:of|is|was|at|=|:|-))?\s*(\d+)?/i,
    about: ['infectious'],
    reads: (v, text) => (UNDETECTABLE.test(text) || (v !== null && v < 50) ? 'good' : 'neutral'),
  },
];

/** Any lab's name, any case: most clauses name none, and are passed over with one test. */
const ANY_LAB = new RegExp(LABS.map((l) => `(?:${l.pattern.source})`).join('|'), 'i');
const NO_LABS: readonly { lab: Lab; text: string; reads: 'good' | 'poor' | 'neutral' }[] = Object.freeze([]);

/** The labs a clause gives, with what each reads as. */
export function labsIn(clause: string): readonly { lab: Lab; text: string; reads: 'good' | 'poor' | 'neutral' }[] {
  if (!ANY_LAB.test(clause)) return NO_LABS;
  const found: { lab: Lab; text: string; reads: 'good' | 'poor' | 'neutral' }[] = [];
  for (const lab of LABS) {
    const match = lab.pattern.exec(clause);
    if (!match) continue;
    const value = match[1] === undefined ? null : Number(match[1]);
    // The name and its value only ("PSA 0.1", "PSA undetectable"): never the words after it.
    const after = value === null ? (/^\s*(\w+)/.exec(clause.slice(match.index + match[0].length))?.[1] ?? '') : '';
    const text = `${match[0].trim()}${after && UNDETECTABLE.test(after) ? ` ${after}` : ''}`;
    found.push({ lab, text, reads: lab.reads(value, clause.slice(match.index)) });
  }
  return found;
}

/**
 * The use a line states for its drug in words that name no condition: a methadone or buprenorphine
 * clinic is opioid treatment. Each row: the words, and the condition they state.
 */
export const STATED_USES: readonly { words: RegExp; use: string }[] = [
  {
    words: /\b(?:methadone|suboxone|subutex|bupe|buprenorphine|opioid|opiate|addiction|mat|otp)\s+(?:clinic|program|programme|center|centre|maintenance|provider)\b|\b(?:addiction|substance (?:use|abuse)|drug|alcohol|opioid|opiate)\s+treatment\s+(?:clinic|program|programme|center|centre)\b|\bmedication[- ]assisted treatment\b/i,
    use: 'substance-abuse-treatment',
  },
];

/**
 * "Sober since", "in remission since", "none since", "clean since then" with no date after them: since
 * the fact before it on the line (conditionLine.ts dates the clause by it).
 */
export const SINCE_THEN = /\bsince(?:\s+then)?\s*$/i;

/** No evidence of the disease now: a cancer treated and over ("no evidence of disease", "NED", "cancer free"). */
export const NO_DISEASE = /\bno evidence of (?:disease|recurrence|cancer|malignancy)\b|\bNED\b|\b(?:cancer|disease|tumou?r)[- ]free\b|\bclear scans?\b|\ball clear\b/i;

/** Every word a context rule reads: these are understood, never named as not understood. */
export const CONTEXT_RULES: readonly RegExp[] = [
  VACCINE,
  SCREENING,
  PENDING,
  PREGNANCY,
  CHILDHOOD,
  NONE_SINCE,
  SINCE_THEN,
  NO_DISEASE,
  BORDERLINE_WORDS,
  STAY,
  STATUS_DENIED,
  STATUS_ENDED,
  STATUS_PAST,
  IN_HOSPITAL,
  ...STAGE_PATTERNS,
  ...LABS.map((l) => l.pattern),
  ...STATED_USES.map((s) => s.words),
];

/** Each rule once more, global, to find every match; and all of them in one, any case, to pass most clauses over at once. */
const GLOBAL_RULES = CONTEXT_RULES.map((rule) => new RegExp(rule.source, rule.flags.includes('g') ? rule.flags : `${rule.flags}g`));
const ANY_RULE = new RegExp(CONTEXT_RULES.map((rule) => `(?:${rule.source})`).join('|'), 'i');
const NONE: ReadonlySet<number> = new Set();

/** The indexes of the clause's words (as `tokens` splits them) that a context rule reads. */
export function contextWordSpans(clause: string, words: readonly string[]): ReadonlySet<number> {
  if (!ANY_RULE.test(clause)) return NONE;
  const covered = new Set<number>();
  for (const global of GLOBAL_RULES) {
    for (const match of clause.matchAll(global)) {
      for (const word of match[0].toLowerCase().split(/[^a-z0-9]+/).filter(Boolean)) {
        const at = words.indexOf(word);
        if (at >= 0) covered.add(at);
      }
    }
  }
  return covered;
}
