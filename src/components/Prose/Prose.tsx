import type { ReactNode } from 'react';
import * as styles from './Prose.css';

export interface ProseProps {
  children: ReactNode;
}

/** Long-form text (about, privacy, support) with readable measure and rhythm. */
export function Prose({ children }: ProseProps) {
  return <div className={styles.prose}>{children}</div>;
}
