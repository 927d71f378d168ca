/** The matching engine's domain: what the sheets become once validated (see sheets.ts). */

export const conditionGroups = [
  'cardiac',
  'cerebrovascular',
  'vascular',
  'hypertension',
  'cholesterol',
  'diabetes',
  'endocrine',
  'respiratory',
  'cancer',
  'kidney',
  'liver',
  'digestive',
  'neurological',
  'cognitive',
  'mental-health',
  'substance-use',
  'autoimmune',
  'musculoskeletal',
  'blood',
  'infectious',
  'sleep',
  'transplant',
  'terminal',
  'other',
] as const;
export type ConditionGroup = (typeof conditionGroups)[number];

/** 1 minor, 2 moderate, 3 serious, 4 critical. */
export type Severity = 1 | 2 | 3 | 4;

export interface Condition {
  id: string;
  name: string;
  group: ConditionGroup;
  severity: Severity;
  /** Other names, matched with typo tolerance. */
  aliases: readonly string[];
  /** Short forms (HTN, T2DM), matched exactly as whole words. */
  abbreviations: readonly string[];
  /** Short forms that are also everyday words, matched only when written in capitals (AIDS). */
  capitalsOnly: readonly string[];
}

export interface Medication {
  id: string;
  /** Generic name first, then brands. */
  names: readonly string[];
  /** Each entry is a list of alternatives (Eliquis: atrial fibrillation or a blood clot); the first is assumed. */
  implies: readonly (readonly string[])[];
}

export interface Carrier {
  id: string;
  name: string;
}

export const productKinds = [
  'term',
  'simplified-term',
  'return-of-premium-term',
  'mortgage-protection',
  'whole-life',
  'simplified-whole-life',
  'final-expense',
  'guaranteed-issue',
  'indexed-universal-life',
  'guaranteed-universal-life',
] as const;
export type ProductKind = (typeof productKinds)[number];

/** Benefit tiers, best first. */
export const tiers = ['level', 'graded', 'modified', 'guaranteed'] as const;
export type Tier = (typeof tiers)[number];

export const rateClasses = ['preferred-plus', 'preferred', 'standard', 'preferred-tobacco', 'standard-tobacco'] as const;
export type RateClass = (typeof rateClasses)[number];

export const buildChartIds = ['fully-underwritten', 'simplified', 'final-expense', 'none'] as const;
export type BuildChartId = (typeof buildChartIds)[number];

export type RuleAction = 'decline' | 'modified' | 'graded' | 'accept';

export interface UnderwritingRule {
  action: RuleAction;
  /** 'any' matches every group. */
  group: ConditionGroup | 'any';
  /** The rule applies to conditions of this severity or worse. */
  minSeverity: Severity;
  /** Years since diagnosis inside which the rule applies; null = ever. */
  lookbackYears: number | null;
}

export interface TermOption {
  years: number;
  maxIssueAge: number;
}

export interface Product {
  id: string;
  carrierId: string;
  carrierName: string;
  name: string;
  kind: ProductKind;
  description: string;
  minIssueAge: number;
  maxIssueAge: number;
  minCoverage: number;
  maxCoverage: number;
  termOptions: readonly TermOption[];
  rateClasses: readonly RateClass[];
  /** Tiers the product can place a client in (guaranteed-issue products: only 'guaranteed'). */
  tiers: readonly Tier[];
  buildChart: BuildChartId;
  /** In the order the sheet gives them; the worst applicable action wins. */
  rules: readonly UnderwritingRule[];
  riders: readonly string[];
}

export interface Catalog {
  carriers: readonly Carrier[];
  products: readonly Product[];
  conditions: readonly Condition[];
  medications: readonly Medication[];
}
