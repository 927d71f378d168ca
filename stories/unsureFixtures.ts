/**
 * Hand-built answers, in the search contract's shapes, for the states where the engine does not know
 * (issue 48): a word it cannot read asked in place, an offer shown at the cautious answer beside what
 * it would be otherwise, products held until a word is answered, a question that changes nothing.
 * Written out, as the engine words them, so the stories do not wait on the engine.
 */
import type { Decline, Product, ProfileReading, ReadQuestion } from '../src/contract';
import { quotedResults, quetiapineQuestion } from '../src/mocks/fixtures';

const wordOptions = [
  { value: 'tobacco', label: 'Tobacco' },
  { value: 'medication', label: 'A medication' },
  { value: 'condition', label: 'A condition' },
  { value: 'nothing', label: 'Nothing to underwrite' },
];

/** "chews Copenhagen daily": a word the engine cannot read, asked in place; until answered it holds every underwritten product. */
export const copenhagenQuestion: ReadQuestion = {
  id: 'word:copenhagen',
  kind: 'word',
  text: "What is 'Copenhagen'?",
  options: wordOptions,
  assumed: 'condition',
  answer: null,
  reading: 'Until answered, held as a condition the engine cannot read: every underwritten product waits for the answer.',
  evidence: [],
  changes: 'Changes 2 offers and 41 products not offered',
};

/** When the client quit, not given ("former smoker"): read as a quit under 12 months, tobacco rates, until answered. */
export const quitQuestion: ReadQuestion = {
  id: 'quit',
  kind: 'quit',
  text: 'When did the client quit tobacco?',
  options: [
    { value: '0', label: 'Under 12 months ago' },
    { value: '1', label: '1 to 2 years ago' },
    { value: '2', label: '2 to 5 years ago' },
    { value: '5', label: '5 years ago or more' },
  ],
  assumed: '0',
  answer: null,
  reading: 'Until answered, read as a quit under 12 months ago: tobacco rates.',
  evidence: [],
  changes: 'Changes 12 offers and 3 products not offered',
};

/** A question none of whose answers changes an offer or a decline shown: still asked, not counted. */
export const quetiapineChangesNothing: ReadQuestion = { ...quetiapineQuestion, changes: null };

/** A 66-year-old who "chews Copenhagen daily": the word asked, and named among the words not recognised. */
export const readingWithUnreadWord: ProfileReading = {
  conditions: [{ name: 'Hypertension', written: 'High blood pressure, controlled', date: 'no date given', grade: 'minor', source: 'listed' }],
  medications: [{ written: 'Amlodipine 5mg', name: 'amlodipine', suggests: ['hypertension'], status: 'confirms' }],
  ruledOut: [],
  questions: [copenhagenQuestion],
  unrecognised: [{ field: 'medicalConditions', written: 'chews Copenhagen daily', words: ['Copenhagen'] }],
  tobacco: 'No tobacco',
  build: "5'9'', 182 lb: BMI 26.9",
  family: [],
};

/** Every underwritten product, held until the word is answered. */
export const heldDeclines: Decline[] = [
  ['americo-final-expense', 'Final Expense Plus', 'Americo', 'final-expense'],
  ['mutual-of-omaha-final-expense', 'Living Promise Level', 'Mutual of Omaha', 'final-expense'],
  ['sbli-level-term-20', 'Level Term 20', 'SBLI', 'term'],
].map(([id, name, carrierName, kind]) => ({
  id: id!,
  name: name!,
  carrierName: carrierName!,
  kind: kind as Decline['kind'],
  reason: "Held until 'Copenhagen' is answered: a word the engine cannot read",
  outcome: 'postponed' as const,
  dependsOn: ["Depends on what 'Copenhagen' is: level if nothing to underwrite; level at Standard Tobacco if tobacco; held if a medication or a condition"],
}));

/** Declines beside the held ones: an age, as ever. */
export const heldAndDeclined: Decline[] = [...heldDeclines, { id: 'foresters-level-term-30', name: 'Level Term 30', carrierName: 'Foresters', kind: 'term', reason: 'Issue ages 18 to 60' }];

/** Guaranteed issue, still offered while the word is held: it asks nothing. */
export const guaranteedOffer: Product = quotedResults[3]!;

/**
 * "Former smoker", no quit date: shown at tobacco rates, graded, with what a quit date would make it
 * (the engine's numbers for a 62-year-old woman at $25,000, written out).
 */
export const quitOffer: Product = {
  ...quotedResults[0]!,
  tier: 'graded',
  rateClass: 'standard-tobacco',
  matchScore: 61,
  features: quotedResults[0]!.features.filter((f) => f.feature !== 'Benefit'),
  reasons: ['Age 62 is inside issue ages 50 to 80', 'Rate class Standard Tobacco: tobacco, quit date not given (−8)'],
  dependsOn: ['Depends on when the client quit tobacco: graded at Standard Tobacco if under 12 months ago; level at Standard if 1 to 5 years ago; level at Preferred if 5 years ago or more'],
  quote: { ...quotedResults[0]!.quote!, monthly: 139.49, annual: 1594.17, rates: 'female' },
  alternatives: [
    { questionId: 'quit', when: 'if quit 1 to 2 years ago or more', plainWhen: 'if an answer still to give differs', outcome: 'level at Standard', offered: true, tier: 'level', rateClass: 'standard', monthly: 59.24 },
    { questionId: 'quit', when: 'if quit 5 years ago or more', plainWhen: 'if an answer still to give differs', outcome: 'level at Preferred', offered: true, tier: 'level', rateClass: 'preferred', monthly: 52.1 },
  ],
};

/** Quetiapine's use open: graded at the graver use, level if it is taken for sleep or mood. */
export const useOffer: Product = {
  ...quotedResults[1]!,
  name: 'Living Promise',
  tier: 'graded',
  rateClass: 'standard',
  matchScore: 64,
  dependsOn: ['Depends on what quetiapine is taken for: level if insomnia or depression; graded if bipolar disorder or schizophrenia'],
  quote: { ...quotedResults[1]!.quote!, monthly: 98.4, annual: 1124.57, rates: 'female' },
  alternatives: [
    { questionId: 'use:quetiapine', when: 'if insomnia or depression', plainWhen: 'if an answer still to give differs', outcome: 'level at Standard', offered: true, tier: 'level', rateClass: 'standard', monthly: 63.61 },
  ],
};

/** A 62-year-old former smoker on quetiapine: both questions open, each changing offers. */
export const readingWithOpenAnswers: ProfileReading = {
  conditions: [{ name: 'Bipolar disorder', written: 'Seroquel 300 mg', date: 'under treatment now', grade: 'serious', source: 'medication' }],
  medications: [{ written: 'Seroquel 300 mg', name: 'quetiapine', suggests: ['insomnia', 'depression', 'bipolar disorder', 'schizophrenia'], status: 'ambiguous', question: 'use:quetiapine' }],
  ruledOut: [],
  questions: [quetiapineQuestion, quitQuestion],
  unrecognised: [],
  tobacco: 'Quit tobacco, date not given: tobacco rates until the quit date is answered',
  build: "5'6'', 150 lb: BMI 24.2",
  family: [],
};
