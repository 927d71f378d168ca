/**
 * How an offer says what it would be under the other answers of an open question (the engine's
 * `alternatives`): the card's one line, the details' list and the printed summary's caveat. An
 * offer shown at the cautious answer never stands on a screen or on paper without the other.
 */
import type { Product } from '../../contract';
import { rateClassLabels } from './product';
import { formatPremium } from './quote';

export type Alternative = NonNullable<Product['alternatives']>[number];

/** The offer as shown, in short: its rate class and its monthly premium ("Standard Tobacco $139.49/mo"); either alone when the other is not there. */
export function shownOutcome(product: Pick<Product, 'rateClass' | 'quote'>): string {
  return [product.rateClass ? rateClassLabels[product.rateClass] : '', product.quote ? `${formatPremium(product.quote.monthly)}/mo` : ''].filter(Boolean).join(' ');
}

/** The answers an alternative stands for: in health words for the agent, in plain words (`plainWhen`) for the client's copy. */
const condition = (alternative: Alternative, plain: boolean) => (plain ? alternative.plainWhen : alternative.when).trim();

/** What it would be, in words: the engine's outcome ("level at Standard"), or, without one, whether it is offered. */
const outcomeOf = (alternative: Alternative) => alternative.outcome.trim() || (alternative.offered ? 'offered' : 'not offered');

/** The premium then, when it is offered and priced. */
const premiumOf = (alternative: Alternative) => (alternative.offered && alternative.monthly !== null ? `${formatPremium(alternative.monthly)}/mo` : null);

/**
 * One alternative, said beside the offer.
 * - `brief` (the card): the premium then, or the outcome when there is none ("$59.24/mo if quit 1 to 2 years ago or more", "declined if schizophrenia").
 * - `full` (the details, paper): the premium and the outcome ("$59.24/mo (level at Standard) if quit 1 to 2 years ago or more").
 */
export function alternativeText(alternative: Alternative, { form = 'full', plain = false }: { form?: 'brief' | 'full'; plain?: boolean } = {}): string {
  const premium = premiumOf(alternative);
  const then = premium === null ? outcomeOf(alternative) : form === 'brief' ? premium : `${premium} (${outcomeOf(alternative)})`;
  return [then, condition(alternative, plain)].filter(Boolean).join(' ');
}

/**
 * The card's line: the offer as shown and its first alternative ("Standard Tobacco $139.49/mo ·
 * $59.24/mo if quit 1 to 2 years ago or more"), and how many more the details list, with its two
 * parts (a phone, short of room, shows the other alone: the class and premium are just above). Null
 * when no open answer changes the offer.
 */
export function alternativesLine(product: Pick<Product, 'rateClass' | 'quote' | 'alternatives'>): { text: string; shown: string; other: string; more: number } | null {
  const [first, ...rest] = product.alternatives ?? [];
  if (!first) return null;
  const shown = shownOutcome(product);
  const other = alternativeText(first, { form: 'brief' });
  return { text: [shown, other].filter(Boolean).join(' · '), shown, other, more: rest.length };
}

/**
 * Paper's caveat beside a premium, tier or rate class that rests on an open answer: the offer as
 * shown, then each alternative ("Standard Tobacco $139.49/mo; $59.24/mo (level at Standard) if quit
 * 1 to 2 years ago or more"). `plain`: the client's copy, in words free of health details (the same
 * plain answers said once). Null without alternatives.
 */
export function alternativesCaveat(product: Pick<Product, 'rateClass' | 'quote' | 'alternatives'>, plain: boolean): string | null {
  const alternatives = product.alternatives ?? [];
  if (alternatives.length === 0) return null;
  if (plain) {
    // The client's copy says the plain condition once, after every other outcome it stands for:
    // "$59.24/mo (level at Standard) or $52.10/mo (level at Preferred) if an answer still to give differs".
    const byCondition = new Map<string, string[]>();
    for (const a of alternatives) byCondition.set(condition(a, true), [...(byCondition.get(condition(a, true)) ?? []), alternativeText({ ...a, plainWhen: '' }, { plain: true })]);
    const others = [...byCondition].map(([when, outcomes]) => [[...new Set(outcomes)].join(' or '), when].filter(Boolean).join(' '));
    return [shownOutcome(product), ...others].filter(Boolean).join('; ');
  }
  const others = [...new Set(alternatives.map((a) => alternativeText(a)))];
  return [shownOutcome(product), ...others].filter(Boolean).join('; ');
}
