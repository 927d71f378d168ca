/**
 * Nothing unknown is resolved in the client's favour (issue 48; docs/engine.md, Questions answered in
 * place): a word the engine cannot read holds every underwritten product until the agent says what it
 * is, an open answer is read as an underwriter reads it in doubt (a quit with no date as tobacco, a
 * drug at its most serious use unless the evidence points elsewhere), and the offers say what the
 * other answers would give. Guaranteed issue asks nothing, so it stays open throughout.
 * Source: docs/underwriting.md (Rx check: "the question asked, not the worst use assumed" is what agents
 * want asked; an underwriter declines or postpones what it cannot identify); the carriers' applications
 * ask about every medication and condition by name.
 */
import { HEALTHY, nonTobaccoClasses, tobaccoClasses, type Case } from './types';

const SOURCE = 'docs/underwriting.md (Rx check; Tobacco: a quit date decides the class); issue 48';
const HELD: Case['expect'] = { full: 'postponed', simplified: 'postponed', finalExpense: 'postponed', guaranteed: 'guaranteed' };
const heldReason = /^Held until '.+' (?:is|are) answered/;
const allTobacco = { full: tobaccoClasses, simplified: tobaccoClasses, finalExpense: tobaccoClasses, guaranteed: tobaccoClasses };
const allNonTobacco = { full: nonTobaccoClasses, simplified: nonTobaccoClasses, finalExpense: nonTobaccoClasses, guaranteed: nonTobaccoClasses };

/** A made-up word, written as agents write real ones: each holds every underwritten product. */
const madeUp: Case[] = [
  ['a made-up condition with a hospital stay', { medicalConditions: 'zorbatitis, hospitalized last month' }, /zorbatitis/],
  ['a made-up condition, a line alone', { medicalConditions: 'Quellmann syndrome' }, /quellmann/i],
  ['a made-up condition beside a known one', { medicalConditions: 'high blood pressure\nblorvex disease dx 2019' }, /blorvex/],
  ['a made-up drug with a dose', { medications: 'Xyzzolumab 10 mg daily' }, /xyzzolumab/i],
  ['a made-up drug beside everyday ones', { medications: 'vitamin D\nPrantexa 20mg twice a day' }, /prantexa/i],
  ['a made-up drug on a condition line', { medicalConditions: 'takes Vorlicept for it' }, /vorlicept/i],
].map(([what, profile, word]) => ({
  name: `held: ${what as string} (${JSON.stringify(Object.values(profile as object)[0])})`,
  source: SOURCE,
  profile: profile as Case['profile'],
  expect: HELD,
  declineReason: { full: heldReason, simplified: heldReason, finalExpense: heldReason },
  reading: { questions: [new RegExp(`What is '.*${(word as RegExp).source}.*'\\?.*Tobacco \\| A medication \\| A condition \\| Nothing to underwrite`, 'i')] },
}));

/**
 * A line of everyday words that speaks of the client's health: nothing on it is read, so the whole
 * line is asked about and holds every underwritten product (a level benefit shown for "on a machine
 * to breathe" would be the worst answer the engine can give).
 */
const everydayHealth: Case[] = [
  ['a device in plain words', { medicalConditions: 'on a machine to breathe' }],
  ['a device in plain words', { medicalConditions: 'feeding tube' }],
  ['an organ in plain words', { medicalConditions: 'liver problems' }],
  ['a sign in plain words', { medicalConditions: 'high sugar' }],
  ['a finding in plain words', { medicalConditions: 'mass in abdomen' }],
  ['a drug in plain words', { medications: 'water pill' }],
  ['a drug in plain words', { medications: 'blood thinner' }],
  ['drugs written elsewhere', { medications: 'see attached' }],
  ['a device of treatment, no drug named', { medications: 'nebulizer' }],
  ['a class of drugs, no drug named', { medications: 'opioids' }],
  ['drugs not named', { medications: 'the usual' }],
].map(([what, profile]) => {
  const line = Object.values(profile as object)[0] as string;
  return {
    name: `held: ${what as string} (${JSON.stringify(line)})`,
    source: SOURCE,
    profile: profile as Case['profile'],
    expect: HELD,
    declineReason: { full: heldReason, simplified: heldReason, finalExpense: heldReason },
    reading: { questions: [new RegExp(`What is '${line}'\\?`, 'i')] },
  };
});

export const unsure: Case[] = [
  ...madeUp,
  ...everydayHealth,
  {
    name: 'a plain-words line answered "nothing to underwrite": the offers come back',
    source: SOURCE,
    profile: { medicalConditions: 'liver problems', answers: { 'word:liver-problems': 'nothing' } },
    expect: HEALTHY,
  },
  {
    name: 'held: two words not read, each asked',
    source: SOURCE,
    profile: { medicalConditions: 'zorbatitis', medications: 'Prantexa 20 mg' },
    expect: HELD,
    reading: { questions: [/What is 'zorbatitis'\?/, /What is 'Prantexa'\?/] },
  },
  {
    name: 'held word answered "nothing to underwrite": the offers come back',
    source: SOURCE,
    profile: { medicalConditions: 'zorbatitis', answers: { 'word:zorbatitis': 'nothing' } },
    expect: HEALTHY,
    reading: { questionsNot: [/^$/] },
  },
  {
    name: 'held word answered "a condition": still held (the engine cannot tell which)',
    source: SOURCE,
    profile: { medicalConditions: 'zorbatitis', answers: { 'word:zorbatitis': 'condition' } },
    expect: HELD,
  },
  {
    name: 'held word answered "tobacco": tobacco rates, no hold',
    source: SOURCE,
    profile: { medicalConditions: 'chews Blorkhagen daily', answers: { 'word:blorkhagen': 'tobacco' } },
    expect: HEALTHY,
    rateClass: allTobacco,
  },
  {
    name: 'a word in a denial holds nothing ("no zorbatitis")',
    source: SOURCE,
    profile: { medicalConditions: 'no zorbatitis' },
    expect: HEALTHY,
  },
  {
    name: 'everyday words not read hold nothing ("enjoys gardening and golf")',
    source: SOURCE,
    profile: { medicalConditions: 'enjoys gardening and golf on weekends' },
    expect: HEALTHY,
    reading: { questionsNot: [/What is/] },
  },
  {
    name: 'a quit with no date is tobacco until answered ("former smoker")',
    source: SOURCE,
    profile: { medicalConditions: 'former smoker' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    rateClass: allTobacco,
    reading: { questions: [/When did the client quit tobacco\?/], tobacco: /date not given: tobacco rates until/ },
  },
  {
    name: 'a quit with no date, reworded ("ex smoker, quit a while back")',
    source: SOURCE,
    profile: { medicalConditions: 'ex smoker' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    rateClass: allTobacco,
  },
  {
    name: 'a quit answered 5 years or more: non-tobacco',
    source: SOURCE,
    profile: { medicalConditions: 'former smoker', answers: { quit: '5' } },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    rateClass: allNonTobacco,
  },
  {
    name: 'a drug with several uses and no evidence is read at its most serious use ("Seroquel")',
    source: SOURCE,
    profile: { medications: 'Seroquel' },
    expect: { simplified: 'not-level', finalExpense: 'not-level', guaranteed: 'guaranteed' },
    reading: { conditions: [/bipolar|schizophrenia/i], questions: [/What is (?:Seroquel|quetiapine) taken for\?/] },
  },
  {
    name: 'a drug whose uses are equally serious is read as the one the catalog is harder on ("albuterol": COPD, not asthma)',
    source: SOURCE,
    profile: { medications: 'albuterol' },
    // Final expense as COPD with inhalers only is: level at some carriers (docs/underwriting.md).
    expect: { full: 'decline', simplified: 'decline', guaranteed: 'guaranteed' },
    reading: { conditions: [/chronic obstructive/i], questions: [/What is albuterol taken for\?/] },
  },
  {
    name: 'a skin cancer with no type written is read as gravely as a melanoma ("skin cancer 2024")',
    source: 'docs/underwriting.md (Part 1 questions: "other than basal or squamous cell skin cancer")',
    profile: { medicalConditions: 'skin cancer 2024' },
    expect: { full: 'decline', simplified: 'not-level', guaranteed: 'guaranteed' },
    reading: { conditions: [/Skin cancer \(type not stated\)/] },
  },
  {
    name: 'a skin cancer with its type written: basal cell is excepted ("skin cancer (basal cell) 2024")',
    source: 'docs/underwriting.md (Part 1 questions: "other than basal or squamous cell skin cancer")',
    profile: { medicalConditions: 'skin cancer (basal cell) 2024' },
    expect: { full: 'level', finalExpense: 'level', guaranteed: 'guaranteed' },
  },
  {
    name: 'a finding whose cause is not known postpones ("lump in breast")',
    source: 'docs/underwriting.md (Not settled: carriers postpone until the results are in)',
    profile: { medicalConditions: 'lump in breast' },
    expect: HELD,
    declineReason: { full: /its cause not yet found/, simplified: /its cause not yet found/, finalExpense: /its cause not yet found/ },
  },
  {
    name: 'the same finding with its tests clear postpones nothing ("chest pain, stress test normal")',
    source: 'docs/underwriting.md (Not settled: carriers postpone until the results are in)',
    profile: { medicalConditions: 'chest pain, stress test normal' },
    expect: { full: 'level', finalExpense: 'level', guaranteed: 'guaranteed' },
  },
  {
    name: 'the same drug answered as asthma: level',
    source: SOURCE,
    profile: { medications: 'albuterol', answers: { 'use:albuterol': 'asthma' } },
    expect: { full: 'level', guaranteed: 'guaranteed' },
  },
  {
    name: 'the same drug answered for its mildest use: level',
    source: SOURCE,
    profile: { medications: 'Seroquel', answers: { 'use:quetiapine': 'insomnia' } },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
  },
  {
    name: 'a drug whose evidence points to its mild use is read by the evidence ("quetiapine 25 mg at bedtime")',
    source: SOURCE,
    profile: { medications: 'quetiapine 25 mg at bedtime' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
  },
];
