/**
 * The score from the points an offer lost, within the band of its benefit tier (WEIGHTS.bands): the
 * tier orders offers before any fit, and the points order offers of one tier.
 */
import type { Tier } from '../types';
import { WEIGHTS } from '../weights';
import type { Verdict } from './client';

/** The score, before rounding, of an offer of this tier that lost `points`. Strictly falling in the points, never by more than one per point. */
export function scoreWithin(tier: Tier, points: number): number {
  const { top, floor, linear, halving } = WEIGHTS.bands[tier];
  const lost = Math.max(0, points);
  if (lost <= linear) return top - lost;
  return floor + (top - linear - floor) * 2 ** (-(lost - linear) / halving);
}

/** An offer's score with `more` points lost (an open question that could make it worse): it stays in its tier's band. */
export function lowerScore(verdict: Extract<Verdict, { offered: true }>, more: number): number {
  return scoreWithin(verdict.tier, verdict.points + more);
}

/** A tier's band as reasons say it: "41 to 60". */
export function bandText(tier: Tier): string {
  const { top, floor } = WEIGHTS.bands[tier];
  return `${Math.round(floor + 0.25)} to ${top}`;
}
