/**
 * The approved carriers a search answers for: every product's `carrierName` is one of these names.
 * The screens that list them (admin, About) read them here, without loading the engine. The
 * engine's catalog has its own rows (src/engine/data/carriers.ts); tests/unit/wire.test.ts holds
 * the two equal, in order.
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

/** The approved carriers' names, in the catalog's order: the one list the app shows. */
export const approvedCarrierNames: readonly string[] = approvedCarriers.map((carrier) => carrier.name);
