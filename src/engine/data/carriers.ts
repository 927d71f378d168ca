/** Illustrative carrier rows, one per carrier, like the "Insurance Carriers List" sheet. */
import type { CarrierRow } from '../sheets';

export const carrierRows: readonly CarrierRow[] = [
  { id: 'american-amicable', name: 'American Amicable' },
  { id: 'american-general-corebridge', name: 'American General/Corebridge' },
  { id: 'americo', name: 'Americo' },
  { id: 'fidelity-and-guaranty', name: 'Fidelity and Guaranty' },
  { id: 'foresters', name: 'Foresters' },
  { id: 'mutual-of-omaha', name: 'Mutual of Omaha' },
  { id: 'sbli', name: 'SBLI' },
  { id: 'transamerica', name: 'Transamerica' },
  { id: 'united-home-life', name: 'United Home Life' },
];
