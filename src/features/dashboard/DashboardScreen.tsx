import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { Card } from '../../components/Card/Card';
import { Icon } from '../../components/Icon/Icon';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { RecentSearchList, type RecentSearch } from '../../components/RecentSearchList/RecentSearchList';
import { StatCard } from '../../components/StatCard/StatCard';
import { SystemStatusCard, type SystemStatus } from '../../components/SystemStatusCard/SystemStatusCard';
import { visuallyHidden } from '../../components/theme/styles.css';
import {
  dashboardStats,
  recentSearches as sampleSearches,
  systemStatus as sampleStatus,
  type DashboardStat,
} from './sampleData';
import * as styles from './DashboardScreen.css';

export interface DashboardScreenProps {
  /** @default the sample figures */
  stats?: readonly DashboardStat[];
  /** @default the sample searches */
  recentSearches?: readonly RecentSearch[];
  /** @default the sample status */
  systemStatus?: SystemStatus;
}

/** Dashboard (/): headline figures, recent searches and the system status. */
export function DashboardScreen({
  stats = dashboardStats,
  recentSearches = sampleSearches,
  systemStatus = sampleStatus,
}: DashboardScreenProps) {
  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle="Welcome to your Insurance AI Navigator"
        actions={
          <>
            <ButtonLink href="/search">
              <Icon name="search" size={18} />
              New Search
            </ButtonLink>
            <ButtonLink href="/lookup" variant="secondary">
              <Icon name="search" size={18} />
              Look up a drug or condition
            </ButtonLink>
            <ButtonLink href="/admin" variant="secondary">
              <Icon name="upload" size={18} />
              Upload Data
            </ButtonLink>
          </>
        }
      />
      <section aria-labelledby="dashboard-stats">
        <h2 id="dashboard-stats" className={visuallyHidden}>
          Key figures
        </h2>
        <div className={styles.stats}>
          {stats.map((stat) => (
            <StatCard
              key={stat.title}
              title={stat.title}
              value={stat.value}
              icon={<Icon name={stat.icon} />}
              description={stat.description}
              trend={stat.trend}
            />
          ))}
        </div>
      </section>
      <div className={styles.panels}>
        <Card title="Recent Searches" description="The latest product searches by your agents">
          <RecentSearchList searches={recentSearches} />
        </Card>
        <SystemStatusCard status={systemStatus} />
      </div>
    </>
  );
}
