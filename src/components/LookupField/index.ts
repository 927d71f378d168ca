export { LookupField, emptyLookupProfile, type LookupFieldProps, type LookupProfile } from './LookupField';
export { lastTerm, withLastTerm, withTermReplaced } from './terms';
