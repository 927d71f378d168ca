/**
 * Real lookup answers for the component stories: the app's own endpoint handler (the engine over the
 * sample catalog, at the stories' frozen date), parsed with the contract's schema as the screen's
 * client parses them. Nothing is written by hand, so a story shows what the engine says.
 */
import { handleLookupRequest } from '../src/api/lookup';
import { lookupAnswerSchema, lookupQueryString, type LookupAnswer, type LookupQuery } from '../src/contract';

export async function lookupAnswer(query: LookupQuery): Promise<LookupAnswer> {
  const response = await handleLookupRequest(new Request(`http://localhost/api/lookup?${lookupQueryString(query)}`));
  return lookupAnswerSchema.parse(await response.json());
}
