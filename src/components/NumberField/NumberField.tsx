import {
  FieldError,
  Input,
  Label,
  NumberField as AriaNumberField,
  Text,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import * as styles from '../Field/Field.css';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children'> {
  label: string;
  description?: string;
  errorMessage?: string;
}

/** A labelled number input; arrow keys step it. */
export function NumberField({ label, description, errorMessage, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} isInvalid={Boolean(errorMessage) || props.isInvalid} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.control} />
      {description ? (
        <Text slot="description" className={styles.hint}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
