/**
 * A line of which the engine reads nothing: written in everyday words about the client's health
 * ("liver problems", "on a machine to breathe", "water pill"), it is asked about and holds every
 * underwritten offer; written about anything else ("enjoys gardening and golf"), it holds nothing.
 * The words are drawn at random, so the rule is held for the kind of line, not for the examples.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assessProfile, defaultCatalog, type ClientProfile } from '../../../src/engine';
import { lineHoldsOffers } from '../../../src/engine/heldWords';

const NOW = new Date('2026-11-22T12:00:00Z');
const catalog = defaultCatalog();
const profile = (over: Partial<ClientProfile>): ClientProfile => ({
  age: '62',
  gender: 'female',
  height: `5'5"`,
  weight: '150',
  smoker: false,
  medications: '',
  medicalConditions: '',
  familyHistory: '',
  ...over,
});

/**
 * Everyday words that say nothing of health on their own (not "left" or "lower": with a body part and
 * an operation they are a harmless line by design, "knee surgery").
 */
const plain = ['my', 'the', 'big', 'old', 'a', 'bit', 'very', 'some', 'with', 'in', 'at', 'home', 'bad', 'little', 'on', 'new', 'much'];
/** Everyday words of the body, a symptom or a treatment that name no condition the engine knows on their own ("lump" and "wheelchair" do). */
const health = ['liver', 'kidney', 'lung', 'heart', 'blood', 'sugar', 'stomach', 'chest', 'bladder', 'breathing', 'pain', 'tube', 'machine', 'mass', 'shadow', 'surgery', 'doctor', 'hospital'];
/** Everyday words of a life, not of health. */
const life = ['enjoys', 'gardening', 'golf', 'retired', 'teacher', 'walks', 'daily', 'travels', 'often', 'grandchildren', 'reads', 'books', 'church', 'volunteer', 'fishing'];

const line = (words: fc.Arbitrary<string>, plainWords = fc.array(fc.constantFrom(...plain), { maxLength: 3 })) =>
  fc.tuple(plainWords, words, plainWords).map(([before, word, after]) => [...before, word, ...after].join(' '));

describe('a medications line that names no drug the engine reads', () => {
  /** Words that name a drug without naming it, a device of treatment, or a class: none is a drug of the vocabulary. */
  const standsForDrugs = ['nebulizer', 'opioids', 'opioid', 'narcotics', 'sleep', 'usual', 'same', 'unknown', 'steroids', 'statin', 'vitamins', 'attached', 'treatments', 'shots', 'alcohol'];
  /** Harmless devices and body parts: a line of only these (and grammar) says nothing to underwrite. */
  const devices = ['glucometer', 'cane', 'walker', 'glasses', 'brace', 'knee', 'hearing aids', 'monitor', 'spacer'];

  it('holds every underwritten offer and asks about the line, whatever else is on it (fast-check)', () => {
    fc.assert(
      fc.property(line(fc.constantFrom(...standsForDrugs), fc.array(fc.constantFrom(...plain, ...life), { maxLength: 3 })), (text) => {
        const { offered, reading } = assessProfile(profile({ medications: text }), { catalog, now: NOW });
        // Words drawn together can spell a drug or a fact the engine reads: that line is read, not held.
        fc.pre(reading.conditions.length === 0 && reading.medications.length === 0);
        expect(offered.filter((o) => o.kind !== 'guaranteed-issue').map((o) => o.id), text).toEqual([]);
        expect(reading.questions.some((q) => q.kind === 'word'), text).toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it('holds nothing for a line of harmless devices and body parts (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...devices), { minLength: 1, maxLength: 3 }), fc.constantFrom('', 'uses ', 'has a '), (words, verb) => {
        const text = `${verb}${words.join(' ')}`;
        const { offered, reading } = assessProfile(profile({ medications: text }), { catalog, now: NOW });
        expect(offered.some((o) => o.kind !== 'guaranteed-issue' && o.tier === 'level'), text).toBe(true);
        expect(reading.questions, text).toEqual([]);
        expect(reading.conditions, text).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});

describe('a line of plain words, nothing of it read', () => {
  it('holds every underwritten offer when it speaks of health, and says why (fast-check)', () => {
    fc.assert(
      fc.property(line(fc.constantFrom(...health)), fc.constantFrom('medicalConditions' as const, 'medications' as const), (text, field) => {
        expect(lineHoldsOffers(field, text)).toBe(true);
        const { offered, reading } = assessProfile(profile({ [field]: text }), { catalog, now: NOW });
        // Words drawn together can spell a fact the engine reads ("chest old" is a chest cold, one letter
        // off): that line is read, not held, and graded as the fact it is.
        fc.pre(reading.conditions.length === 0);
        // Only guaranteed issue, which asks nothing, may be offered; nothing is offered at a level benefit.
        expect(offered.filter((o) => o.kind !== 'guaranteed-issue').map((o) => o.id)).toEqual([]);
        // And the line is never passed over in silence: it is asked about, or read as a fact or its context ("in hospital").
        expect(reading.questions.some((q) => q.kind === 'word') || reading.conditions.length + reading.context.length > 0).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('holds nothing when it speaks of a life, not of health (fast-check)', () => {
    fc.assert(
      fc.property(line(fc.constantFrom(...life)), (text) => {
        expect(lineHoldsOffers('medicalConditions', text)).toBe(false);
        const { offered, reading } = assessProfile(profile({ medicalConditions: text }), { catalog, now: NOW });
        expect(offered.some((o) => o.tier === 'level' && o.kind !== 'guaranteed-issue')).toBe(true);
        expect(reading.questions.filter((q) => q.kind === 'word')).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('in the medications, holds every line not read: it stands for drugs not named ("see attached", "nebulizer", "the usual")', () => {
    for (const text of ['see attached', 'several tablets', 'list in the file', 'nebulizer', 'the usual', 'reads books often']) expect(lineHoldsOffers('medications', text)).toBe(true);
    // The same words in the conditions box are not drugs.
    expect(lineHoldsOffers('medicalConditions', 'see attached')).toBe(false);
  });

  it('holds a line whose only words read are a date ("passed out last week", "fell down 2 weeks ago")', () => {
    for (const written of ['passed out last week', 'fell down 2 weeks ago', 'blood in stool 3 days ago']) {
      const { offered, reading } = assessProfile(profile({ medicalConditions: written }), { catalog, now: NOW });
      expect(offered.filter((o) => o.kind !== 'guaranteed-issue').map((o) => o.id)).toEqual([]);
      expect(reading.questions.some((q) => q.kind === 'word')).toBe(true);
    }
  });

  it('holds for a faint in plain words ("passed out", "blacked out")', () => {
    expect(lineHoldsOffers('medicalConditions', 'passed out at church')).toBe(true);
    expect(lineHoldsOffers('medicalConditions', 'blacks out sometimes')).toBe(true);
  });

  it('never reads an English word spelt right as a drug misspelt ("sugar pill" is not Sular), and still reads a misspelt drug', () => {
    const sugar = assessProfile(profile({ medications: 'sugar pill' }), { catalog, now: NOW });
    expect(sugar.reading.conditions).toEqual([]);
    expect(sugar.offered.filter((o) => o.kind !== 'guaranteed-issue')).toEqual([]);
    const typo = assessProfile(profile({ medications: 'metforman 500mg' }), { catalog, now: NOW });
    expect(typo.reading.conditions.map((c) => c.name).join()).toMatch(/diabetes/i);
  });
});
