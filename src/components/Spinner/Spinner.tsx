import { Label, ProgressBar } from 'react-aria-components';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Shown under the spinner and announced as its name. */
  label: string;
}

/** Work in progress of unknown length: an indeterminate progress bar drawn as a spinner. */
export function Spinner({ label }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate className={styles.root}>
      <span className={styles.circle} aria-hidden="true" />
      <Label>{label}</Label>
    </ProgressBar>
  );
}
