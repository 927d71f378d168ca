/**
 * The lookup field holds several terms in one line, as an agent writes them down: "Eliquis, stroke
 * 2022, CHF" (the contract's `splitLookupTerms` splits it, for the field, the page and the endpoint
 * alike). These pure helpers find the term being typed and put a picked suggestion in its place.
 */

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

/** The line with one term (as written) replaced by `name`: a suggestion pressed for a term not found. */
export function withTermReplaced(line: string, written: string, name: string): string {
  const parts = line.split(SEPARATOR);
  const at = parts.findIndex((part) => part.trim() === written);
  if (at < 0) return line;
  const lead = /^\s*/.exec(parts[at]!)![0];
  const trail = /\s*$/.exec(parts[at]!)![0];
  let offset = 0;
  for (let i = 0; i < at; i++) offset += parts[i]!.length + 1;
  return `${line.slice(0, offset)}${lead}${name}${trail}${line.slice(offset + parts[at]!.length)}`;
}
