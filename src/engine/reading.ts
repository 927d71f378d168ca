/** How the profile was read, for the agent to check and correct from: the read-back and the notes every product's reasons end with. */
import { when } from './assess';
import type { ClientFacts } from './parse/profile';
import { drugUseQuestionId } from './questions';
import { capital, feetAndInches } from './text';
import type { Grade, ProfileReading, Severity } from './types';

const grades: Record<Severity, Grade> = { 1: 'minor', 2: 'moderate', 3: 'serious', 4: 'critical' };

export function buildText(facts: ClientFacts): string {
  if (facts.heightInches === null) return `Height not understood ("${facts.heightText}"): build not checked`;
  if (facts.weightPounds === null) return `Weight not understood ("${facts.weightText}"): build not checked`;
  return `${feetAndInches(facts.heightInches)}, ${facts.weightPounds} lb, BMI ${facts.bmi}`;
}

export function readingOf(facts: ClientFacts): ProfileReading {
  return {
    conditions: facts.conditions.map((c) => ({
      name: c.condition.name,
      written: c.matchedText ? `${c.source} (read "${c.matchedText}" as ${c.condition.name.toLowerCase()})` : c.source,
      date: c.answered ? `${when(c)} (answered)` : when(c),
      grade: grades[c.severity],
      source: c.origin,
    })),
    medications: facts.medicationsRead.map((m) => ({
      written: m.written,
      name: capital(m.medication.names[0] ?? m.medication.id),
      suggests: m.suggests,
      status: m.status,
      evidence: m.evidence,
      ...(m.status === 'ambiguous' ? { question: drugUseQuestionId(m.medication.id) } : {}),
    })),
    ruledOut: facts.ruledOut,
    context: facts.context,
    // The search fills these in: they need the catalog's rules.
    questions: [],
    unrecognised: facts.unrecognised.map(({ field, written, words }) => ({ field, written, words })),
    tobacco: facts.tobacco.text,
    build: buildText(facts),
    callBacks: [],
    family: [
      // As written: "Mother: breast cancer at 52", not the kind it counts as ("cancer").
      ...facts.family.entries.map((e) => `${capital(e.relative)}: ${e.written}${e.age === null ? '' : ` at ${e.age}`}`),
      ...facts.family.ignored.map((illness) => `${capital(illness)} in a grandparent, aunt, uncle or cousin: not counted`),
      // "Husband's condition", "Daughters' condition".
      ...facts.others.map((who) => `${capital(who)}${who.endsWith('s') ? "'" : "'s"} condition: someone else's, not counted`),
    ],
  };
}

/** The notes every product's reasons end with: what was assumed, in words. */
export function profileNotes(facts: ClientFacts): string[] {
  const notes: string[] = [];
  if (facts.heightInches === null || facts.weightPounds === null) notes.push(buildText(facts));
  for (const c of facts.conditions) {
    if (c.impliedBy) notes.push(`${capital(c.impliedBy)} suggests ${c.condition.name.toLowerCase()}`);
    else if (c.confirmedBy) notes.push(`${capital(c.confirmedBy)} confirms ${c.condition.name.toLowerCase()}`);
    if (c.yearsAgo === null) notes.push(`No date given for ${c.condition.name.toLowerCase()}: counted as recent until answered`);
    if (c.matchedText) notes.push(`Read "${c.matchedText}" as ${c.condition.name.toLowerCase()}`);
  }
  for (const a of facts.ambiguities) notes.push(`${capital(a.medication)} read as for ${a.assumed.name.toLowerCase()} until answered`);
  return notes;
}
