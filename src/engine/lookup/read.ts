/**
 * One looked-up term as the search's reader reads it (parse/profile.ts: the same phrase index, typo
 * allowance, dates and drugs' uses), on a conditions line and, if that does not read it whole, on a
 * medications line. A term read whole is a condition or a drug and becomes that line of a plain
 * profile; a term with any word the reader cannot read is not found, and never guessed (a word not
 * read would hold every offer in a search, heldWords.ts).
 */
import { vocabularyOf } from '../catalog';
import { readProfile, type ClientFacts } from '../parse/profile';
import { capital, tokens } from '../text';
import type { Catalog, ClientProfile } from '../types';
import { suggest } from './suggest';
import type { LookupTerm } from './types';

/** The most suggestions a term carries. */
export const TERM_SUGGESTIONS = 8;

/** The plain profile of a lookup: the lines given, nothing else (no build, no family history). */
export function plainProfile(lines: { medications?: string; medicalConditions?: string }, age: number, sex: ClientProfile['gender'] = 'other', tobacco = false): ClientProfile {
  return { age: String(age), gender: sex, height: '', weight: '', smoker: tobacco, medications: lines.medications ?? '', medicalConditions: lines.medicalConditions ?? '', familyHistory: '' };
}

/**
 * The plain profiles one lookup reads, each read once (readProfile): a term read on its own line is
 * the very profile its decision reads when it is the only term found (the same line, age, sex and
 * tobacco), so that read is not made twice. Pure: the same profile text is read the same way.
 */
export class ProfileReads {
  private readonly read = new Map<string, ClientFacts>();
  constructor(
    private readonly catalog: Catalog,
    private readonly now: Date,
  ) {}

  of(profile: ClientProfile): ClientFacts {
    // Everything readProfile reads (the answers are not read: questions.ts applies them).
    const key = JSON.stringify([profile.age, profile.gender, profile.smoker, profile.height, profile.weight, profile.medications, profile.medicalConditions, profile.familyHistory]);
    let facts = this.read.get(key);
    if (!facts) this.read.set(key, (facts = readProfile(profile, vocabularyOf(this.catalog), this.now)));
    return facts;
  }
}

/** The client a term is read for: the lookup's age, sex and tobacco, as its decision reads it. */
export interface TermReader {
  reads: ProfileReads;
  age: number;
  sex?: ClientProfile['gender'] | undefined;
  tobacco?: boolean | undefined;
}

/** Read whole: every word understood, and a condition or a drug found. */
const readWhole = (facts: ClientFacts) => facts.unrecognised.length === 0 && (facts.conditions.length > 0 || facts.medicationsRead.length > 0);

const unique = (items: readonly string[]) => [...new Set(items)];

/**
 * What a term read whole stands for: a drug when it names one, else the conditions it names. No
 * suggestions: a term found needs none (the field suggests names while the term typed is not found,
 * and the answer offers them for a term not found), so none are looked for.
 */
function termOf(written: string, field: 'medications' | 'medicalConditions', facts: ClientFacts): LookupTerm {
  const suggestions: LookupTerm['suggestions'] = [];
  const line = { field, text: written };
  const listed = facts.conditions.filter((c) => c.origin === 'listed');
  if (facts.medicationsRead.length > 0) {
    return {
      written,
      read: 'drug',
      name: unique(facts.medicationsRead.map((m) => capital(m.medication.names[0] ?? m.medication.id))).join(' and '),
      date: null,
      uses: unique([...facts.medicationsRead.flatMap((m) => m.suggests), ...listed.map((c) => c.condition.name)]),
      line,
      suggestions,
    };
  }
  return {
    written,
    read: 'condition',
    name: listed.map((c) => c.condition.name).join(', '),
    date: listed.find((c) => c.dateText !== null)?.dateText ?? null,
    uses: listed.map((c) => c.condition.name),
    line,
    suggestions,
  };
}

/**
 * A term as read: a term that names a drug as written, on a medications line (where a drug's
 * evidence is read); else first as a conditions line (where agents write most terms), then, for a
 * drug or a term the conditions line does not read whole, as a medications line.
 */
export function readTerm(written: string, catalog: Catalog, now: Date, reader: TermReader = { reads: new ProfileReads(catalog, now), age: 60 }): LookupTerm {
  const vocabulary = vocabularyOf(catalog);
  const read = (field: 'medications' | 'medicalConditions') => reader.reads.of(plainProfile({ [field]: written }, reader.age, reader.sex, reader.tobacco));
  // A term that names a drug as written is read on a medications line at once (one read, not two).
  const { words, written: cased } = tokens(written);
  if (vocabulary.medications.findExact(words, cased, new Array<boolean>(words.length).fill(false)).length > 0) {
    const asDrug = read('medications');
    if (readWhole(asDrug) && asDrug.medicationsRead.length > 0) return termOf(written, 'medications', asDrug);
  }
  const asCondition = read('medicalConditions');
  if (readWhole(asCondition) && asCondition.medicationsRead.length === 0) return termOf(written, 'medicalConditions', asCondition);
  const asDrug = read('medications');
  if (readWhole(asDrug)) return termOf(written, 'medications', asDrug);
  if (readWhole(asCondition)) return termOf(written, 'medicalConditions', asCondition);
  return { written, read: 'not-found', name: null, date: null, uses: [], line: null, suggestions: suggest(written, TERM_SUGGESTIONS, catalog) };
}
