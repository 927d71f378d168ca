/**
 * Issue ages. Source: docs/underwriting.md (Issue ages: final expense ages ~45-85, guaranteed issue ~45/50-80/85);
 * insurechance.com (what final expense is); Compulife (GO / NO GO per product: a product not offered
 * always says why). A product outside its issue ages is declined with an age reason, and the answer is
 * never an empty list without reasons.
 */
import { HEALTHY, type Case } from './types';

const AGES = 'docs/underwriting.md (Product kinds, Issue ages); Compulife GO / NO GO';
const AGE_REASON = /age/i;

export const ages: Case[] = [
  {
    name: 'age 86: past every issue age, every product declined with an age reason',
    source: AGES,
    profile: { age: '86' },
    expect: {},
    outOfAgeReason: AGE_REASON,
  },
  {
    name: 'age 85: final expense and two guaranteed issue products still open',
    source: AGES,
    profile: { age: '85' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    outOfAgeReason: AGE_REASON,
  },
  {
    name: 'age 81: ten-pay and 80-max products closed, the rest level',
    source: AGES,
    profile: { age: '81' },
    expect: HEALTHY,
    outOfAgeReason: AGE_REASON,
  },
  {
    name: 'age 45: only the 45-and-up final expense and guaranteed issue products open',
    source: AGES,
    profile: { age: '45' },
    expect: HEALTHY,
    outOfAgeReason: AGE_REASON,
  },
  {
    name: 'age 40: too young for final expense and guaranteed issue',
    source: AGES,
    profile: { age: '40' },
    expect: { full: 'level', simplified: 'level' },
    outOfAgeReason: AGE_REASON,
  },
  {
    name: 'age 17: too young for everything',
    source: AGES,
    profile: { age: '17' },
    expect: {},
    outOfAgeReason: AGE_REASON,
  },
  {
    name: 'age 75 woman, healthy',
    source: AGES,
    profile: { age: '75', gender: 'female', height: "5'4''", weight: '140' },
    expect: HEALTHY,
    outOfAgeReason: AGE_REASON,
  },
  {
    name: 'age 86 with oxygen: still an answer with reasons',
    source: AGES,
    profile: { age: '86', medicalConditions: 'on oxygen' },
    expect: {},
  },
  {
    name: 'age 66 healthy base profile: every kind open and level',
    source: AGES,
    profile: {},
    expect: HEALTHY,
    outOfAgeReason: AGE_REASON,
    reading: { noConditions: true },
  },
];
