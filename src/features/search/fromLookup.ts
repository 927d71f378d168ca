/**
 * A lookup carried into a search (src/features/lookupHandoff.ts): its medications and conditions
 * lines replace the form's, and the client's age, sex and tobacco the form's when the lookup had
 * them; everything else in the form stays. Taken once, before the screen's first paint.
 */
import { useLayoutEffect } from 'react';
import { useStore } from 'jotai';
import type { HealthProfileValues } from '../../components/HealthProfileForm/HealthProfileForm';
import { lookupHandoffAtom, type LookupHandoff } from '../lookupHandoff';
import { profileAtom } from './atoms';

/** The form's values with a lookup carried in. */
export function withLookup(values: HealthProfileValues, handoff: LookupHandoff): HealthProfileValues {
  return {
    ...values,
    medications: handoff.medications.join('\n'),
    medicalConditions: handoff.medicalConditions.join('\n'),
    ...(handoff.age ? { age: handoff.age } : {}),
    ...(handoff.gender ? { gender: handoff.gender } : {}),
    ...(handoff.smoker !== null ? { smoker: handoff.smoker } : {}),
  };
}

export function useTakeLookupHandoff() {
  const store = useStore();
  useLayoutEffect(() => {
    const handoff = store.get(lookupHandoffAtom);
    if (!handoff) return;
    store.set(lookupHandoffAtom, null);
    store.set(profileAtom, withLookup(store.get(profileAtom), handoff));
  }, [store]);
}
