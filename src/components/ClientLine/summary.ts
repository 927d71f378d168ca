/**
 * The one-line summary of a searched client, shown where the form folds once results show
 * (docs/product.md, "On a phone"): who (age and sex), tobacco, how many medications and conditions
 * (and family history lines, when given), and what was asked for. Counts only: no drug, condition or
 * relative is ever named, so the line says nothing of the client's health to someone glancing at the
 * screen beyond what the counts say; the words themselves are one press away, under Edit.
 */
import type { HealthProfile } from '../../contract';
import { budgetText, formatAmount } from '../ProductCard/quote';

/** What the line is made from: the profile as searched. */
export type ClientLineProfile = Pick<HealthProfile, 'age' | 'gender' | 'smoker' | 'medications' | 'medicalConditions' | 'familyHistory' | 'coverageKind' | 'coverageAmount' | 'monthlyBudget' | 'termYears'>;

/** The entries of a free-text field written one per line: its lines that are not blank. */
export function entryCount(text: string | undefined): number {
  return (text ?? '').split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length;
}

const counted = (count: number, one: string, many: string) => (count === 0 ? `no ${many}` : `${count} ${count === 1 ? one : many}`);

const kindWords = { 'final-expense': 'final expense', term: 'term', 'guaranteed-issue': 'guaranteed issue' } as const;

/** "68F", "45M"; for sex Other the age and the word, as the form says it. */
function who(profile: ClientLineProfile): string {
  const age = profile.age.trim();
  if (profile.gender === 'female') return `${age}F`;
  if (profile.gender === 'male') return `${age}M`;
  return `${age}, sex Other`;
}

/**
 * What was asked for, as parts: "$15,000 final expense", "$40/mo budget", "$250,000 20-year term",
 * "final expense only"; with any kind, the term on its own ("$250,000 coverage", "20-year term").
 * None when nothing was.
 */
function asked(profile: ClientLineProfile): string[] {
  const kind = profile.coverageKind;
  const term = profile.termYears !== undefined && (kind === undefined || kind === 'term') ? `${profile.termYears}-year term` : null;
  // With a kind, the term (which only term products take) is said with it: "20-year term".
  const what = kind === 'term' && term ? term : kind ? kindWords[kind] : null;
  const alone = kind === undefined && term ? [term] : [];
  const money = profile.monthlyBudget !== undefined ? budgetText(profile.monthlyBudget) : profile.coverageAmount !== undefined ? formatAmount(profile.coverageAmount) : null;
  if (money === null) return [...(what === null ? [] : [`${what} only`]), ...alone];
  if (what !== null) return [`${money} ${what}`];
  return [profile.monthlyBudget !== undefined ? `${money} budget` : `${money} coverage`, ...alone];
}

/**
 * The line's parts, in order: "68F", "non-smoker", "3 medications", "1 condition", then "2 family
 * history lines" when any were given, then what was asked for when anything was (one part, or the
 * amount and the term when any kind was asked for).
 */
export function clientLineParts(profile: ClientLineProfile): string[] {
  const family = entryCount(profile.familyHistory);
  return [
    who(profile),
    profile.smoker ? 'smoker' : 'non-smoker',
    counted(entryCount(profile.medications), 'medication', 'medications'),
    counted(entryCount(profile.medicalConditions), 'condition', 'conditions'),
    ...(family > 0 ? [`${family} family history ${family === 1 ? 'line' : 'lines'}`] : []),
    ...asked(profile),
  ];
}

/** The parts as the line reads them: "68F · non-smoker · 3 medications · 1 condition · $15,000 final expense". */
export const clientLineText = (profile: ClientLineProfile) => clientLineParts(profile).join(' · ');
