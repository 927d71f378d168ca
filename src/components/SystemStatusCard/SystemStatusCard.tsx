import { Card } from '../Card/Card';
import { InfoList } from '../InfoList/InfoList';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { StorageMeter } from '../StorageMeter/StorageMeter';

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
      <InfoList
        items={[
          { label: 'Last AI Training', value: status.lastTrainingDate },
          { label: 'Documents Uploaded', value: status.documentCount },
          { label: 'Products in Database', value: status.productCount },
        ]}
      />
    </Card>
  );
}
