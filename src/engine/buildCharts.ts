/**
 * Build charts: for each height, the weight range each benefit tier accepts. Like most carriers'
 * charts they follow body-mass-index bands, so the rows are computed from the bands below
 * (illustrative figures, not any carrier's chart).
 */
import type { BuildChartId, Tier } from './types';

type Band = readonly [minBmi: number, maxBmi: number];

/**
 * Stricter kinds have narrower charts: final expense is the widest underwritten chart, so a build a
 * simplified or fully underwritten product takes is always inside it (a test holds this).
 */
export const buildBands: Record<BuildChartId, Partial<Record<Tier, Band>>> = {
  'fully-underwritten': { level: [17.5, 38] },
  simplified: { level: [17, 41] },
  'final-expense': { level: [16, 43], graded: [15.5, 46], modified: [15, 50] },
  none: {},
};

export const buildChartNames: Record<BuildChartId, string> = {
  'fully-underwritten': 'fully underwritten',
  simplified: 'simplified issue',
  'final-expense': 'final expense',
  none: 'none',
};

export interface BuildRow {
  heightInches: number;
  /** Whole pounds, inclusive. */
  tiers: Partial<Record<Tier, readonly [minPounds: number, maxPounds: number]>>;
}

/** 4'8" to 7'0": the rows a printed chart has (a height outside them gets its row from the same bands). */
const CHART_HEIGHTS = [56, 84] as const;

const pounds = (bmi: number, inches: number) => (bmi * inches * inches) / 703;

/** The weight range of each tier at a height (whole inches), from the chart's BMI bands. */
function rowAt(bands: Partial<Record<Tier, Band>>, inches: number): BuildRow {
  const tiers: BuildRow['tiers'] = {};
  for (const [tier, [min, max]] of Object.entries(bands) as [Tier, Band][]) {
    tiers[tier] = [Math.ceil(pounds(min, inches)), Math.floor(pounds(max, inches))];
  }
  return { heightInches: inches, tiers };
}

function chartRows(bands: Partial<Record<Tier, Band>>): BuildRow[] {
  const rows: BuildRow[] = [];
  for (let inches = CHART_HEIGHTS[0]; inches <= CHART_HEIGHTS[1]; inches++) rows.push(rowAt(bands, inches));
  return rows;
}

export const buildCharts: Record<BuildChartId, readonly BuildRow[]> = {
  'fully-underwritten': chartRows(buildBands['fully-underwritten']),
  simplified: chartRows(buildBands.simplified),
  'final-expense': chartRows(buildBands['final-expense']),
  none: [],
};

/**
 * The chart row for a height, rounded to the inch; null for a product without a chart. A height
 * shorter or taller than the printed rows gets its row from the same BMI bands: the card states the
 * bands, and no height may escape them (4'7" and 230 lb is BMI 53.5, over every band).
 */
export function buildRow(chart: BuildChartId, heightInches: number): BuildRow | null {
  const bands = buildBands[chart];
  if (Object.keys(bands).length === 0) return null;
  const inches = Math.round(heightInches);
  if (inches < CHART_HEIGHTS[0] || inches > CHART_HEIGHTS[1]) return inches > 0 ? rowAt(bands, inches) : null;
  return buildCharts[chart][inches - CHART_HEIGHTS[0]] ?? null;
}
