import { CheckboxButton, CheckboxField, CheckboxGroup } from 'react-aria-components';
import { FieldLabel } from '../Field/Field';
import * as field from '../Field/Field.css';
import * as styles from './FilterChips.css';

export interface FilterOption {
  value: string;
  label: string;
  /** How many results the option has: said on the chip ("Term (12 products)"). */
  count: number;
}

export interface FilterChipsProps {
  /** The group's label ("Kind", "Carrier"). */
  label: string;
  options: readonly FilterOption[];
  /** The values ticked; none ticked is no filter. */
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/**
 * A filter as a row of chips, each a checkbox (Tab to the group's chips, Space to tick): ticked
 * chips narrow the results to what they name, none ticked shows everything. A chip with no results
 * stays while it is ticked, so a filter chosen before a new search can still be seen and unticked.
 */
export function FilterChips({ label, options, value, onChange }: FilterChipsProps) {
  return (
    <CheckboxGroup value={[...value]} onChange={onChange} className={field.field}>
      <FieldLabel label={label} />
      <div className={styles.chips}>
        {options.map((option) => (
          <CheckboxField key={option.value} value={option.value} className={styles.field}>
            <CheckboxButton className={styles.chip}>
              {option.label}
              <span className={styles.count} aria-hidden="true">
                {option.count}
              </span>
              <span className={styles.hidden}>{` (${option.count} ${option.count === 1 ? 'product' : 'products'})`}</span>
            </CheckboxButton>
          </CheckboxField>
        ))}
      </div>
    </CheckboxGroup>
  );
}
