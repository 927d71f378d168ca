/** How the profile was read, for the agent to check and correct from: the read-back and the notes every product's reasons end with. */
import { when } from './assess';
import type { ClientFacts } from './parse/profile';
import { capital, feetAndInches } from './text';
import type { Grade, ProfileReading, Severity } from './types';

const grades: Record<Severity, Grade> = { 1: 'minor', 2: 'moderate', 3: 'serious', 4: 'critical' };
const orList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1] ?? ''}`;

/** What the agent should ask, for the read-back: each ambiguous drug, each undated event, an undated quit. */
export function readingQuestions(facts: ClientFacts): string[] {
  const questions = facts.ambiguities.map(
    (a) => `Ask what ${a.medication} is taken for: ${orList(a.options.map((c) => c.name.toLowerCase()))}. Until then it is read as ${a.assumed.name.toLowerCase()}.`,
  );
  for (const c of facts.conditions) {
    if (c.yearsAgo === null) questions.push(`Ask when the ${c.condition.name.toLowerCase()} was: with no date it is counted as recent.`);
  }
  if (facts.tobacco.quit && facts.tobacco.quitYearsAgo === null && !facts.smoker) questions.push('Ask when the client quit tobacco: under 12 months is tobacco.');
  return questions;
}

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
      date: when(c),
      grade: grades[c.severity],
      source: c.origin,
    })),
    medications: facts.medicationsRead.map((m) => ({
      written: m.written,
      name: capital(m.medication.names[0] ?? m.medication.id),
      suggests: m.suggests,
      status: m.status,
    })),
    ruledOut: facts.ruledOut,
    questions: readingQuestions(facts),
    unrecognised: facts.unrecognised.map(({ field, written, words }) => ({ field, written, words })),
    tobacco: facts.tobacco.text,
    build: buildText(facts),
    family: [
      ...facts.family.entries.map((e) => `${capital(e.relative)}: ${e.illness}${e.age === null ? '' : ` at ${e.age}`}`),
      ...facts.family.ignored.map((illness) => `${capital(illness)} in a grandparent, aunt, uncle or cousin: not counted`),
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
    if (c.yearsAgo === null) notes.push(`No date given for ${c.condition.name.toLowerCase()}: counted as recent`);
    if (c.matchedText) notes.push(`Read "${c.matchedText}" as ${c.condition.name.toLowerCase()}`);
  }
  for (const a of facts.ambiguities) notes.push(`${capital(a.medication)} read as for ${a.assumed.name.toLowerCase()}: ask what it is taken for`);
  return notes;
}
