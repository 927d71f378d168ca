/**
 * Whose fact it is (ConText's experiencer: Harkema et al., 2009). A condition written about someone
 * who is neither the client nor a blood relative ("husband has diabetes", "mother-in-law dementia")
 * is not the client's, and not family history either: carriers ask about parents and siblings only
 * (docs/underwriting.md, Family history). The client stays exactly as healthy as the base profile,
 * and the read-back says the line was read and not counted. A helper named in the line ("husband
 * helps with bathing") leaves the line the client's.
 */
import { HEALTHY, KNOCKOUT, SAME_AS_BASE, type Case } from './types';

const SOURCE = 'docs/underwriting.md (The context of a fact; Family history)';
const notTheClients = (line: string): Case => ({
  name: `someone else's: "${line}"`,
  source: SOURCE,
  profile: { medicalConditions: line },
  expect: HEALTHY,
  sameAs: SAME_AS_BASE('the condition is someone else\'s'),
  reading: { noConditions: true, family: [/someone else's/i] },
});

export const others: Case[] = [
  notTheClients('husband has diabetes'),
  notTheClients('Wife: breast cancer 2019'),
  notTheClients("my partner's heart attack last year"),
  notTheClients('son with type 1 diabetes'),
  notTheClients('daughter has asthma and epilepsy'),
  notTheClients('mother-in-law dementia'),
  notTheClients('stepfather died of a heart attack at 50'),
  notTheClients('ex-wife bipolar disorder'),
  notTheClients('roommate had hepatitis C'),
  {
    name: 'someone else\'s on a line with the client\'s own: only the client\'s counts ("COPD; husband has lung cancer")',
    source: SOURCE,
    profile: { medicalConditions: 'COPD; husband has lung cancer' },
    expect: {},
    sameAs: { profile: { medicalConditions: 'COPD' }, compare: 'scores', why: 'the husband\'s cancer is not the client\'s' },
    reading: { conditions: [/COPD|pulmonary/i], conditionsNot: [/cancer/i], family: [/someone else's/i] },
  },
  {
    name: 'a parent is family history, not someone else\'s ("mother had breast cancer at 45")',
    source: SOURCE,
    profile: { medicalConditions: 'mother had breast cancer at 45' },
    expect: {},
    reading: { noConditions: true, family: [/^Mother: .*cancer at 45/i], familyNot: [/someone else's/i] },
  },
  {
    name: 'a spouse who helps leaves the line the client\'s ("wife helps with bathing")',
    source: SOURCE,
    profile: { medicalConditions: 'wife helps with bathing' },
    expect: KNOCKOUT,
    reading: { conditions: [/daily living|help/i], familyNot: [/someone else's/i] },
  },
];
