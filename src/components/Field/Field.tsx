import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './Field.css';

export interface FieldLabelProps {
  /** Text, or text with a part set apart (a word the agent wrote, in `UserText`). */
  label: ReactNode;
  /** Shows the required mark (the input itself carries `aria-required`). */
  isRequired?: boolean;
}

/** A field's label, with the required mark when the field must be filled. */
export function FieldLabel({ label, isRequired }: FieldLabelProps) {
  return (
    <Label className={styles.label}>
      {label}
      {isRequired ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

export interface FieldDescriptionProps {
  /** A hint under the field, read with it by screen readers. */
  description?: ReactNode;
}

/**
 * A field's hint, in the field's `description` slot: React Aria gives it an id and points the
 * control's `aria-describedby` at it. Nothing is rendered without a description.
 */
export function FieldDescription({ description }: FieldDescriptionProps) {
  return description ? (
    <Text slot="description" className={styles.hint}>
      {description}
    </Text>
  ) : null;
}

export interface FieldMessagesProps extends FieldDescriptionProps {
  /** The message to show when the field is invalid. */
  errorMessage?: string;
}

/** What follows every field's control: its hint, then its error (shown while the field is invalid). */
export function FieldMessages({ description, errorMessage }: FieldMessagesProps) {
  return (
    <>
      <FieldDescription description={description} />
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
