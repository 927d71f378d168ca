export { LookupResults, type LookupResultsProps, type LookupResultsState } from './LookupResults';
export { outcomeLine } from './LookupProducts';
