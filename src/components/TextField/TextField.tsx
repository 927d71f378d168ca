import { useRef } from 'react';
import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldLabel, FieldMessages } from '../Field/Field';
import { useKeepEarlyInput } from '../Field/keepEarlyInput';
import * as styles from '../Field/Field.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> {
  label: string;
  /** A hint under the field, read with it by screen readers. */
  description?: string;
  placeholder?: string;
  /** The message to show; also marks the field invalid. */
  errorMessage?: string;
}

/** A labelled one-line text input with its hint and error. */
export function TextField({ label, description, placeholder, errorMessage, ...props }: TextFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  useKeepEarlyInput(() => input.current?.value, props.value, props.onChange);
  return (
    <AriaTextField {...props} isInvalid={Boolean(errorMessage) || props.isInvalid} className={styles.field}>
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Input ref={input} className={styles.control} placeholder={placeholder} />
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
