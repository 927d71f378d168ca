/**
 * The engine's answer against the search contract (src/api/wire.ts): every field the engine sends
 * survives the contract's parsing unchanged, for any profile; and the two vocabularies are the same
 * lists in the same order. A field added to the engine and forgotten in the contract fails here.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toWireAssessment, toWireProducts } from '../../src/api/wire';
import * as contract from '../../src/contract';
import { askedKinds, assessProfile, contextKinds, defaultCatalog, productKinds, rateClasses, tiers, type ClientProfile } from '../../src/engine';

const NOW = new Date('2026-11-22T12:00:00Z');

/** The paths (a.b.0.c) of every value in `sent` that `received` lacks or holds differently. */
function lost(sent: unknown, received: unknown, path = ''): string[] {
  if (Array.isArray(sent)) {
    if (!Array.isArray(received) || received.length !== sent.length) return [path || '(root)'];
    return sent.flatMap((item, i) => lost(item, received[i], `${path}.${i}`));
  }
  if (sent !== null && typeof sent === 'object') {
    if (received === null || typeof received !== 'object') return [path || '(root)'];
    return Object.entries(sent).flatMap(([key, value]) => lost(value, (received as Record<string, unknown>)[key], path ? `${path}.${key}` : key));
  }
  return Object.is(sent, received) ? [] : [path || '(root)'];
}

const line = fc.constantFrom(
  'type 2 diabetes, controlled',
  'heart attack in 2019',
  'COPD, no oxygen',
  'breast cancer 2016, in remission',
  'on oxygen',
  'high blood pressure',
  'stent 2023',
  'depression',
  'knee replacement 2022',
  'kidney dialysis',
  'HIV negative',
  'asthma',
);
const drug = fc.constantFrom('Lisinopril 10mg', 'metformin', 'Lantus', 'Seroquel 300mg', 'albuterol', 'Spiriva', 'Eliquis', 'sertraline', 'insulin');
const profile: fc.Arbitrary<ClientProfile & { coverageAmount?: number }> = fc.record(
  {
    age: fc.integer({ min: 18, max: 90 }).map(String),
    gender: fc.constantFrom('male', 'female', 'other'),
    height: fc.constantFrom(`5'4"`, `5'10"`, '178 cm', '6 ft 2'),
    weight: fc.constantFrom('120', '180', '260 lbs', '95 kg'),
    smoker: fc.boolean(),
    medications: fc.array(drug, { maxLength: 4 }).map((lines) => lines.join('\n')),
    medicalConditions: fc.array(line, { maxLength: 4 }).map((lines) => lines.join('\n')),
    familyHistory: fc.constantFrom('', 'Father: heart disease at 52', 'Mother: breast cancer at 45'),
    coverageAmount: fc.constantFrom(10_000, 250_000, 1_000_000),
  },
  { requiredKeys: ['age', 'gender', 'height', 'weight', 'smoker', 'medications', 'medicalConditions', 'familyHistory'] },
);

/** What the browser gets: the answer as JSON, parsed by the contract. */
const overTheWire = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('the engine\'s answer through the search contract', () => {
  it('loses and changes nothing the engine sends, whatever the profile', () => {
    fc.assert(
      fc.property(profile, ({ coverageAmount, ...client }) => {
        const assessment = assessProfile(client, { now: NOW, ...(coverageAmount === undefined ? {} : { coverageAmount }) });
        const full = overTheWire(toWireAssessment(assessment));
        expect(lost(full, contract.assessmentSchema.parse(full))).toEqual([]);
        const plain = overTheWire(toWireProducts(assessment));
        expect(lost(plain, contract.productListSchema.parse(plain))).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('sends every field the contract has for an offer, a decline and a reading (no optional field left unused)', () => {
    const profileWithPending = { age: '60', gender: 'male' as const, height: `5'10"`, weight: '180', smoker: false, medications: '', medicalConditions: 'lung nodule, biopsy pending', familyHistory: '' };
    const assessment = assessProfile(
      { age: '68', gender: 'female', height: `5'4"`, weight: '180', smoker: false, medications: 'Seroquel 300mg\nLisinopril', medicalConditions: 'heart attack 2024\nHIV negative\nzorblax', familyHistory: 'Father: heart disease at 52', answers: { 'word:zorblax': 'nothing' } },
      { now: NOW, coverageAmount: 250_000, kind: 'final-expense' },
    );
    const sent = toWireAssessment(assessment);
    const offerKeys = new Set(sent.products.flatMap((p) => Object.keys(p)));
    expect([...offerKeys].sort()).toEqual(Object.keys(contract.productSchema.def.shape).sort());
    // A postponement is a decline's other outcome: a profile with results still to come gives one.
    const postponed = toWireAssessment(assessProfile({ ...profileWithPending }, { now: NOW }));
    const declineKeys = new Set([...sent.declined, ...postponed.declined].flatMap((d) => Object.keys(d)));
    expect([...declineKeys].sort()).toEqual(Object.keys(contract.declineSchema.def.shape).sort());
    expect(Object.keys(sent.reading).sort()).toEqual(Object.keys(contract.readingSchema.def.shape).sort());
  });

  it('would catch a field the contract forgot: parsing drops it, and the comparison names it', () => {
    const [offer] = assessProfile({ age: '45', gender: 'male', height: `5'10"`, weight: '180', smoker: false, medications: '', medicalConditions: '', familyHistory: '' }, { now: NOW }).offered;
    const withNewField = overTheWire({ ...offer, waitingPeriodMonths: 24 });
    expect(lost(withNewField, contract.productSchema.parse(withNewField))).toEqual(['waitingPeriodMonths']);
  });

  it('uses the engine\'s words, in the engine\'s order', () => {
    expect(contract.tiers).toEqual(tiers);
    expect(contract.rateClasses).toEqual(rateClasses);
    expect(contract.productKinds).toEqual(productKinds);
    expect(contract.contextKinds).toEqual(contextKinds);
  });

  it('asks for the same kinds of coverage, each covering the product kinds of its group in the contract', () => {
    expect([...contract.askedKinds]).toEqual(Object.keys(askedKinds));
    for (const asked of contract.askedKinds) {
      expect(askedKinds[asked].label).toBe(contract.kindGroupLabels[asked]);
      expect([...askedKinds[asked].kinds].sort()).toEqual(productKinds.filter((kind) => contract.groupOfKind[kind] === asked).sort());
    }
  });

  it('names the engine\'s carriers in the catalog\'s order, every product\'s carrier among them, and counts its products', () => {
    const catalog = defaultCatalog();
    expect(contract.approvedCarriers.map(({ id, name }) => ({ id, name }))).toEqual(catalog.carriers.map(({ id, name }) => ({ id, name })));
    expect(catalog.products).toHaveLength(contract.catalogProductCount);
    const names = new Set<string>(contract.approvedCarrierNames);
    expect(catalog.products.filter((p) => !names.has(p.carrierName))).toEqual([]);
  });
});
