/**
 * Evidence is not a diagnosis (ConText's non-asserted contexts; docs/underwriting.md, The context of
 * a fact). A vaccine names a disease the client is protected from, and a screening that found nothing
 * names one the client was checked for: neither is the client's disease. The client stays exactly as
 * healthy as the base profile, and the read-back lists the disease as ruled out, saying why. A
 * screening that found something, and a treatment given by injection ("insulin shots"), still count.
 */
import { HEALTHY, SAME_AS_BASE, type Case } from './types';

const SOURCE = 'docs/underwriting.md (The context of a fact)';
const notTheDisease = (line: string, ruledOut: RegExp): Case => ({
  name: `not a diagnosis: "${line}"`,
  source: SOURCE,
  profile: { medicalConditions: line },
  expect: HEALTHY,
  sameAs: SAME_AS_BASE('a vaccine or a clear screening is not the disease'),
  reading: { noConditions: true, ruledOut: [ruledOut] },
});

export const evidence: Case[] = [
  notTheDisease('hepatitis B vaccine, 3 shots, 2018', /hepatitis B: a vaccine/i),
  notTheDisease('Immunized for hepatitis B', /hepatitis B: a vaccine/i),
  notTheDisease('hepatitis B vaccine series completed 2019', /hepatitis B: a vaccine/i),
  notTheDisease('shingles vaccine, series of two shots 2024', /shingles.*: a vaccine/i),
  notTheDisease('pneumococcal pneumonia vaccine 2023', /pneumonia: a vaccine/i),
  notTheDisease('COVID booster 2025', /covid.*: a vaccine/i),
  notTheDisease('breast cancer screening every year', /cancer: a screening/i),
  notTheDisease('Screened for colon cancer in 2024', /cancer: a screening/i),
  notTheDisease('diabetes screening at annual physical', /diabet.*: a screening/i),
  {
    name: 'a screening that found the disease counts: "colon cancer found on screening 2023"',
    source: SOURCE,
    profile: { medicalConditions: 'colon cancer found on screening 2023' },
    expect: { full: 'decline' },
    reading: { conditions: [/colorectal|colon/i], ruledOutNot: [/screening/i] },
  },
  {
    name: 'a treatment by injection is no vaccine: "type 2 diabetes, insulin shots daily"',
    source: SOURCE,
    profile: { medicalConditions: 'type 2 diabetes, insulin shots daily' },
    expect: {},
    reading: { conditions: [/diabetes/i], ruledOutNot: [/vaccine/i] },
  },
  {
    name: 'a vaccine on a line with the client\'s own condition: only the condition counts ("COPD; flu vaccine and pneumonia vaccine yearly")',
    source: SOURCE,
    profile: { medicalConditions: 'COPD; pneumonia vaccine yearly' },
    expect: {},
    sameAs: { profile: { medicalConditions: 'COPD' }, compare: 'scores', why: 'the vaccine is not pneumonia' },
    reading: { conditions: [/pulmonary|COPD/i], conditionsNot: [/pneumonia/i] },
  },
];
