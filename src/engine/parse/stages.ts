/**
 * Severity by stage or measure, as rows: a stage or class written beside a fact (CKD stage 3b, COPD
 * GOLD 3, NYHA class III), or a measure with its value (an ejection fraction, an eGFR), grades the
 * fact it is written with — in its clause, or the clause before when its own names none ("heart
 * failure, NYHA class III"). A grade only rises: a stage never reads a fact milder than its name.
 * A measure out of range with no fact of its kind on the line is the fact it shows ("EF 30%" is heart
 * failure with a reduced ejection fraction). Stages that are conditions of their own (CKD stage 4 and
 * 5, stage IV cancer) are read where the names are (clauses.ts CLAUSE_CONTEXT, METASTATIC).
 */
import type { Severity } from '../types';
import { addFact, noteContext, type ClientCondition, type ReadState } from './facts';

const GRADES: Record<Severity, string> = { 1: 'minor', 2: 'moderate', 3: 'serious', 4: 'critical' };

interface StageRow {
  /** The condition ids it grades. */
  about: readonly string[];
  when: RegExp;
  severity: Severity;
  /** The stage in words, for the read-back. */
  says: string;
}

export const STAGE_ROWS: readonly StageRow[] = [
  // KDIGO: stage 3b (eGFR 30-44) and worse is serious; 4 and 5 are conditions of their own.
  { about: ['ckd-early', 'chronic-kidney-disease'], when: /\b(?:stage\s*|ckd\s*)?(?:3b|iiib)\b/i, severity: 3, says: 'stage 3b' },
  // GOLD 3-4 (FEV1 under 50 %): severe COPD.
  { about: ['copd', 'emphysema'], when: /\bgold\s*(?:stage|grade|class)?\s*(?:3|4|iii|iv)\b|\bstage\s*(?:3|4|iii|iv)\b/i, severity: 3, says: 'GOLD stage 3 to 4' },
  { about: ['copd', 'emphysema'], when: /\bgold\s*(?:stage|grade|class)?\s*(?:1|2|i|ii)\b/i, severity: 2, says: 'GOLD stage 1 to 2' },
  // NYHA class III-IV: symptoms with little or no exertion.
  { about: ['congestive-heart-failure', 'cardiomyopathy'], when: /\bnyha\s*(?:class\s*)?(?:3|4|iii|iv)\b|\bclass\s*(?:3|4|iii|iv)\s+(?:heart failure|chf)\b/i, severity: 4, says: 'NYHA class III to IV' },
  { about: ['congestive-heart-failure', 'cardiomyopathy'], when: /\bnyha\s*(?:class\s*)?(?:1|2|i|ii)\b/i, severity: 3, says: 'NYHA class I to II' },
  // Cancer stage III: spread to the lymph nodes; serious (stage IV is metastatic).
  { about: [], when: /\bstage\s*(?:3|iii)[a-c]?\b/i, severity: 3, says: 'stage III' },
];

/** A cancer row applies to every cancer, by group. */
const applies = (row: StageRow, fact: ClientCondition) => (row.about.length === 0 ? fact.condition.group === 'cancer' : row.about.includes(fact.condition.id));

interface MeasureRow {
  name: string;
  /** Written after the value in the read-back ("%"). */
  unit: string;
  pattern: RegExp;
  /** The condition ids it speaks of. */
  about: readonly string[];
  /** What a value shows: a grade for a fact it speaks of, and the fact it is when there is none; null when in range. */
  reads: (value: number) => { severity: Severity; shows: string; says: string } | null;
}

export const MEASURE_ROWS: readonly MeasureRow[] = [
  {
    // An ejection fraction of 40 % or less is reduced (HFrEF); 41-49 mildly reduced.
    name: 'ejection fraction',
    unit: '%',
    pattern: /\b(?:lv)?(?:ef|ejection fraction)\s*(?:of|is|was|at|=|:|-|~|about)?\s*(\d{1,2})\s*(?:(?:-|to)\s*\d{1,2}\s*)?%?/i,
    about: ['congestive-heart-failure', 'cardiomyopathy'],
    reads: (v) => (v <= 40 ? { severity: 4, shows: 'congestive-heart-failure', says: 'a reduced ejection fraction' } : null),
  },
  {
    // eGFR (mL/min): under 15 is kidney failure, 15-29 stage 4, 30-44 stage 3b.
    name: 'eGFR',
    unit: '',
    pattern: /\be?gfr\s*(?:of|is|was|at|=|:|-|~|about)?\s*(\d{1,3})\b/i,
    about: ['ckd-early', 'chronic-kidney-disease', 'ckd-stage-4', 'end-stage-renal-disease'],
    reads: (v) =>
      v < 15
        ? { severity: 4, shows: 'end-stage-renal-disease', says: 'kidney failure' }
        : v < 30
          ? { severity: 4, shows: 'ckd-stage-4', says: 'stage 4' }
          : v < 45
            ? { severity: 3, shows: 'chronic-kidney-disease', says: 'stage 3b' }
            : null,
  },
];

/** Every stage and measure pattern: their words are understood (context.ts CONTEXT_RULES). */
export const STAGE_PATTERNS: readonly RegExp[] = [...STAGE_ROWS.map((r) => r.when), ...MEASURE_ROWS.map((m) => m.pattern)];

function raise(state: ReadState, fact: ClientCondition, severity: Severity, says: string, clause: string) {
  const stored = state.byId.get(fact.condition.id);
  if (!stored || stored.severity >= severity) return;
  stored.severity = severity;
  noteContext(state, 'graver', `${stored.condition.name.toLowerCase()} at ${says}: read as ${GRADES[severity]}`, clause);
}

/** A measure with no fact of its kind: the fact it shows, present now. */
function shows(state: ReadState, id: string, says: string, source: string, clause: string) {
  const condition = state.index.conditionById.get(id);
  if (!condition) return;
  addFact(state, { condition, severity: condition.severity, yearsAgo: 0, dateText: null, source, origin: 'listed', severityWords: [] });
  noteContext(state, 'graver', `${says}: read as ${condition.name.toLowerCase()}`, clause);
}

/** The stage and measure rows on one clause, for the facts it binds to; whether any read its words. */
export function readStages(state: ReadState, clause: string, bound: readonly ClientCondition[], source: string): boolean {
  let understood = false;
  for (const row of STAGE_ROWS) {
    if (!row.when.test(clause)) continue;
    for (const fact of bound) if (applies(row, fact)) raise(state, fact, row.severity, row.says, clause);
    understood ||= bound.some((f) => applies(row, f));
  }
  for (const measure of MEASURE_ROWS) {
    const value = measure.pattern.exec(clause)?.[1];
    if (value === undefined) continue;
    understood = true;
    const read = measure.reads(Number(value));
    if (!read) continue;
    const about = bound.filter((f) => measure.about.includes(f.condition.id));
    const written = `${measure.name} ${value}${measure.unit}`;
    for (const fact of about) raise(state, fact, read.severity, written, clause);
    if (about.length === 0) shows(state, read.shows, `${written}, ${read.says}`, source, clause);
  }
  return understood;
}
