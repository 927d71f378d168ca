import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  label: string;
  /** 0 to 100. */
  value: number;
}

/** Progress of a task with a known end, with its percent. */
export function ProgressBar({ label, value }: ProgressBarProps) {
  return (
    <AriaProgressBar value={value} className={styles.bar}>
      {({ percentage, valueText }) => (
        <>
          <Label>{label}</Label>
          <span className={styles.value}>{valueText}</span>
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
