/** How a product not offered reads: held until a question is answered, postponed until results are in, or declined. */
import type { Decline } from '../../contract';

export type DeclineStatus = 'held' | 'postponed' | 'declined';

/**
 * Held: the engine holds it until the agent answers a question (its reason starts "Held until …":
 * a word it cannot read); postponed: results still to come (outcome 'postponed'); else declined.
 */
export function declineStatus(decline: Pick<Decline, 'outcome' | 'reason'>): DeclineStatus {
  if (/^held\b/i.test(decline.reason.trimStart())) return 'held';
  return decline.outcome === 'postponed' ? 'postponed' : 'declined';
}

/** Counted for the line under "Not offered (N)": "All", or "2 of them". */
export const howMany = (count: number, total: number) => (count === total ? 'All' : `${count} of them`);
