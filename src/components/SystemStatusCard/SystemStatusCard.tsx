import { Card } from '../Card/Card';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { StorageMeter } from '../StorageMeter/StorageMeter';
import * as styles from './SystemStatusCard.css';

export interface SystemStatus {
  /** Display text of the last AI training date. */
  lastTrainingDate: string;
  documentCount: number;
  productCount: number;
  /** MB in use. */
  storageUsage: number;
  /** MB available. */
  storageLimit: number;
  /** `operational`, `maintenance` or `issue`; anything else shows "Unknown". */
  systemStatus: string;
}

export interface SystemStatusCardProps {
  status: SystemStatus;
}

/** Storage, last training, document and product counts, and the overall status badge. */
export function SystemStatusCard({ status }: SystemStatusCardProps) {
  return (
    <Card title="System Status" aside={<StatusBadge status={status.systemStatus} />}>
      <StorageMeter usedMb={status.storageUsage} limitMb={status.storageLimit} />
      <dl className={styles.facts}>
        <dt className={styles.term}>Last AI Training</dt>
        <dd className={styles.value}>{status.lastTrainingDate}</dd>
        <dt className={styles.term}>Documents Uploaded</dt>
        <dd className={styles.value}>{status.documentCount}</dd>
        <dt className={styles.term}>Products in Database</dt>
        <dd className={styles.value}>{status.productCount}</dd>
      </dl>
    </Card>
  );
}
