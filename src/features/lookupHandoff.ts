/**
 * What the lookup carries into a search: the medications and conditions lines as the agent would
 * have typed them, and the client's age, sex and tobacco when given. The lookup sets it before it
 * opens /search; the search screen takes it (once) before its first paint and fills its form. Here,
 * between the two features, because a feature never imports another. In memory only: health data
 * never goes to the address.
 */
import { atom } from 'jotai';

export interface LookupHandoff {
  medications: readonly string[];
  medicalConditions: readonly string[];
  /** Empty: not given. */
  age: string;
  gender: '' | 'male' | 'female' | 'other';
  /** Null: not given (the form's own value stays). */
  smoker: boolean | null;
}

export const lookupHandoffAtom = atom<LookupHandoff | null>(null);
