/**
 * The engine's second, light door: the approved carriers alone, without the catalog or the rules,
 * for screens that list them (admin, About) and must not load the underwriting engine to do it.
 */
import { carrierRows } from './data/carriers';

export { carrierRows };

/** The approved carriers' names, in the catalog's order: the one list the app shows. */
export const approvedCarrierNames: readonly string[] = carrierRows.map((carrier) => carrier.name);
