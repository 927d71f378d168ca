import { Input, NumberField as AriaNumberField, type NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import { FieldLabel, FieldMessages } from '../Field/Field';
import * as styles from '../Field/Field.css';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children'> {
  label: string;
  /** A hint under the field, read with it by screen readers. */
  description?: string;
  /** The message to show; also marks the field invalid. */
  errorMessage?: string;
}

/** A labelled number input; arrow keys step it. */
export function NumberField({ label, description, errorMessage, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} isInvalid={Boolean(errorMessage) || props.isInvalid} className={styles.field}>
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Input className={styles.control} />
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
