import { useRef } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldLabel, FieldMessages } from '../Field/Field';
import { useKeepEarlyInput } from '../Field/keepEarlyInput';
import * as styles from '../Field/Field.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> {
  label: string;
  /** A hint under the field, read with it by screen readers. */
  description?: string;
  placeholder?: string;
  /** The message to show; also marks the field invalid. */
  errorMessage?: string;
  /** Visible lines. @default 3 */
  rows?: number;
}

/** A labelled multi-line text input with its hint and error. */
export function TextArea({ label, description, placeholder, errorMessage, rows = 3, ...props }: TextAreaProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  useKeepEarlyInput(() => area.current?.value, props.value, props.onChange);
  return (
    <AriaTextField {...props} isInvalid={Boolean(errorMessage) || props.isInvalid} className={styles.field}>
      <FieldLabel label={label} isRequired={props.isRequired} />
      <AriaTextArea ref={area} className={`${styles.control} ${styles.textarea}`} placeholder={placeholder} rows={rows} />
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
