import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { visuallyHidden } from '../theme/styles.css';
import { formatTrend, trendDirectionLabel, type Trend } from './trend';
import * as styles from './StatCard.css';

export interface StatCardProps {
  title: string;
  value: ReactNode;
  /** A decorative icon beside the title. */
  icon?: ReactNode;
  description?: string;
  /** Change against the previous period: an arrow, a sign and a colour, plus words for screen readers. */
  trend?: Trend;
}

/** One headline figure with its label, and optionally a note and a trend. */
export function StatCard({ title, value, icon, description, trend }: StatCardProps) {
  return (
    <article className={styles.card} aria-label={title}>
      <div className={styles.top}>
        <h3 className={styles.title}>{title}</h3>
        {icon ? <span className={styles.icon}>{icon}</span> : null}
      </div>
      <p className={styles.value}>{value}</p>
      {description || trend ? (
        <p className={styles.footer}>
          {trend ? (
            <span className={styles.trend({ direction: trend.isPositive ? 'up' : 'down' })} data-trend={trend.isPositive ? 'up' : 'down'}>
              <Icon name={trend.isPositive ? 'arrowUp' : 'arrowDown'} size={16} />
              {formatTrend(trend)}
              <span className={visuallyHidden}> {trendDirectionLabel(trend)}</span>
            </span>
          ) : null}
          {description ? <span>{description}</span> : null}
        </p>
      ) : null}
    </article>
  );
}
