/**
 * The look-backs the lookup says ("level 2 years after; graded before") are the search's: for any
 * event of the vocabulary, each product's description is checked by probing the search
 * (assessProfile) with the event dated a month either side of each edge it names; a product that
 * names none gives the same outcome a month after the event and 40 years after it.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assessProfile, defaultCatalog, lookUp, type Assessment } from '../../../src/engine';
import { span } from '../../../src/engine/questions';

const TODAY = new Date('2026-11-22T12:00:00Z');
const catalog = defaultCatalog();
/** Events a look-back can pass: dated conditions, not states of care that are present by nature. */
const events = catalog.conditions.filter((c) => c.course === 'event' && c.group !== 'care' && c.group !== 'terminal');

/** The search's outcome for one product, in the look-back's words. */
function words(assessment: Assessment, id: string): string {
  const offer = assessment.offered.find((o) => o.id === id);
  if (offer) return offer.tier === 'guaranteed' ? 'guaranteed issue' : offer.tier;
  const decline = assessment.declined.find((d) => d.id === id);
  return decline?.outcome === 'postponed' ? 'postponed' : 'declined';
}

/** "level 3 years after; graded 1 to 3 years after; declined before" → runs from the event, earliest first, with the years each starts at. */
function runsOf(text: string): { from: number; words: string }[] {
  const years = (s: string) => {
    const [n, unit] = s.split(' ');
    return unit?.startsWith('month') ? Number(n) / 12 : Number(n);
  };
  return text
    .split('; ')
    .reverse()
    .map((part) => {
      const before = /^(.+) before$/.exec(part);
      if (before) return { from: 0, words: before[1] ?? '' };
      const range = /^(.+?) (\d+(?: months?)?) to .+ after$/.exec(part) ?? /^(.+?) (\d+ (?:years?|months?)) after$/.exec(part);
      if (!range) throw new Error(`Not a look-back: "${part}"`);
      const from = range[2] ?? '';
      return { from: /month/.test(from) || /year/.test(from) ? years(from) : Number(from), words: range[1] ?? '' };
    });
}

describe('look-backs', () => {
  it('are said in plain words for an undated stroke on final expense products', () => {
    const answer = lookUp({ q: ['stroke'], age: 70 }, catalog, { today: TODAY });
    const products = answer.groups.flatMap((g) => g.products);
    const said = products.filter((p) => p.lookBacks.length > 0);
    expect(said.length).toBeGreaterThan(10);
    for (const p of said) expect(p.lookBacks[0]).toMatch(/^(?:[a-z ]+ \d+(?: to \d+)? (?:years?|months?) after; )+[a-z ]+ before$/);
    // Guaranteed issue asks nothing: no look-back decides it.
    for (const p of products.filter((x) => x.kind === 'guaranteed-issue')) expect(p.lookBacks).toEqual([]);
  });

  it('name each condition when more than one has one, each with the others as they are', () => {
    // Both long past: either one dated recent would change the products.
    const answer = lookUp({ q: ['stroke 2012', 'heart attack 2012'], age: 70 }, catalog, { today: TODAY });
    const lines = answer.groups.flatMap((g) => g.products).flatMap((p) => p.lookBacks);
    expect(lines.some((l) => l.startsWith('Stroke: '))).toBe(true);
    expect(lines.some((l) => l.startsWith('Heart attack: '))).toBe(true);
  });

  it('hold on either side of each edge, as the search decides, for any event', () => {
    fc.assert(
      fc.property(fc.constantFrom(...events), fc.constantFrom(45, 60, 70, 80), (event, age) => {
        const answer = lookUp({ q: [event.name], age }, catalog, { today: TODAY });
        if (answer.terms[0]?.read !== 'condition') return;
        const searches = new Map<number, Assessment>();
        const monthsAgo = (months: number) => {
          let assessment = searches.get(months);
          if (!assessment) {
            const profile = { age: String(age), gender: 'other' as const, height: '', weight: '', smoker: false, medications: '', medicalConditions: `${event.name} ${months} months ago`, familyHistory: '' };
            searches.set(months, (assessment = assessProfile(profile, { now: TODAY, catalog, limit: 1000 })));
          }
          return assessment;
        };
        for (const p of answer.groups.flatMap((g) => g.products)) {
          const [text] = p.lookBacks;
          if (text === undefined) {
            expect(words(monthsAgo(1), p.id), `${event.name}, ${p.id}: no look-back said`).toBe(words(monthsAgo(480), p.id));
            continue;
          }
          const runs = runsOf(text);
          expect(runs[0]?.from).toBe(0);
          for (let i = 1; i < runs.length; i++) {
            const edge = Math.round((runs[i]?.from ?? 0) * 12);
            const side = `${event.name}, ${p.id}, ${span(edge / 12)}`;
            expect(words(monthsAgo(edge - 1), p.id), `${side}: just before`).toBe(runs[i - 1]?.words);
            expect(words(monthsAgo(edge + 1), p.id), `${side}: just after`).toBe(runs[i]?.words);
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});
