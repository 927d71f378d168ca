/**
 * Every fact read in the light of the others, once all are known: neuropathy with diabetes is
 * diabetic neuropathy (a condition row's `becomes`); COPD with tobacco, a nebulizer or oral steroids
 * is severe; hormone therapy beside a cancer (or a hormone therapy drug) is ongoing treatment of it.
 */
import type { Severity } from '../types';
import { addFact, type ReadState } from './facts';
import { SEVERE_LUNG_IDS } from './clauses';

function severeLungs(state: ReadState, smoker: boolean) {
  if (!smoker && state.severeLung.length === 0) return;
  for (const found of state.byId.values()) {
    if (SEVERE_LUNG_IDS.has(found.condition.id)) found.severity = Math.max(found.severity, 3) as Severity;
  }
}

/** Hormone therapy beside a cancer, or a hormone drug taken now; with no cancer anywhere, the words are named as not understood. */
function hormoneTherapy(state: ReadState) {
  const hormone = state.index.conditionById.get('cancer-hormone-therapy');
  const cancer = [...state.byId.values()].some((c) => c.condition.group === 'cancer');
  const source = state.hormoneDrugs[0] ?? (cancer ? state.hormoneWords[0] : undefined);
  if (hormone && source !== undefined) {
    addFact(state, { condition: hormone, severity: hormone.severity, yearsAgo: 0, dateText: null, source, origin: 'listed', severityWords: [] });
    return;
  }
  // Hormone therapy with no cancer anywhere (menopause? prostate?): not read, so it is named, never silently nothing.
  for (const written of new Set(state.hormoneWords)) state.unrecognised.push({ field: 'medicalConditions', written, words: [], whole: true });
}

/** A condition row's `becomes`: what it is beside a condition of another group. */
function becomes(state: ReadState) {
  const groups = new Set([...state.byId.values()].map((c) => c.condition.group));
  for (const found of [...state.byId.values()]) {
    const to = found.condition.becomes;
    const condition = to && groups.has(to.group) ? state.index.conditionById.get(to.id) : undefined;
    if (!condition) continue;
    state.byId.delete(found.condition.id);
    addFact(state, { ...found, condition, severity: Math.max(found.severity, condition.severity) as Severity });
  }
}

export function readInLight(state: ReadState, smoker: boolean) {
  severeLungs(state, smoker);
  hormoneTherapy(state);
  becomes(state);
}
