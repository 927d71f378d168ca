/**
 * How the screens say what the engine does not know (issue 48): an offer's other outcomes beside its
 * premium (card, details, paper), a held product, a question's changes and the word it quotes.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { alternativesCaveat, alternativesLine, alternativeText, shownOutcome, type Alternative } from '../../src/components/ProductCard/alternatives';
import { declineStatus } from '../../src/components/NotOfferedList/decline';
import { canChangeResults, changesSentence, quotedParts } from '../../src/components/ReadBackQuestion/question';
import { rateClasses, tiers, type Product } from '../../src/contract';

const quitLevel: Alternative = {
  questionId: 'quit',
  when: 'if quit 1 to 2 years ago or more',
  plainWhen: 'if an answer still to give differs',
  outcome: 'level at Standard',
  offered: true,
  tier: 'level',
  rateClass: 'standard',
  monthly: 59.24,
};
const declined: Alternative = { ...quitLevel, questionId: 'use:quetiapine', when: 'if schizophrenia', outcome: 'declined', offered: false, tier: null, rateClass: null, monthly: null };
const quote = { requested: 25_000, inRange: true, amount: 25_000, minCoverage: 5_000, maxCoverage: 50_000, termYears: null, monthly: 139.49, annual: 1594.17 };
const offer = (alternatives: Alternative[], withQuote = true): Pick<Product, 'rateClass' | 'quote' | 'alternatives'> => ({
  rateClass: 'standard-tobacco',
  ...(withQuote ? { quote } : {}),
  alternatives,
});

describe('an offer beside its other outcomes', () => {
  it('says the offer as shown by its class and premium', () => {
    expect(shownOutcome(offer([]))).toBe('Standard Tobacco $139.49/mo');
    expect(shownOutcome(offer([], false))).toBe('Standard Tobacco');
    expect(shownOutcome({})).toBe('');
  });

  it('words an alternative briefly for the card, fully for the details and paper', () => {
    expect(alternativeText(quitLevel, { form: 'brief' })).toBe('$59.24/mo if quit 1 to 2 years ago or more');
    expect(alternativeText(quitLevel)).toBe('$59.24/mo (level at Standard) if quit 1 to 2 years ago or more');
    expect(alternativeText(quitLevel, { plain: true })).toBe('$59.24/mo (level at Standard) if an answer still to give differs');
    // Not offered, or without a quote: the outcome, never a premium.
    expect(alternativeText(declined, { form: 'brief' })).toBe('declined if schizophrenia');
    expect(alternativeText({ ...quitLevel, monthly: null })).toBe('level at Standard if quit 1 to 2 years ago or more');
  });

  it('gives the card one line: the offer as shown, its first alternative and how many more', () => {
    expect(alternativesLine(offer([]))).toBeNull();
    expect(alternativesLine({})).toBeNull();
    expect(alternativesLine(offer([quitLevel, declined]))).toEqual({
      text: 'Standard Tobacco $139.49/mo · $59.24/mo if quit 1 to 2 years ago or more',
      shown: 'Standard Tobacco $139.49/mo',
      other: '$59.24/mo if quit 1 to 2 years ago or more',
      more: 1,
    });
    expect(alternativesLine({ alternatives: [declined] })).toEqual({ text: 'declined if schizophrenia', shown: '', other: 'declined if schizophrenia', more: 0 });
  });

  it('gives paper every alternative beside the premium, the client copy in plain words said once', () => {
    expect(alternativesCaveat(offer([]), false)).toBeNull();
    expect(alternativesCaveat(offer([quitLevel, declined]), false)).toBe(
      'Standard Tobacco $139.49/mo; $59.24/mo (level at Standard) if quit 1 to 2 years ago or more; declined if schizophrenia',
    );
    expect(alternativesCaveat(offer([quitLevel, quitLevel]), true)).toBe('Standard Tobacco $139.49/mo; $59.24/mo (level at Standard) if an answer still to give differs');
    // Several other outcomes under one plain condition: the outcomes joined, the condition said once.
    const preferred: Alternative = { ...quitLevel, when: 'if quit 2 years ago or more', outcome: 'level at Preferred', rateClass: 'preferred', monthly: 52.1 };
    expect(alternativesCaveat(offer([quitLevel, preferred]), true)).toBe(
      'Standard Tobacco $139.49/mo; $59.24/mo (level at Standard) or $52.10/mo (level at Preferred) if an answer still to give differs',
    );
  });

  const words = fc.stringMatching(/^[a-z][a-z0-9 ,']{0,30}$/);
  const alternative: fc.Arbitrary<Alternative> = fc.record({
    questionId: words,
    // Ends with a mark no other part of a line has: the client's copy must never carry it.
    when: words.map((w) => `if ${w}!`),
    plainWhen: fc.constant('if an answer still to give differs'),
    outcome: words,
    offered: fc.boolean(),
    tier: fc.option(fc.constantFrom(...tiers)),
    rateClass: fc.option(fc.constantFrom(...rateClasses)),
    monthly: fc.option(fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100)),
  });

  it('never shows a premium for an alternative not offered, and the client copy never the health words', () => {
    fc.assert(
      fc.property(fc.array(alternative, { minLength: 1, maxLength: 5 }), fc.boolean(), (alternatives, withQuote) => {
        const product = offer(alternatives, withQuote);
        const line = alternativesLine(product)!;
        expect(line.more).toBe(alternatives.length - 1);
        expect(line.text).toContain(alternatives[0]!.when.trim());
        const plain = alternativesCaveat(product, true)!;
        for (const a of alternatives) {
          expect(plain).not.toContain('!');
          const text = alternativeText(a);
          if (!a.offered || a.monthly === null) expect(text).not.toMatch(/\$\d/);
          else expect(text).toContain(`/mo (${a.outcome.trim() || 'offered'})`);
        }
        // Every alternative is on paper for the agent, after the offer as shown.
        const full = alternativesCaveat(product, false)!;
        expect(full.startsWith(shownOutcome(product))).toBe(true);
        for (const a of alternatives) expect(full).toContain(alternativeText(a));
      }),
    );
  });
});

describe('a product not offered', () => {
  it('is held when its reason says so, postponed for results still to come, else declined', () => {
    expect(declineStatus({ reason: "Held until 'zorbatitis' is answered: a word the engine cannot read", outcome: 'postponed' })).toBe('held');
    expect(declineStatus({ reason: 'Postponed until the results are in: lung nodule', outcome: 'postponed' })).toBe('postponed');
    expect(declineStatus({ reason: 'Issue ages 50 to 85' })).toBe('declined');
    expect(declineStatus({ reason: 'Declined: held in a nursing home' })).toBe('declined');
  });
});

describe('a read-back question', () => {
  it('counts as one that can change the results unless the engine says none of its answers does', () => {
    expect(canChangeResults({ changes: null })).toBe(false);
    expect(canChangeResults({ changes: 'Changes 2 offers' })).toBe(true);
    expect(canChangeResults({})).toBe(true);
  });

  it('says what an answer changes as a sentence, and that nothing changes when none does', () => {
    expect(changesSentence({ changes: 'Changes 12 offers and 3 products not offered' })).toBe('Changes 12 offers and 3 products not offered.');
    expect(changesSentence({ changes: 'Changes 1 offer.' })).toBe('Changes 1 offer.');
    expect(changesSentence({ changes: null })).toBe('No answer changes the products shown.');
    expect(changesSentence({})).toBeNull();
  });

  it('finds the word a question quotes, whatever the word', () => {
    expect(quotedParts("What is 'Copenhagen'?")).toEqual({ before: "What is '", quoted: 'Copenhagen', after: "'?" });
    expect(quotedParts('What is quetiapine taken for?')).toBeNull();
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }).filter((w) => !/['‘’“”"]/.test(w)), (word) => {
        const parts = quotedParts(`What is '${word}'?`);
        expect(parts).toEqual({ before: "What is '", quoted: word, after: "'?" });
      }),
    );
    // A word with an apostrophe of its own stays whole.
    expect(quotedParts("What is 'Gram's'?")?.quoted).toBe("Gram's");
  });
});
