/**
 * The lookup field holds several terms in one line, as an agent writes them down: "Eliquis, stroke
 * 2022, CHF" (the contract's `splitLookupTerms` splits it, for the field, the page and the endpoint
 * alike). These pure helpers find the term being typed and put a picked suggestion in its place.
 */
import { lookupTermSpans } from '../../contract';

/** What separates terms: the contract's separators (a comma, a semicolon, a line break). */
const SEPARATOR = /[,;\n\r]/;

/** The term being typed: the text after the last separator, trimmed (empty right after a comma). */
export function lastTerm(line: string): string {
  const parts = line.split(SEPARATOR);
  return parts[parts.length - 1]!.trim();
}

/** The line with the term being typed replaced by `name` (a picked suggestion); the terms before it kept as written. */
export function withLastTerm(line: string, name: string): string {
  let cut = -1;
  for (let i = line.length - 1; i >= 0; i--) {
    if (SEPARATOR.test(line[i]!)) {
      cut = i;
      break;
    }
  }
  if (cut < 0) return name;
  return `${line.slice(0, cut + 1)} ${name}`;
}

/**
 * The line with one term (as the contract splits it: `written`) replaced by `name`: a suggestion
 * pressed for a term not found. The term's whole span goes, a date written after a comma with it.
 */
export function withTermReplaced(line: string, written: string, name: string): string {
  const span = lookupTermSpans(line).find((term) => term.text.replace(/\s+/g, ' ') === written);
  if (!span) return line;
  return `${line.slice(0, span.start)}${name}${line.slice(span.end)}`;
}
