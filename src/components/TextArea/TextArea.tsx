import {
  FieldError,
  Label,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import * as styles from '../Field/Field.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> {
  label: string;
  description?: string;
  placeholder?: string;
  errorMessage?: string;
  /** Visible lines. @default 3 */
  rows?: number;
}

/** A labelled multi-line text input with its hint and error. */
export function TextArea({ label, description, placeholder, errorMessage, rows = 3, ...props }: TextAreaProps) {
  return (
    <AriaTextField {...props} isInvalid={Boolean(errorMessage) || props.isInvalid} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <AriaTextArea className={`${styles.control} ${styles.textarea}`} placeholder={placeholder} rows={rows} />
      {description ? (
        <Text slot="description" className={styles.hint}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
