/**
 * The dashboard's figures. They are fixed sample data (docs/product.md §4, §12): they live here, typed,
 * and nowhere else.
 */
import type { IconName } from '../../components/Icon/Icon';
import { catalogProductCount } from '../../contract';
import type { RecentSearch } from '../../components/RecentSearchList/RecentSearchList';
import type { SystemStatus } from '../../components/SystemStatusCard/SystemStatusCard';
import type { Trend } from '../../components/StatCard/trend';

export interface DashboardStat {
  title: string;
  value: number;
  icon: IconName;
  description?: string;
  trend?: Trend;
}

export const dashboardStats: readonly DashboardStat[] = [
  { title: 'Total Searches', value: 124, icon: 'search', description: 'last 30 days', trend: { value: 12, isPositive: true } },
  { title: 'Uploaded Documents', value: 18, icon: 'document' },
  { title: 'Insurance Products', value: catalogProductCount, icon: 'shield' },
  {
    title: 'Active Users',
    value: 9,
    icon: 'users',
    description: 'Insurance agents using the system',
    trend: { value: 3, isPositive: true },
  },
];

export const recentSearches: readonly RecentSearch[] = [
  {
    id: 'rs-1042',
    query: 'Type 2 diabetes, controlled with metformin; 58-year-old male, non-smoker',
    date: 'May 14, 2025',
    matchedProducts: 12,
    topMatch: 'Mutual of Omaha Term Life Express',
  },
  {
    id: 'rs-1041',
    query: 'Hypertension and high cholesterol; 46-year-old female',
    date: 'May 13, 2025',
    matchedProducts: 18,
    topMatch: 'SBLI 20-Year Level Term',
  },
  {
    id: 'rs-1040',
    query: 'COPD, current smoker; 67-year-old male',
    date: 'May 12, 2025',
    matchedProducts: 4,
    topMatch: 'American Amicable Senior Choice Graded',
  },
  {
    id: 'rs-1039',
    query: 'No conditions; 34-year-old female, non-smoker',
    date: 'May 10, 2025',
    matchedProducts: 27,
    topMatch: 'Transamerica Trendsetter Super 30',
  },
];

export const systemStatus: SystemStatus = {
  lastTrainingDate: 'May 2, 2025',
  documentCount: 18,
  productCount: catalogProductCount,
  storageUsage: 245,
  storageLimit: 1000,
  systemStatus: 'operational',
};
