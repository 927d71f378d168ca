export { AccuracyChart, type AccuracyChartProps, type AccuracyPoint } from './AccuracyChart';
