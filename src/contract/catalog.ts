/**
 * The sample catalog as the screens name it, without loading the engine: the approved carriers a
 * search answers for (every product's `carrierName` is one of these) and how many products it has.
 * The engine's catalog has its own rows (src/engine/data); tests/unit/wire.test.ts holds these equal
 * to them, so the dashboard, the admin area and About never state a count the catalog does not have.
 */
export const approvedCarriers = [
  { id: 'american-amicable', name: 'American Amicable' },
  { id: 'american-general-corebridge', name: 'American General/Corebridge' },
  { id: 'americo', name: 'Americo' },
  { id: 'fidelity-and-guaranty', name: 'Fidelity and Guaranty' },
  { id: 'foresters', name: 'Foresters' },
  { id: 'mutual-of-omaha', name: 'Mutual of Omaha' },
  { id: 'sbli', name: 'SBLI' },
  { id: 'transamerica', name: 'Transamerica' },
  { id: 'united-home-life', name: 'United Home Life' },
] as const;

/** How many products the sample catalog holds. */
export const catalogProductCount = 57;

/** The approved carriers' names, in the catalog's order: the one list the app shows. */
export const approvedCarrierNames: readonly string[] = approvedCarriers.map((carrier) => carrier.name);
