/** How the profile was read, in words: the same notes close every product's reasons. */
import type { ClientFacts } from './parse/profile';

/** How the profile was read, said once for every product. */
export function profileNotes(facts: ClientFacts): string[] {
  const notes: string[] = [];
  if (facts.heightInches === null) notes.push(`Height not understood ("${facts.heightText}"): build not checked`);
  if (facts.weightPounds === null) notes.push(`Weight not understood ("${facts.weightText}"): build not checked`);
  const capital = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
  for (const c of facts.conditions) {
    const name = c.condition.name.toLowerCase();
    if (c.impliedBy) {
      const or = c.alternatives && c.alternatives.length > 0 ? ` (or ${c.alternatives.join(', ').toLowerCase()})` : '';
      notes.push(`${capital(c.impliedBy)} suggests ${name}${or}`);
    } else if (c.treatedBy) notes.push(`${capital(c.treatedBy)}: ${name} is under treatment now`);
    else if (c.yearsAgo === null) notes.push(`No date given for ${name}: treated as recent`);
    if (c.matchedText) notes.push(`Read "${c.matchedText}" as ${name}`);
    if (c.severityWords.length > 0) notes.push(`${c.condition.name} noted as ${c.severityWords.join(', ')}`);
  }
  for (const line of facts.negatedConditions) notes.push(`Read "${line}" as no condition`);
  for (const e of facts.family.ignored) notes.push(`Family history of ${e} outside parents and siblings is not counted`);
  return notes;
}
