import { useRef } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxButtonProps, type CheckboxFieldProps } from 'react-aria-components';
import { FieldDescription } from '../Field/Field';
import { useKeepEarlyInput } from '../Field/keepEarlyInput';
import * as styles from './Checkbox.css';

/**
 * React Aria's checkbox props, as before: the state, name and ARIA props (and any DOM attribute) go
 * to the field, the hover events and a `render` override to the box with its label.
 */
export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'className' | 'style' | 'children' | 'render'>,
    Pick<CheckboxButtonProps, 'onHoverStart' | 'onHoverEnd' | 'onHoverChange' | 'render'> {
  label: string;
  /** A hint under the box, announced with it. */
  description?: string;
}

/**
 * A checkbox with its label and an optional hint. The field holds the state and gives the hint
 * (the fields' own, in its description slot) its id; the button is the box with its label.
 */
export function Checkbox({ label, description, onHoverStart, onHoverEnd, onHoverChange, render, ...props }: CheckboxProps) {
  const field = useRef<HTMLDivElement>(null);
  useKeepEarlyInput(() => field.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked, props.isSelected, props.onChange);
  return (
    <CheckboxField {...props} ref={field} className={styles.wrapper}>
      <CheckboxButton
        onHoverStart={onHoverStart}
        onHoverEnd={onHoverEnd}
        onHoverChange={onHoverChange}
        render={render}
        className={styles.checkbox}
      >
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
      </CheckboxButton>
      <FieldDescription description={description} />
    </CheckboxField>
  );
}
