/** The best rate class a client can be offered anywhere, and what keeps them from a better one. */
import type { ClientFacts } from './parse/profile';
import type { RateClass } from './types';
import { RATE_CLASS_LIMITS } from './weights';

const nonTobaccoOrder: readonly RateClass[] = ['preferred-plus', 'preferred', 'standard'];
const tobaccoOrder: readonly RateClass[] = ['preferred-tobacco', 'standard-tobacco'];

export interface ClientRateClass {
  order: readonly RateClass[];
  /** Index into `order` of the best class the client qualifies for. */
  best: number;
  /** What rules out the classes above it, in an agent's words. */
  limits: string[];
  /** What rules out preferred plus because of family history alone (for its own reason). */
  familyHistory: string[];
}

/** Non-medical facts (a DUI, a felony, a hazardous sport) now or within RATE_CLASS_LIMITS.nonMedical.years: no Preferred class. */
function nonMedicalLimits(facts: ClientFacts): string[] {
  const { ids, years } = RATE_CLASS_LIMITS.nonMedical;
  return facts.conditions.filter((c) => ids.includes(c.condition.id) && (c.yearsAgo === null || c.yearsAgo < years)).map((c) => `${c.condition.name.toLowerCase()} in the last ${years} years`);
}

export function clientRateClass(facts: ClientFacts): ClientRateClass {
  const { bmi } = facts;
  const worst = facts.conditions.reduce((max, c) => Math.max(max, c.severity), 0);
  const early = facts.family.entries.filter(
    (e) => e.illness !== 'diabetes' && e.age !== null && e.age < RATE_CLASS_LIMITS.familyHistoryBeforeAge,
  );
  const familyHistory = early.map((e) => `${e.relative}, ${e.illness} at ${e.age}`);
  const limits: string[] = [];
  if (bmi === null) limits.push('build not read');
  const conditionLimit = (grade: number) => facts.conditions.filter((c) => c.severity >= grade).map((c) => c.condition.name.toLowerCase());
  if (facts.smoker) {
    let best = 0;
    if (bmi === null || bmi > RATE_CLASS_LIMITS.preferredMaxBmi) best = 1;
    if (bmi !== null && bmi > RATE_CLASS_LIMITS.preferredMaxBmi) limits.push(`BMI ${bmi} over ${RATE_CLASS_LIMITS.preferredMaxBmi}`);
    if (worst >= 3) {
      best = 1;
      limits.push(...conditionLimit(3));
    }
    if (early.length > 0) {
      best = 1;
      limits.push(`family history (${familyHistory.join('; ')})`);
    }
    const nonMedical = nonMedicalLimits(facts);
    if (nonMedical.length > 0) {
      best = 1;
      limits.push(...nonMedical);
    }
    return { order: tobaccoOrder, best, limits: ['tobacco use', ...limits], familyHistory };
  }
  let best = 0;
  if (bmi === null) best = 2;
  else if (bmi > RATE_CLASS_LIMITS.preferredMaxBmi) {
    best = 2;
    limits.push(`BMI ${bmi} over ${RATE_CLASS_LIMITS.preferredMaxBmi}`);
  } else if (bmi > RATE_CLASS_LIMITS.preferredPlusMaxBmi) {
    best = 1;
    limits.push(`BMI ${bmi} over ${RATE_CLASS_LIMITS.preferredPlusMaxBmi}`);
  }
  if (worst >= 3) {
    best = 2;
    limits.push(...conditionLimit(3));
  } else if (worst >= 2) {
    best = Math.max(best, 1);
    limits.push(...conditionLimit(2));
  }
  const nonMedical = nonMedicalLimits(facts);
  if (nonMedical.length > 0) {
    best = 2;
    limits.push(...nonMedical);
  }
  const { quit, quitYearsAgo } = facts.tobacco;
  if (quit) {
    // Preferred non-tobacco classes ask for years clean: under 2 (or no date) standard, under 5 preferred.
    const cap = quitYearsAgo === null || quitYearsAgo < RATE_CLASS_LIMITS.standardQuitYears ? 2 : quitYearsAgo < RATE_CLASS_LIMITS.preferredQuitYears ? 1 : 0;
    if (cap > best) {
      best = cap;
      limits.push(quitYearsAgo === null ? 'tobacco quit, date not given' : `tobacco quit ${Math.floor(quitYearsAgo)} years ago`);
    }
  }
  if (early.length > 0) {
    best = Math.max(best, early.length >= 2 ? 2 : 1);
    limits.push(`family history (${familyHistory.join('; ')})`);
  }
  return { order: nonTobaccoOrder, best, limits, familyHistory };
}
