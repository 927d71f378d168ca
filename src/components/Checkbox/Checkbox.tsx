import { useId } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  label: string;
  /** A hint under the box, announced with it. */
  description?: string;
}

/** A checkbox with its label and an optional hint. */
export function Checkbox({ label, description, ...props }: CheckboxProps) {
  const hintId = useId();
  return (
    <div className={styles.wrapper}>
      <AriaCheckbox {...props} aria-describedby={description ? hintId : undefined} className={styles.checkbox}>
        {({ isSelected }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isSelected ? (
                <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3">
                  <path d="M5 12l5 5 9-10" />
                </svg>
              ) : null}
            </span>
            {label}
          </>
        )}
      </AriaCheckbox>
      {description ? (
        <p id={hintId} className={styles.hint}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
