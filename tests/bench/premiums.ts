/**
 * The example premium table (`npm run premiums`): the illustrative pricing basis for a final
 * expense product at level and graded benefit and a guaranteed issue product, by age, sex and
 * tobacco, at one coverage amount; then a 20-year term for comparison. Prints Markdown.
 * An illustration of the basis in src/engine/pricing.ts, not any carrier's rates.
 *
 * Environment: PREMIUM_COVERAGE (dollars, default 10000), TERM_COVERAGE (default 500000).
 */
import { illustrativePremium, type PricingSex } from '../../src/engine';
import type { ProductKind, RateClass, Tier } from '../../src/engine';

const amount = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const coverage = amount('PREMIUM_COVERAGE', 10_000);
const termCoverage = amount('TERM_COVERAGE', 500_000);
const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const ages = [40, 60, 75];
const sexes: PricingSex[] = ['male', 'female'];
const columns: { label: string; kind: ProductKind; tier: Tier }[] = [
  { label: 'final expense, level', kind: 'final-expense', tier: 'level' },
  { label: 'final expense, graded', kind: 'final-expense', tier: 'graded' },
  { label: 'guaranteed issue', kind: 'guaranteed-issue', tier: 'guaranteed' },
];

console.log(`Illustrative monthly premiums (annual in brackets) for $${coverage.toLocaleString('en-US')} of whole life, Standard class (Standard Tobacco for tobacco):\n`);
console.log(`| age | sex | tobacco | ${columns.map((c) => c.label).join(' | ')} |`);
console.log(`|---|---|---|${columns.map(() => '---:').join('|')}|`);
for (const age of ages) {
  for (const sex of sexes) {
    for (const tobacco of [false, true]) {
      const rateClass: RateClass = tobacco ? 'standard-tobacco' : 'standard';
      const cells = columns.map(({ kind, tier }) => {
        const p = illustrativePremium({ age, sex, rateClass, tier, kind, coverage, termYears: null });
        return `${money(p.monthly)} (${money(p.annual)})`;
      });
      console.log(`| ${age} | ${sex} | ${tobacco ? 'yes' : 'no'} | ${cells.join(' | ')} |`);
    }
  }
}

console.log(`\nFor comparison, a fully underwritten 20-year term for $${termCoverage.toLocaleString('en-US')}, monthly:\n`);
const classes: RateClass[] = ['preferred-plus', 'preferred', 'standard', 'preferred-tobacco', 'standard-tobacco'];
console.log(`| age | sex | ${classes.join(' | ')} |`);
console.log(`|---|---|${classes.map(() => '---:').join('|')}|`);
for (const age of [30, 40, 50, 60]) {
  for (const sex of sexes) {
    const cells = classes.map((rateClass) => money(illustrativePremium({ age, sex, rateClass, tier: 'level', kind: 'term', coverage: termCoverage, termYears: 20 }).monthly));
    console.log(`| ${age} | ${sex} | ${cells.join(' | ')} |`);
  }
}
