import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STORAGE_WARNING_PERCENT, formatStorage, storageUsage } from '../../src/components/StorageMeter/storage';
import { knownSystemStatuses, systemStatusLook } from '../../src/components/StatusBadge/systemStatus';
import { formatTrend, trendDirectionLabel } from '../../src/components/StatCard/trend';
import { formatMatches } from '../../src/components/RecentSearchList/RecentSearchList';
import { dashboardStats, recentSearches, systemStatus } from '../../src/features/dashboard/sampleData';

describe('storageUsage', () => {
  it('gives the sample 245 of 1000 MB as 24.5 %, not critical', () => {
    expect(storageUsage(245, 1000)).toEqual({ percent: 24.5, percentLabel: '24.5%', isCritical: false });
    expect(formatStorage(245, 1000)).toBe('245 MB / 1000 MB');
  });

  it('turns red above 80 %, and exactly 80 % is not red', () => {
    expect(storageUsage(800, 1000).isCritical).toBe(false);
    expect(storageUsage(800, 1000).percentLabel).toBe('80%');
    expect(storageUsage(800.0001, 1000).isCritical).toBe(true);
    expect(storageUsage(801, 1000)).toMatchObject({ percentLabel: '80.1%', isCritical: true });
    expect(storageUsage(1000, 1000)).toMatchObject({ percentLabel: '100%', isCritical: true });
    // Limits where a division would round: 4 of 5 is exactly 80.
    expect(storageUsage(4, 5).isCritical).toBe(false);
    expect(storageUsage(0.8, 1).isCritical).toBe(false);
  });

  it('is critical exactly when used / limit is above 80 %, for any sizes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (used, limit) => {
        const usage = storageUsage(used, limit);
        // Integers: used/limit > 4/5  ⇔  5·used > 4·limit, exact in integer arithmetic.
        expect(usage.isCritical).toBe(5 * used > 4 * limit);
        expect(usage.percent).toBeCloseTo((used / limit) * 100, 9);
        expect(usage.percentLabel).toMatch(/^\d+(\.\d)?%$/);
      }),
    );
  });

  it('never shows a negative share, and copes with no limit', () => {
    expect(storageUsage(-5, 1000)).toMatchObject({ percent: 0, isCritical: false });
    expect(storageUsage(0, 0)).toMatchObject({ percentLabel: '0%', isCritical: false });
    expect(storageUsage(10, 0)).toMatchObject({ percentLabel: '100%', isCritical: true });
  });

  it('names its threshold once', () => {
    expect(STORAGE_WARNING_PERCENT).toBe(80);
  });
});

describe('systemStatusLook', () => {
  it('maps the three known statuses to the documented badges', () => {
    expect(systemStatusLook('operational')).toMatchObject({ label: 'Operational', tone: 'success' });
    expect(systemStatusLook('maintenance')).toMatchObject({ label: 'Maintenance', tone: 'warning' });
    expect(systemStatusLook('issue')).toMatchObject({ label: 'Issue Detected', tone: 'danger' });
  });

  it('shows "Unknown" for anything else, inherited object keys included', () => {
    for (const other of ['', 'Operational', 'OPERATIONAL', 'offline', 'toString', '__proto__', 'constructor']) {
      expect(systemStatusLook(other)).toMatchObject({ label: 'Unknown', tone: 'neutral' });
    }
    fc.assert(
      fc.property(fc.string(), (status) => {
        const look = systemStatusLook(status);
        const known = (knownSystemStatuses as readonly string[]).includes(status);
        expect(look.label === 'Unknown').toBe(!known);
      }),
    );
  });
});

describe('formatTrend', () => {
  it('signs the magnitude by direction', () => {
    expect(formatTrend({ value: 12, isPositive: true })).toBe('+12%');
    expect(formatTrend({ value: 3, isPositive: true })).toBe('+3%');
    expect(formatTrend({ value: 4, isPositive: false })).toBe('−4%');
    expect(formatTrend({ value: -4, isPositive: false })).toBe('−4%');
    expect(formatTrend({ value: 2.25, isPositive: true })).toBe('+2.3%');
    expect(trendDirectionLabel({ value: 1, isPositive: true })).toBe('increase');
    expect(trendDirectionLabel({ value: 1, isPositive: false })).toBe('decrease');
  });

  it('always starts with the sign of the direction', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), fc.boolean(), (value, isPositive) => {
        const text = formatTrend({ value, isPositive });
        expect(text.startsWith(isPositive ? '+' : '−')).toBe(true);
        expect(text.endsWith('%')).toBe(true);
      }),
    );
  });
});

describe('formatMatches', () => {
  it('counts matches', () => {
    expect(formatMatches(0)).toBe('0 matches');
    expect(formatMatches(1)).toBe('1 match');
    expect(formatMatches(12)).toBe('12 matches');
  });
});

describe('dashboard sample data', () => {
  it('holds the documented figures', () => {
    expect(dashboardStats).toEqual([
      { title: 'Total Searches', value: 124, icon: 'search', description: 'last 30 days', trend: { value: 12, isPositive: true } },
      { title: 'Uploaded Documents', value: 18, icon: 'document' },
      { title: 'Insurance Products', value: 57, icon: 'shield' },
      { title: 'Active Users', value: 9, icon: 'users', description: 'Insurance agents using the system', trend: { value: 3, isPositive: true } },
    ]);
    expect(systemStatus).toMatchObject({ storageUsage: 245, storageLimit: 1000, systemStatus: 'operational', productCount: 57 });
  });

  it('has recent searches with unique ids and the fields a list entry shows', () => {
    expect(new Set(recentSearches.map((s) => s.id)).size).toBe(recentSearches.length);
    for (const search of recentSearches) {
      expect(search.query).toMatch(/\d+-year-old (male|female)/);
      expect(search.matchedProducts).toBeGreaterThan(0);
      expect(search.topMatch.length).toBeGreaterThan(0);
    }
  });
});
