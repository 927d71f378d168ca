/**
 * What New client clears, as data: the last client's state as the screen held it (kept in memory
 * only, for the Undo), which parts of it held anything, and the toast's words for them.
 */
import { emptyHealthProfile, type HealthProfileValues } from '../../components/HealthProfileForm/HealthProfileForm';
import type { SearchResultsState } from '../../components/SearchResults/SearchResults';
import type { HealthProfile } from '../../contract';
import type { GivenAnswers, ResultsView } from './atoms';

/** Everything the search screen keeps of one client (the session keys of savedKeys.ts). */
export interface ClientState {
  profile: HealthProfileValues;
  results: SearchResultsState;
  searchedProfile: HealthProfile | null;
  searchedValues: HealthProfileValues | null;
  answers: GivenAnswers;
  view: ResultsView;
}

export type ClearedPart = 'form' | 'results' | 'answers';

/** The parts of a client that held something, in the order the toast names them. */
export function clearedParts(client: ClientState): ClearedPart[] {
  const parts: ClearedPart[] = [];
  const typed = (Object.keys(emptyHealthProfile) as (keyof HealthProfileValues)[]).some((key) => {
    const value = client.profile[key];
    return typeof value === 'string' ? value.trim() !== '' : value === true;
  });
  if (typed) parts.push('form');
  if (client.results.status === 'results' || client.results.status === 'empty') parts.push('results');
  if (Object.keys(client.answers.answers).length > 0) parts.push('answers');
  return parts;
}

/** "Cleared the last client's form, results and answers": what New client cleared, said in its toast. */
export function clearedMessage(parts: readonly ClearedPart[]): string {
  const named = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : (parts[0] ?? 'form');
  return `Cleared the last client's ${named}`;
}
