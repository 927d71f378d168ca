import { Button, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue, type Key } from 'react-aria-components';
import { FieldLabel } from '../Field/Field';
import * as field from '../Field/Field.css';
import * as styles from './Select.css';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  selectedKey: string;
  onSelectionChange: (key: string) => void;
}

/** A labelled pick-one list that opens from a button; type-ahead and arrow keys work. */
export function Select({ label, options, selectedKey, onSelectionChange }: SelectProps) {
  return (
    <AriaSelect className={field.field} selectedKey={selectedKey} onSelectionChange={(key: Key | null) => key !== null && onSelectionChange(String(key))}>
      <FieldLabel label={label} />
      <Button className={styles.trigger}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={styles.popover}>
        <ListBox>
          {options.map((option) => (
            <ListBoxItem key={option.id} id={option.id} className={styles.option}>
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
