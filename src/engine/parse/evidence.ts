/**
 * What a drug with several uses is likely taken for, from the evidence on its line and beside it:
 * the dose, the schedule or route words, the other drugs taken (data/evidence.ts). The strongest kind
 * of evidence found decides (a dose beats a drug beside it beats words); evidence of one kind adds up.
 */
import { EVIDENCE_STRENGTH, type EvidenceRow } from '../data/evidence';
import type { Condition, Medication } from '../types';

/** The evidence rows of a catalog's drugs, by drug id, keeping only rows whose drug and uses it has. */
export function indexEvidence(rows: readonly EvidenceRow[], medications: readonly Medication[], conditionIds: ReadonlySet<string>): Map<string, EvidenceRow[]> {
  const byId = new Map(medications.map((m) => [m.id, m]));
  const index = new Map<string, EvidenceRow[]>();
  for (const row of rows) {
    const medication = byId.get(row.medication);
    if (!medication) continue;
    const own = new Set(medication.implies.flat());
    const uses = row.uses.filter((u) => own.has(u) && conditionIds.has(u));
    if (uses.length === 0) continue;
    const list = index.get(row.medication) ?? [];
    list.push({
      ...row,
      uses,
      ...(row.withDrugs ? { withDrugs: row.withDrugs.filter((d) => byId.has(d)) } : {}),
      ...(row.withoutDrugs ? { withoutDrugs: row.withoutDrugs.filter((d) => byId.has(d)) } : {}),
    });
    index.set(row.medication, list);
  }
  return index;
}

/** A dose in mg on the line: "300mg", "300 mg", "0.5 mg"; the first one written. */
const DOSE = /(\d+(?:\.\d+)?)\s*(?:mg|milligrams?)\b/i;

export function doseOf(line: string): number | null {
  const match = DOSE.exec(line);
  return match ? Number(match[1]) : null;
}

export interface Weighed {
  /** The uses the evidence points to; none when there is no evidence. */
  likely: Condition[];
  /** What was taken as evidence, in words. */
  evidence: string[];
}

/**
 * Weighs the evidence for one drug line. `taken` holds the ids of every drug on the profile; `options`
 * are the drug's uses still open (conditions of the catalog).
 */
export function weighEvidence(medication: Medication, line: string, options: readonly Condition[], taken: ReadonlySet<string>, index: ReadonlyMap<string, readonly EvidenceRow[]>): Weighed {
  const rows = index.get(medication.id);
  if (!rows) return { likely: [], evidence: [] };
  const dose = doseOf(line);
  const found: { strength: number; uses: readonly string[]; text: string }[] = [];
  for (const row of rows) {
    if (row.doseAtLeast !== undefined || row.doseBelow !== undefined) {
      if (dose === null) continue;
      if (row.doseAtLeast !== undefined && dose < row.doseAtLeast) continue;
      if (row.doseBelow !== undefined && dose >= row.doseBelow) continue;
      found.push({ strength: EVIDENCE_STRENGTH.dose, uses: row.uses, text: `${dose} mg: ${row.why}` });
    } else if (row.withDrugs) {
      const beside = row.withDrugs.find((d) => d !== medication.id && taken.has(d));
      if (beside === undefined) continue;
      found.push({ strength: EVIDENCE_STRENGTH.withDrugs, uses: row.uses, text: `With ${beside.replace(/-/g, ' ')}: ${row.why}` });
    } else if (row.withoutDrugs) {
      if (row.withoutDrugs.some((d) => d !== medication.id && taken.has(d))) continue;
      found.push({ strength: EVIDENCE_STRENGTH.withoutDrugs, uses: row.uses, text: `Alone: ${row.why}` });
    } else if (row.words) {
      const words = row.words.exec(line);
      if (!words) continue;
      found.push({ strength: EVIDENCE_STRENGTH.words, uses: row.uses, text: `"${words[0]}": ${row.why}` });
    }
  }
  if (found.length === 0) return { likely: [], evidence: [] };
  const strongest = Math.max(...found.map((f) => f.strength));
  const deciding = found.filter((f) => f.strength === strongest);
  const uses = new Set(deciding.flatMap((f) => f.uses));
  return { likely: options.filter((o) => uses.has(o.id)), evidence: found.map((f) => f.text) };
}
