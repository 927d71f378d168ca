/**
 * The words on a product card, derived from the same fields and rules the engine applies, so a
 * card can never say something the logic does not do.
 */
import { buildBands, buildChartNames } from './buildCharts';
import type { ConditionGroup, Product, ProductKind, RateClass, Severity, Tier, UnderwritingRule } from './types';

const groupLabels: Record<ConditionGroup | 'any', string> = {
  cardiac: 'heart conditions',
  cerebrovascular: 'stroke or TIA',
  vascular: 'circulation problems or blood clots',
  hypertension: 'high blood pressure',
  cholesterol: 'high cholesterol',
  diabetes: 'diabetes',
  endocrine: 'thyroid or hormone conditions',
  respiratory: 'lung conditions',
  cancer: 'cancer',
  kidney: 'kidney conditions',
  liver: 'liver conditions',
  digestive: 'digestive conditions',
  neurological: 'neurological conditions',
  cognitive: 'memory or cognitive conditions',
  'mental-health': 'mental health conditions',
  'substance-use': 'alcohol or drug use',
  autoimmune: 'autoimmune conditions',
  musculoskeletal: 'joint or bone conditions',
  blood: 'blood disorders',
  infectious: 'HIV or other chronic infections',
  sleep: 'sleep disorders',
  transplant: 'organ transplants',
  terminal: 'terminal illness',
  care: 'living in care or needing help with daily living',
  other: 'other conditions',
  any: 'conditions of any kind',
};

const severityWords: Record<Severity, string> = { 1: '', 2: 'moderate or worse ', 3: 'serious ', 4: 'critical ' };

export const tierLabels: Record<Tier, string> = {
  level: 'Level',
  graded: 'Graded',
  modified: 'Modified',
  guaranteed: 'Guaranteed issue',
};

export const tierBenefits: Record<Tier, string> = {
  level: 'Level: full death benefit from day one',
  graded: 'Graded: part of the benefit in the first 2 years, full after',
  modified: 'Modified: premiums returned with interest in the first 2 years, full benefit after',
  guaranteed: 'Guaranteed issue: premiums returned with interest in the first 2 or 3 years, full benefit after',
};

export const rateClassLabels: Record<RateClass, string> = {
  'preferred-plus': 'Preferred Plus',
  preferred: 'Preferred',
  standard: 'Standard',
  'preferred-tobacco': 'Preferred Tobacco',
  'standard-tobacco': 'Standard Tobacco',
};

const underwritingLabels: Record<ProductKind, string> = {
  term: 'Fully underwritten',
  'simplified-term': 'Simplified issue: health questions, no exam',
  'return-of-premium-term': 'Simplified issue: health questions, no exam',
  'mortgage-protection': 'Simplified issue: health questions, no exam',
  'whole-life': 'Fully underwritten',
  'simplified-whole-life': 'Simplified issue: health questions, no exam',
  'final-expense': 'Simplified issue: health questions, no exam',
  'guaranteed-issue': 'Guaranteed issue: no health questions',
  'indexed-universal-life': 'Fully underwritten',
  'guaranteed-universal-life': 'Fully underwritten',
};

let moneyFormat: Intl.NumberFormat | undefined;
/** Built on first use: loading this module in a browser must not load the locale data. */
const money = () => (moneyFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));

export const lookbackText = (years: number | null) =>
  years === null ? 'ever' : years === 1 ? 'within the last year' : `within the last ${years} years`;

/** A condition's name by id, for rules that name one condition ("decline:oxygen-use"). */
export type ConditionNames = ReadonlyMap<string, string>;

function ruleSubject(rule: Pick<UnderwritingRule, 'target' | 'minSeverity'>, names: ConditionNames): string {
  const group = groupLabels[rule.target as ConditionGroup | 'any'] as string | undefined;
  if (group !== undefined) return `${severityWords[rule.minSeverity]}${group}`;
  const name = names.get(rule.target) ?? rule.target;
  return /^[A-Z]{2}/.test(name) ? name : `${name[0]?.toLowerCase() ?? ''}${name.slice(1)}`;
}

export function ruleText(rule: UnderwritingRule, names: ConditionNames): string {
  const subject = ruleSubject(rule, names);
  const when = lookbackText(rule.lookbackYears);
  switch (rule.action) {
    case 'decline':
      return `Declines ${subject} ${when}`;
    case 'modified':
      return `Modified benefit for ${subject} ${when}`;
    case 'graded':
      return `Graded benefit for ${subject} ${when}`;
    case 'accept':
      // Worded as the fallback it is: a decline or a lower benefit above still wins.
      return `Otherwise accepts ${subject}`;
  }
}

function buildText(product: Product): string | null {
  const bands = buildBands[product.buildChart];
  const offered = product.tiers.flatMap((tier) => {
    const band = bands[tier];
    return band ? [`${tierLabels[tier].toLowerCase()} BMI ${band[0]} to ${band[1]}`] : [];
  });
  if (offered.length === 0) return null;
  return `Height and weight inside the ${buildChartNames[product.buildChart]} build chart (${offered.join(', ')})`;
}

export interface ProductText {
  coverage: string;
  issueAges: string;
  underwriting: string;
  qualifications: string[];
  exclusions: string[];
}

const described = new WeakMap<Product, ProductText>();

/** A product's card texts; the same product always reads the same, so they are made once. */
export function describeProduct(product: Product, names: ConditionNames): ProductText {
  const cached = described.get(product);
  if (cached) return cached;
  const qualifications = [`Issue ages ${product.minIssueAge} to ${product.maxIssueAge}`];
  if (product.termOptions.length > 0) {
    qualifications.push(`Term lengths: ${product.termOptions.map((t) => `${t.years} years to issue age ${t.maxIssueAge}`).join(', ')}`);
  }
  if (product.tiers.includes('guaranteed')) qualifications.push('No health questions and no exam');
  const build = buildText(product);
  if (build) qualifications.push(build);
  // Lower benefits first, then what is otherwise accepted, as the engine weighs them.
  const byAction = (action: UnderwritingRule['action']) => product.rules.filter((r) => r.action === action).map((r) => ruleText(r, names));
  qualifications.push(...byAction('modified'), ...byAction('graded'), ...byAction('accept'));
  const text: ProductText = {
    coverage: `${money().format(product.minCoverage)} to ${money().format(product.maxCoverage)}`,
    issueAges: `${product.minIssueAge} to ${product.maxIssueAge}`,
    underwriting: underwritingLabels[product.kind],
    qualifications,
    exclusions: product.rules.filter((rule) => rule.action === 'decline').map((r) => ruleText(r, names)),
  };
  described.set(product, text);
  return text;
}
