/**
 * The words on a product card, derived from the same fields and rules the engine applies, so a
 * card can never say something the logic does not do.
 */
import { buildBands, buildChartNames } from './buildCharts';
import type { ConditionGroup, Product, ProductKind, RateClass, RuleAction, Severity, Tier, UnderwritingRule } from './types';

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

/** What one rule is about, as a card names it ("serious heart conditions", "home oxygen use"). */
export function ruleSubject(rule: Pick<UnderwritingRule, 'target' | 'minSeverity'>, names: ConditionNames): string {
  const group = groupLabels[rule.target as ConditionGroup | 'any'] as string | undefined;
  if (group !== undefined) return `${severityWords[rule.minSeverity]}${group}`;
  const name = names.get(rule.target) ?? rule.target;
  return /^[A-Z]{2}/.test(name) ? name : `${name[0]?.toLowerCase() ?? ''}${name.slice(1)}`;
}

/** One rule in a sentence of its own ("Declines serious heart conditions within the last 5 years"). */
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

/**
 * The words before the colon of a card line that groups rules: what they do and over what time
 * ("Declines within the last 5 years"). An accept that holds at any time says no time at all
 * ("Otherwise accepts"), as it always has.
 */
export function ruleGroupHeading(action: RuleAction, lookbackYears: number | null): string {
  const when = lookbackText(lookbackYears);
  switch (action) {
    case 'decline':
      return `Declines ${when}`;
    case 'modified':
      return `Modified benefit ${when}`;
    case 'graded':
      return `Graded benefit ${when}`;
    case 'accept':
      return lookbackYears === null ? 'Otherwise accepts' : `Otherwise accepts ${when}`;
  }
}

/** Longest look-back first, "ever" before any: the widest knock-outs are the ones an agent checks first. */
const longestFirst = (a: number | null, b: number | null) => (b ?? Infinity) - (a ?? Infinity);

/**
 * A product's rules of one action as card lines, one per look-back: "Declines ever: terminal
 * illness, home oxygen use", "Declines within the last 5 years: serious heart conditions, …". The
 * look-backs run longest first ("ever", then 10 years down to 1); inside a line the subjects keep
 * the sheet's order, each once. Every rule's subject is in exactly one line, so grouping loses no
 * reason. Subjects are joined with commas, or with semicolons when one of them has a comma of its
 * own ("chronic kidney disease, stage 4").
 */
export function ruleLines(rules: readonly UnderwritingRule[], action: RuleAction, names: ConditionNames): string[] {
  const byLookback = new Map<number | null, Set<string>>();
  for (const rule of rules) {
    if (rule.action !== action) continue;
    let subjects = byLookback.get(rule.lookbackYears);
    if (!subjects) byLookback.set(rule.lookbackYears, (subjects = new Set()));
    subjects.add(ruleSubject(rule, names));
  }
  return [...byLookback.keys()].sort(longestFirst).map((years) => {
    const subjects = [...(byLookback.get(years) ?? [])];
    const separator = subjects.some((s) => s.includes(',')) ? '; ' : ', ';
    return `${ruleGroupHeading(action, years)}: ${subjects.join(separator)}`;
  });
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
  // Lower benefits first, then what is otherwise accepted, as the engine weighs them; each grouped
  // by look-back, so a card reads a few lines instead of one per rule.
  const lines = (action: RuleAction) => ruleLines(product.rules, action, names);
  qualifications.push(...lines('modified'), ...lines('graded'), ...lines('accept'));
  const text: ProductText = {
    coverage: `${money().format(product.minCoverage)} to ${money().format(product.maxCoverage)}`,
    issueAges: `${product.minIssueAge} to ${product.maxIssueAge}`,
    underwriting: underwritingLabels[product.kind],
    qualifications,
    exclusions: lines('decline'),
  };
  described.set(product, text);
  return text;
}
