/**
 * Settling what each drug is for, after every condition is known: a listed condition it treats or a
 * fact that shows one of its uses, the use written on its line, its one use, or — several uses and
 * nothing to say which — a question, read until answered as the evidence (or its mildest use) says.
 */
import type { Condition } from '../types';
import { shownByRows } from '../data/evidence';
import { addFact, type MedicationRead, type PendingMedication, type ReadState } from './facts';
import { HORMONE_DRUGS, refines } from './clauses';
import { weighEvidence } from './evidence';

/** For each use, the listed facts that show a drug is taken for it. */
const shownBy = new Map(shownByRows.map((r) => [r.use, r.shownBy]));

/** Events whose look-back runs from the end of treatment: a drug for one means it is treated now. */
const TREATED_NOW_GROUPS: ReadonlySet<string> = new Set(['cancer', 'substance-use']);

/** A drug proves a condition: confirmed when listed (never milder than the drug makes it), implied when not. */
function implied(state: ReadState, condition: Condition, written: string, medication: string, medicationId: string) {
  const listed = state.byId.get(condition.id);
  if (!listed) {
    addFact(state, { condition, severity: condition.severity, yearsAgo: condition.course === 'event' ? null : 0, dateText: null, source: written, origin: 'medication', severityWords: [], impliedBy: medication });
    return;
  }
  // A drug proves the condition exists; it does not move an event's date. Treated, it is at least
  // as grave as the drug alone would make it: "controlled" beside metformin is still treated diabetes.
  listed.confirmedBy ??= medication;
  if (listed.severity < condition.severity) listed.severity = condition.severity;
  // A drug that treats an event whose look-back runs from the end of its treatment (a cancer, a
  // substance use disorder) means the treatment goes on now: the event counts as current ("NSCLC 10
  // years ago" beside osimertinib). Not a lifelong drug after an event (a transplant's), nor hormone
  // therapy after a cancer, which is its own condition beside the cancer's date.
  const treatsNow = condition.course === 'event' && TREATED_NOW_GROUPS.has(condition.group) && !HORMONE_DRUGS.has(medicationId);
  if (treatsNow && listed.yearsAgo !== null && listed.yearsAgo > 0) listed.yearsAgo = 0;
  // Another drug implied it too: answering what one drug is for must not take it from the other.
  if (listed.origin === 'medication' && listed.impliedBy !== medication && !(listed.alsoImpliedBy ?? []).includes(medication)) {
    listed.alsoImpliedBy = [...(listed.alsoImpliedBy ?? []), medication];
  }
}

/**
 * The use the line states ("Farxiga for CKD stage 3": a use of the same kind as one of the drug's counts
 * as that one; of several, the most serious). A name milder than every use of its kind the drug has is
 * read as the mildest of them ("Lantus for diabetes" is insulin-treated diabetes, "Plavix for chest
 * pain" coronary disease), unless it is a stage of one.
 */
function statedUse(options: readonly Condition[], purpose: readonly Condition[]): Condition | undefined {
  const sameUse = (c: Condition) => options.some((o) => o.id === c.id || (o.group === c.group && c.group !== 'other'));
  const named = purpose.filter(sameUse).sort((a, b) => b.severity - a.severity)[0];
  const sameKind = named && !options.includes(named) ? options.filter((o) => o.group === named.group) : [];
  const graver = named && sameKind.length > 0 && sameKind.every((o) => o.severity > named.severity && !refines(o.id, named.id));
  return graver ? sameKind.reduce((a, b) => (b.severity < a.severity ? b : a)) : named;
}

/**
 * A listed condition that settles the use: one of the drug's uses, or a fact that shows one (metoprolol
 * after a heart attack; data/evidence.ts). Evidence for a more serious use outweighs a milder listed one
 * ("high blood pressure" beside Lasix 80 mg and carvedilol): then the drug is asked about.
 */
function listedUse(state: ReadState, options: readonly Condition[], likely: readonly Condition[]): Condition | undefined {
  const listedConditions = [...state.byId.values()].filter((c) => c.origin === 'listed').map((c) => c.condition);
  const candidate = options.find((c) => listedConditions.includes(c)) ?? (options.length > 1 ? listedConditions.find((c) => options.some((o) => shownBy.get(o.id)?.includes(c.id))) : undefined);
  return candidate && !likely.some((l) => l.severity > candidate.severity) ? candidate : undefined;
}

/** What one alternative of a drug's uses settles to. */
interface Settled {
  status?: MedicationRead['status'];
  suggests: string[];
  evidence: string[];
}

/** Several uses and nothing to settle them: a question, read as the evidence's most serious use, or with none the mildest. */
function asked(state: ReadState, item: PendingMedication, name: string, options: Condition[], weighed: { likely: Condition[]; evidence: string[] }): Settled {
  // A use another drug already proves ("albuterol" beside "Spiriva" for COPD) is evidence too.
  const proven = options.filter((o) => state.byId.get(o.id)?.origin === 'medication');
  if (proven.length > 0 && weighed.likely.length === 0) {
    weighed.likely = proven;
    weighed.evidence.push(`${proven.map((c) => c.name.toLowerCase()).join(' or ')} already read from another drug`);
  }
  const assumed = weighed.likely.length > 0 ? weighed.likely.reduce((worst, c) => (c.severity > worst.severity ? c : worst)) : options.reduce((mildest, c) => (c.severity < mildest.severity ? c : mildest));
  state.ambiguities.push({ id: item.medication.id, medication: name, written: item.written, options, assumed, evidence: weighed.evidence, likely: weighed.likely });
  implied(state, assumed, item.written, name, item.medication.id);
  return { status: 'ambiguous', suggests: options.map((c) => c.name), evidence: weighed.evidence };
}

function settleAlternative(state: ReadState, item: PendingMedication, alternatives: readonly string[], taken: ReadonlySet<string>): Settled {
  const { written, medication, purpose } = item;
  const name = medication.names[0] ?? medication.id;
  const options = alternatives.flatMap((id) => state.index.conditionById.get(id) ?? []);
  const weighed = options.length > 1 ? weighEvidence(medication, written, options, taken, state.index.evidence) : { likely: [], evidence: [] };
  const listed = listedUse(state, options, weighed.likely);
  const stated = statedUse(options, purpose);
  // An off-label use is the drug's own only on a line of that one drug "for" it, and only for a drug
  // with a usual use no graver than moderate: "Entresto for blood pressure" is still heart failure.
  const offLabel = item.statedFor === true && options.some((o) => o.severity <= 2);
  if (!listed && !stated && purpose.length > 0 && offLabel) return { suggests: purpose.map((c) => c.name), evidence: [] };
  const one = listed ?? stated ?? (options.length === 1 ? options[0] : undefined);
  if (one) {
    implied(state, one, written, name, medication.id);
    return { ...(listed ? { status: 'confirms' as const } : {}), suggests: [one.name], evidence: [] };
  }
  return options.length > 1 ? asked(state, item, name, options, weighed) : { suggests: [], evidence: [] };
}

function settleOne(state: ReadState, item: PendingMedication, taken: ReadonlySet<string>): MedicationRead {
  const { written, medication } = item;
  if (medication.implies.length === 0) return { written, medication, status: 'no-weight', suggests: [], evidence: [] };
  let status: MedicationRead['status'] = 'suggests';
  const suggests: string[] = [];
  const evidence: string[] = [];
  for (const alternatives of medication.implies) {
    const settled = settleAlternative(state, item, alternatives, taken);
    if (settled.status) status = settled.status;
    suggests.push(...settled.suggests);
    evidence.push(...settled.evidence);
  }
  return { written, medication, status, suggests: [...new Set(suggests)], evidence };
}

/**
 * Medications after all conditions are known, so a listed condition settles what a drug is for.
 * Drugs with one use come first, so a drug with several can be read beside them (albuterol beside
 * Spiriva), whatever order the lines were in; the reads are listed in the order the agent wrote them.
 */
export function settleMedications(state: ReadState) {
  const several = (p: PendingMedication) => Number(p.medication.implies.some((u) => u.length > 1));
  const pending = [...state.pendingMedications].sort((a, b) => several(a) - several(b));
  const taken = new Set(state.pendingMedications.map((p) => p.medication.id));
  const reads = new Map<PendingMedication, MedicationRead>();
  for (const item of pending) reads.set(item, settleOne(state, item, taken));
  for (const item of state.pendingMedications) {
    const read = reads.get(item);
    if (read) state.medicationsRead.push(read);
  }
  state.pendingMedications.length = 0;
}
