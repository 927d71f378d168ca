/**
 * The catalog as spreadsheet rows (one row per record, every cell text or a number), the way the
 * admin area's sheets would export it, and the zod schemas that turn rows into the engine's types.
 * Cell lists are separated by ";" and alternatives by "|". A bad row fails loudly when loaded.
 */
import { z } from 'zod';
import { READER_CONDITIONS } from './parse/clauses';
import { PRICING } from './pricing';
import {
  buildChartIds,
  conditionGroups,
  productKinds,
  rateClasses,
  tiers,
  type Catalog,
  type Condition,
  type ConditionGroup,
  type Severity,
  type UnderwritingRule,
} from './types';

const list = (cell: string) =>
  cell
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);

const listOf = <T extends string>(values: readonly T[]) =>
  z.string().transform((cell, ctx) => {
    const parts = list(cell);
    for (const part of parts) {
      if (!values.includes(part as T)) ctx.addIssue({ code: 'custom', message: `Unknown value "${part}"` });
    }
    return parts as T[];
  });

const range = z.string().transform((cell, ctx) => {
  const match = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(cell);
  if (!match || Number(match[1]) > Number(match[2])) {
    ctx.addIssue({ code: 'custom', message: `Expected "min-max", got "${cell}"` });
    return z.NEVER;
  }
  return [Number(match[1]), Number(match[2])] as const;
});

const RULE = /^(decline|modified|graded|accept):([a-z0-9-]+)(?:>=([1-4]))?(?::(?:(\d+(?:\.\d+)?)y|ever))?$/;

/** "decline:cancer>=3:10y; graded:cardiac>=2:2y; accept:hypertension; decline:any>=4" */
export const rulesCell = z.string().transform((cell, ctx) => {
  const rules: UnderwritingRule[] = [];
  for (const part of list(cell)) {
    const match = RULE.exec(part.replace(/\s+/g, ''));
    if (!match) {
      ctx.addIssue({ code: 'custom', message: `Unreadable rule "${part}"` });
      continue;
    }
    rules.push({
      action: match[1] as UnderwritingRule['action'],
      // The group's own constant, so comparing a rule with a condition is one pointer test.
      target: conditionGroups.find((group) => group === match[2]) ?? (match[2] === 'any' ? 'any' : (match[2] as string)),
      minSeverity: Number(match[3] ?? 1) as Severity,
      lookbackYears: match[4] === undefined ? null : Number(match[4]),
    });
  }
  return rules;
});

/** "10:75;20:65;30:50": term length in years and the oldest issue age for it. */
const termsCell = z.string().transform((cell, ctx) =>
  list(cell).map((part) => {
    const match = /^(\d+):(\d+)$/.exec(part);
    if (!match) ctx.addIssue({ code: 'custom', message: `Expected "years:maxIssueAge", got "${part}"` });
    return { years: Number(match?.[1] ?? 0), maxIssueAge: Number(match?.[2] ?? 0) };
  }),
);

const id = z.string().regex(/^[a-z0-9-]+$/, 'Ids are lower-case words joined by "-"');

export const carrierRowSchema = z.object({ id, name: z.string().min(1) });

export const productRowSchema = z.object({
  id,
  carrierId: id,
  name: z.string().min(1),
  kind: z.enum(productKinds),
  description: z.string().min(1),
  issueAges: range,
  coverage: range,
  termLengths: termsCell,
  rateClasses: listOf(rateClasses),
  tiers: listOf(tiers),
  buildChart: z.enum(buildChartIds),
  rules: rulesCell,
  riders: z.string().transform(list),
  /** "10": premiums are paid for 10 years, then the policy is paid up (10-pay); empty: for as long as it lasts. */
  premiumYears: z
    .string()
    .default('')
    .transform((cell, ctx) => {
      if (!cell.trim()) return null;
      const years = Number(cell.trim());
      if (!Number.isInteger(years) || years < 1 || years > 100) {
        ctx.addIssue({ code: 'custom', message: `Expected a whole number of years from 1 to 100, or nothing, got "${cell}"` });
        return null;
      }
      return years;
    }),
});

export const conditionRowSchema = z.object({
  id,
  name: z.string().min(1),
  group: z.enum(conditionGroups),
  severity: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  aliases: z.string().transform(list),
  abbreviations: z.string().transform(list),
  /** Short forms that are also everyday words ("AIDS", not "hearing aids"): they count only in capitals. */
  capitalsOnly: z.string().default('').transform(list),
  course: z.enum(['event', 'chronic']).default('chronic'),
  /** "diabetes:diabetic-neuropathy": with a condition of that group, this one is read as that condition. */
  becomes: z
    .string()
    .default('')
    .transform((cell, ctx) => {
      if (!cell.trim()) return null;
      const [group, id] = cell.split(':').map((part) => part.trim());
      if (!conditionGroups.includes(group as ConditionGroup) || !id) {
        ctx.addIssue({ code: 'custom', message: `Expected "group:condition-id", got "${cell}"` });
        return null;
      }
      return { group: group as ConditionGroup, id };
    }),
  /** Where the row comes from (a public list, an application's wording, a drug label); optional, never empty when given. */
  source: z.string().trim().min(1).optional(),
});

export const medicationRowSchema = z.object({
  id,
  names: z.string().transform(list).pipe(z.array(z.string()).min(1)),
  implies: z.string().transform((cell) => list(cell).map((part) => part.split('|').map((alt) => alt.trim()))),
  /** Where the row comes from (a public list, an application's wording, a drug label); optional, never empty when given. */
  source: z.string().trim().min(1).optional(),
});

export type CarrierRow = z.input<typeof carrierRowSchema>;
export type ProductRow = z.input<typeof productRowSchema>;
export type ConditionRow = z.input<typeof conditionRowSchema>;
export type MedicationRow = z.input<typeof medicationRowSchema>;

export interface CatalogSheets {
  carriers: readonly CarrierRow[];
  products: readonly ProductRow[];
  conditions: readonly ConditionRow[];
  medications: readonly MedicationRow[];
}

/** Where a record is: "Products row 12 (americo-final-expense), rules" (rows count from 1, the first data row). */
function locator(sheets: CatalogSheets) {
  const rowOf = (rows: readonly { id?: unknown }[], id: string) => rows.findIndex((row) => row.id === id) + 1;
  return {
    product: (id: string, column: string) => `Products row ${rowOf(sheets.products, id)} (${id}), ${column}`,
    condition: (id: string, column: string) => `Conditions row ${rowOf(sheets.conditions, id)} (${id}), ${column}`,
    medication: (id: string, column: string) => `Medications row ${rowOf(sheets.medications, id)} (${id}), ${column}`,
  };
}

/** Problems that span rows: duplicate ids, unknown references, rules a product cannot honour. */
function crossCheck(catalog: Catalog, sheets: CatalogSheets): string[] {
  const at = locator(sheets);
  const problems: string[] = [];
  const duplicates = (sheet: string, rows: readonly { id?: unknown }[]) => {
    const seen = new Set<unknown>();
    rows.forEach((row, index) => {
      if (seen.has(row.id)) problems.push(`${sheet} row ${index + 1} (${String(row.id)}), id: duplicate id`);
      seen.add(row.id);
    });
  };
  duplicates('Carriers', sheets.carriers);
  duplicates('Products', sheets.products);
  duplicates('Conditions', sheets.conditions);
  duplicates('Medications', sheets.medications);
  // A carrier is priced at its own level: one missing from the pricing basis is an error, not the basis.
  catalog.carriers.forEach((carrier, index) => {
    if (!Object.hasOwn(PRICING.carrierRateLevel, carrier.id)) {
      problems.push(`Carriers row ${index + 1} (${carrier.id}), id: no rate level in PRICING.carrierRateLevel (src/engine/pricing.ts)`);
    }
  });
  const conditionIds = new Set(catalog.conditions.map((c) => c.id));
  for (const medication of catalog.medications) {
    for (const id of medication.implies.flat()) {
      if (!conditionIds.has(id)) problems.push(`${at.medication(medication.id, 'implies')}: unknown condition "${id}"`);
    }
  }
  for (const id of READER_CONDITIONS) {
    if (!conditionIds.has(id)) problems.push(`Conditions, id: the profile reader needs a condition "${id}"`);
  }
  const groups = new Set<string>([...conditionGroups, 'any']);
  for (const condition of catalog.conditions) {
    if (condition.becomes && !conditionIds.has(condition.becomes.id)) problems.push(`${at.condition(condition.id, 'becomes')}: unknown condition "${condition.becomes.id}"`);
    if (groups.has(condition.id)) problems.push(`${at.condition(condition.id, 'id')}: also a condition group, so a rule could not tell them apart`);
  }
  for (const product of catalog.products) {
    const where = (column: string) => at.product(product.id, column);
    if (!product.carrierName) problems.push(`${where('carrierId')}: unknown carrier "${product.carrierId}"`);
    if (product.tiers.length === 0) problems.push(`${where('tiers')}: offers no tier`);
    if (!product.rateClasses.includes('standard') || !product.rateClasses.includes('standard-tobacco')) {
      problems.push(`${where('rateClasses')}: must offer the standard and standard-tobacco classes`);
    }
    const guaranteed = product.tiers.includes('guaranteed');
    if (guaranteed && (product.tiers.length > 1 || product.rules.length > 0 || product.buildChart !== 'none')) {
      problems.push(`${where('tiers')}: a guaranteed-issue product has no other tier, no rules and no build chart`);
    }
    for (const rule of product.rules) {
      if (!groups.has(rule.target) && !conditionIds.has(rule.target)) {
        problems.push(`${where('rules')}: "${rule.target}" is neither a condition group nor a condition id`);
      }
      if ((rule.action === 'graded' || rule.action === 'modified') && !product.tiers.includes(rule.action)) {
        problems.push(`${where('rules')}: moves clients to ${rule.action} but does not offer it`);
      }
    }
    if (product.termOptions.some((t) => t.maxIssueAge > product.maxIssueAge || t.maxIssueAge < product.minIssueAge)) {
      problems.push(`${where('termLengths')}: a term length whose issue age is outside the product's`);
    }
  }
  return problems;
}

/** Parses one sheet; every problem names its sheet, row (1 = first data row), id and column. */
function parseSheet<S extends z.ZodType>(schema: S, rows: readonly unknown[], sheet: string, problems: string[]): z.output<S>[] {
  const parsed: z.output<S>[] = [];
  rows.forEach((row, index) => {
    const result = schema.safeParse(row);
    if (result.success) parsed.push(result.data);
    else {
      const id = (row as { id?: unknown } | null)?.id;
      for (const issue of result.error.issues) {
        problems.push(`${sheet} row ${index + 1}${typeof id === 'string' ? ` (${id})` : ''}, ${issue.path.join('.') || 'row'}: ${issue.message}`);
      }
    }
  });
  return parsed;
}

/** Validates every row and the references between them; throws with every problem found. */
export function loadCatalog(sheets: CatalogSheets): Catalog {
  const problems: string[] = [];
  const carriers = parseSheet(carrierRowSchema, sheets.carriers, 'Carriers', problems);
  const carrierNames = new Map(carriers.map((c) => [c.id, c.name]));
  const products = parseSheet(productRowSchema, sheets.products, 'Products', problems).map(({ issueAges, coverage, termLengths, ...row }) => ({
      ...row,
      carrierName: carrierNames.get(row.carrierId) ?? '',
      minIssueAge: issueAges[0],
      maxIssueAge: issueAges[1],
      minCoverage: coverage[0],
      maxCoverage: coverage[1],
      termOptions: termLengths,
    }));
  const catalog: Catalog = {
    carriers,
    products,
    // One literal shape per record: the engine reads these fields in its hottest loop.
    conditions: parseSheet(conditionRowSchema, sheets.conditions, 'Conditions', problems).map(
      ({ id, name, group, severity, aliases, abbreviations, capitalsOnly, course, becomes }): Condition => ({ id, name, group, severity, aliases, abbreviations, capitalsOnly, course, becomes }),
    ),
    medications: parseSheet(medicationRowSchema, sheets.medications, 'Medications', problems),
  };
  problems.push(...crossCheck(catalog, sheets));
  // A rule naming one condition holds that condition's own id string (see rulesCell).
  const ids = new Map(catalog.conditions.map((c) => [c.id, c.id]));
  for (const product of catalog.products) for (const rule of product.rules) rule.target = ids.get(rule.target) ?? rule.target;
  if (problems.length > 0) throw new Error(`The catalog has ${problems.length} problem(s):\n${problems.join('\n')}`);
  return catalog;
}
