import { useRef } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { useKeepEarlyInput } from '../Field/keepEarlyInput';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'style' | 'children'> {
  label: string;
  /** A short note after the label, e.g. "3 files". */
  detail?: string;
}

/** An on/off switch with its label. */
export function Switch({ label, detail, ...props }: SwitchProps) {
  const root = useRef<HTMLLabelElement>(null);
  useKeepEarlyInput(() => root.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked, props.isSelected, props.onChange);
  return (
    <AriaSwitch {...props} ref={root} className={styles.switchRoot}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span>
        {label}
        {detail ? ' ' : null}
        {detail ? <span className={styles.description}>({detail})</span> : null}
      </span>
    </AriaSwitch>
  );
}
