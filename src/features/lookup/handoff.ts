import type { LookupProfile } from '../../components/LookupField/LookupField';
import type { LookupAnswer } from '../../contract';
import type { LookupHandoff } from '../lookupHandoff';

/**
 * What a lookup carries into the search form: each term found as the line the engine says it
 * becomes (a drug under medications, a condition under conditions, as the agent typed it), and the
 * client's details when given. Null when nothing was found.
 */
export function handoffOf(answer: LookupAnswer, profile: LookupProfile): LookupHandoff | null {
  const medications: string[] = [];
  const medicalConditions: string[] = [];
  for (const term of answer.terms) {
    if (!term.line) continue;
    (term.line.field === 'medications' ? medications : medicalConditions).push(term.line.text);
  }
  if (medications.length === 0 && medicalConditions.length === 0) return null;
  return { medications, medicalConditions, age: profile.age.trim(), gender: profile.sex, smoker: profile.tobacco ? true : null };
}
