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

/** 4'8" to 7'0": a height outside the chart leaves the build unchecked. */
const CHART_HEIGHTS = [56, 84] as const;

const pounds = (bmi: number, inches: number) => (bmi * inches * inches) / 703;

function chartRows(bands: Partial<Record<Tier, Band>>): BuildRow[] {
  const rows: BuildRow[] = [];
  for (let inches = CHART_HEIGHTS[0]; inches <= CHART_HEIGHTS[1]; inches++) {
    const tiers: BuildRow['tiers'] = {};
    for (const [tier, [min, max]] of Object.entries(bands) as [Tier, Band][]) {
      tiers[tier] = [Math.ceil(pounds(min, inches)), Math.floor(pounds(max, inches))];
    }
    rows.push({ heightInches: inches, tiers });
  }
  return rows;
}

export const buildCharts: Record<BuildChartId, readonly BuildRow[]> = {
  'fully-underwritten': chartRows(buildBands['fully-underwritten']),
  simplified: chartRows(buildBands.simplified),
  'final-expense': chartRows(buildBands['final-expense']),
  none: [],
};

/** The chart row for a height, rounded to the inch; null outside the chart. */
export function buildRow(chart: BuildChartId, heightInches: number): BuildRow | null {
  const inches = Math.round(heightInches);
  if (inches < CHART_HEIGHTS[0] || inches > CHART_HEIGHTS[1]) return null;
  return buildCharts[chart][inches - CHART_HEIGHTS[0]] ?? null;
}
