import { Label, Meter } from 'react-aria-components';
import { formatStorage, storageUsage } from './storage';
import * as styles from './StorageMeter.css';

export interface StorageMeterProps {
  /** Storage in use, in MB. */
  usedMb: number;
  /** Storage available, in MB. */
  limitMb: number;
  /** @default 'Storage' */
  label?: string;
}

/** Storage used against its limit: a meter with its percent and "used MB / limit MB"; red above 80 %. */
export function StorageMeter({ usedMb, limitMb, label = 'Storage' }: StorageMeterProps) {
  const usage = storageUsage(usedMb, limitMb);
  const text = formatStorage(usedMb, limitMb);
  return (
    <Meter
      className={styles.meter}
      value={Math.min(usage.percent, 100)}
      valueLabel={`${usage.percentLabel} (${text})`}
      data-critical={usage.isCritical || undefined}
    >
      <Label className={styles.label}>{label}</Label>
      <span className={styles.percent}>{usage.percentLabel}</span>
      <div className={styles.track}>
        <div className={styles.fill} style={{ width: `${Math.min(usage.percent, 100)}%` }} />
      </div>
      <div className={styles.detail}>
        <span>{text}</span>
        {usage.isCritical ? <span className={styles.warning}>Above 80% of the limit</span> : null}
      </div>
    </Meter>
  );
}
