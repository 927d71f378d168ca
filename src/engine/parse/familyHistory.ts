/** Family history in free text: which illness, in a parent or a sibling, and before what age. */

export type FamilyIllness = 'heart disease' | 'stroke' | 'cancer' | 'diabetes';

export interface FamilyHistoryEntry {
  relative: string;
  illness: FamilyIllness;
  /** Age at diagnosis or death when the text gives one. */
  age: number | null;
  /** The illness as written ("breast cancer", "heart attack"), for the read-back; the illness's kind when it could not be cut out whole. */
  written: string;
}

export interface FamilyHistory {
  entries: FamilyHistoryEntry[];
  /** Illnesses named for relatives who do not count (grandparents, aunts, uncles, cousins). */
  ignored: string[];
}

const FIRST_DEGREE: Record<string, string> = {
  mother: 'mother', mom: 'mother', mum: 'mother', father: 'father', dad: 'father',
  parent: 'parent', parents: 'parent', brother: 'brother', brothers: 'brother',
  sister: 'sister', sisters: 'sister', sibling: 'sibling', siblings: 'sibling',
};
const DISTANT = /\b(grand\w*|aunts?|uncles?|cousins?|nieces?|nephews?)\b/;

const ILLNESSES: { illness: FamilyIllness; pattern: RegExp }[] = [
  { illness: 'heart disease', pattern: /\b(heart|cardiac|coronary|myocardial|mi|cad|chf)\b/ },
  { illness: 'stroke', pattern: /\b(stroke|strokes|cva|tia)\b/ },
  { illness: 'cancer', pattern: /\b(cancer|cancers|leuka?emia|lymphoma|melanoma|tumou?r|carcinoma|sarcoma)\b/ },
  { illness: 'diabetes', pattern: /\b(diabetes|diabetic|t2dm|t1dm)\b/ },
];

const AGE = /\b(?:at|age|aged|before|by|under)?\s*(\d{2,3})\b|\bin (?:his|her|their) (\d)0s\b/;

const NEGATION = /\b(no|not|never|without|denies|negative)\b/;

/** Words around an illness that are not its name: the relative, verbs, ages. */
const NOT_THE_ILLNESS = /\b(?:my|his|her|their|both|mother|father|mom|dad|mum|parents?|brothers?|sisters?|siblings?|had|has|have|having|was|were|is|with|died|dead|deceased|passed|away|of|from|dx|dx'?d|diagnosed|diagnosis|history|hx|fh|family|at|age|aged|before|by|under|in|the|a|an|and|s)\b|\b\d{2,3}s?\b|[^\w\s'/-]/gi;

/** The illness as the clause writes it, kept when it is one illness of a few words. */
function writtenIllness(clause: string, illnesses: readonly FamilyIllness[], illness: FamilyIllness): string {
  const written = clause.replace(NOT_THE_ILLNESS, ' ').replace(/\s+/g, ' ').replace(/^[\s'/-]+|[\s'/-]+$/g, '');
  return illnesses.length === 1 && written.length > 0 && written.length <= 40 ? written : illness;
}

function ageIn(clause: string): number | null {
  const match = AGE.exec(clause);
  if (!match) return null;
  const age = Number(match[1] ?? `${match[2]}5`);
  return age < 120 ? age : null;
}

/**
 * One line (or ";"-part) at a time, split into clauses on commas, full stops and "and". A relative
 * named alone carries to the next clause of the same line ("mother and father had heart disease"),
 * never past it; an age alone belongs to the clause before ("father: heart disease, age 50").
 */
export function readFamilyHistory(text: string): FamilyHistory {
  const entries: FamilyHistoryEntry[] = [];
  const ignored: string[] = [];
  for (const line of text.slice(0, 2000).split(/[\n;]/)) {
    let pending: string[] = [];
    let last: FamilyHistoryEntry[] = [];
    for (const asWritten of line.split(/[,.]|\band\b|&/i)) {
      const clause = asWritten.toLowerCase();
      const words = clause.split(/[^a-z0-9]+/);
      const relatives = [...new Set(words.map((w) => FIRST_DEGREE[w]).filter((r): r is string => Boolean(r)))];
      const illnesses = ILLNESSES.filter(({ pattern }) => pattern.test(clause)).map(({ illness }) => illness);
      const age = ageIn(clause);
      if (illnesses.length === 0) {
        if (relatives.length > 0) pending = [...pending, ...relatives];
        else if (age !== null) for (const entry of last) entry.age ??= age;
        continue;
      }
      const who = [...pending, ...relatives];
      pending = [];
      last = [];
      if (NEGATION.test(clause)) continue;
      if (DISTANT.test(clause) || who.length === 0) {
        if (DISTANT.test(clause)) ignored.push(...illnesses);
        continue;
      }
      for (const relative of who) {
        for (const illness of illnesses) last.push({ relative, illness, age, written: writtenIllness(asWritten, illnesses, illness) });
      }
      entries.push(...last);
    }
  }
  return { entries, ignored };
}
