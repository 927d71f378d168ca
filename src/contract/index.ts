/**
 * The contract's one door: the search's wire shapes (the request, search.ts; the answer, assessment.ts), the lookup's
 * (lookup.ts), the words they use
 * (vocabulary.ts) and the sample catalog they answer from: its carriers and size (catalog.ts). Browser-safe: zod/mini,
 * nothing else.
 * Features, components, the API handler, the mocks and the server import it; it imports nothing
 * from src.
 */
export * from './catalog';
export * from './search';
export * from './assessment';
export * from './vocabulary';
export * from './lookup';
