import { Suspense, useRef, type ReactNode } from 'react';
import { Radio, RadioGroup as AriaRadioGroup, type RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';
import { FieldLabel, FieldMessages } from '../Field/Field';
import { useKeepEarlyInput } from '../Field/keepEarlyInput';
import * as field from '../Field/Field.css';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: string;
  /** This option cannot be chosen (say why in the group's description). */
  isDisabled?: boolean;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'> {
  /** The group's label: text, or text with a part set apart (a word the agent wrote). */
  label: ReactNode;
  options: readonly RadioOption[];
  description?: ReactNode;
  errorMessage?: string;
  /** 'sm' for a toolbar's choices (the results' sort and view): smaller, still a 32 px target. @default 'md' */
  size?: 'md' | 'sm';
}

/** A labelled set of options, one of which is chosen; arrow keys move between them. */
export function RadioGroup({ label, options, description, errorMessage, size = 'md', ...props }: RadioGroupProps) {
  const group = useRef<HTMLDivElement>(null);
  useKeepEarlyInput(() => group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value, props.value, props.onChange);
  return (
    <AriaRadioGroup
      ref={group}
      orientation="horizontal"
      {...props}
      isInvalid={Boolean(errorMessage) || props.isInvalid}
      className={field.field}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <div className={styles.options}>
        <OptionsInSteps options={options} className={size === 'sm' ? `${styles.radio} ${styles.small}` : styles.radio} />
      </div>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

/**
 * The options, each one Suspense boundary deeper than the one before: on a prerendered page React
 * hydrates each after the one before it, in a commit of its own (as the search form does its
 * fields: HealthProfileForm.tsx). React Aria's radios render again right after their first commit,
 * and a group's radios in one commit made one of the longest tasks of /search's load. Rendered on the
 * client, the boundaries change nothing (nothing inside suspends), and no element is added.
 */
function OptionsInSteps({ options, className }: { options: readonly RadioOption[]; className: string }) {
  const [option, ...rest] = options;
  if (!option) return null;
  return (
    <>
      <Radio value={option.value} isDisabled={option.isDisabled} className={className}>
        <span className={styles.dot} aria-hidden="true" />
        {option.label}
      </Radio>
      {rest.length > 0 ? (
        <Suspense fallback={null}>
          <OptionsInSteps options={rest} className={className} />
        </Suspense>
      ) : null}
    </>
  );
}
