export { StatCard, type StatCardProps } from './StatCard';
export { formatTrend, trendDirectionLabel, type Trend } from './trend';
