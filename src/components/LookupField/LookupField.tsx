import { memo, useContext, useEffect, useMemo, useRef, type FormEvent, type RefObject } from 'react';
import { ComboBox, ComboBoxStateContext, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import type { LookupSuggestion } from '../../contract';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { useKeepEarlyInput } from '../Field/keepEarlyInput';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import * as field from '../Field/Field.css';
import { lastTerm, withLastTerm } from './terms';
import * as styles from './LookupField.css';

/** The client's details a lookup may take: never part of its address. Empty strings: not given. */
export interface LookupProfile {
  age: string;
  sex: '' | 'male' | 'female' | 'other';
  tobacco: boolean;
}

export const emptyLookupProfile: LookupProfile = { age: '', sex: '', tobacco: false };

const sexOptions = [
  { id: 'any', label: 'Not given' },
  { id: 'male', label: 'Male' },
  { id: 'female', label: 'Female' },
  { id: 'other', label: 'Other' },
] as const;

const kindWords: Record<LookupSuggestion['kind'], string> = { drug: 'Drug', condition: 'Condition', abbreviation: 'Abbreviation' };

export interface LookupFieldProps {
  /** The terms as typed, in one line: "Eliquis, stroke 2022". */
  value: string;
  onChange: (value: string) => void;
  /** Names from the engine's vocabulary for the term being typed (the last one). */
  suggestions: readonly LookupSuggestion[];
  profile: LookupProfile;
  onProfileChange: (profile: LookupProfile) => void;
  /**
   * The client's details cannot be used yet: before the app runs, the form is a plain GET whose
   * address must never hold them, so they wait for JavaScript. @default false
   */
  isProfileDisabled?: boolean;
  /** A message about the terms (too many, too long); marks the field invalid. */
  errorMessage?: string;
  /** A message about the age; marks the age invalid. */
  ageErrorMessage?: string;
  /** The form is submitted (Enter, or Look up): the answer is already on its way as the agent types. */
  onSubmit?: () => void;
  /** Where the plain form goes without JavaScript. @default '/lookup' */
  action?: string;
}

/**
 * The lookup's form: one field for drugs, conditions and abbreviations (several, separated by
 * commas, each optionally with a date), with suggestions from the engine as the agent types, and the
 * client's optional age, sex and tobacco. A plain `GET` form with the terms as `q`, so it works
 * before and without JavaScript; the client's details carry no `name` and never reach the address.
 * Memoised: the screen's render for a new answer, whose suggestions follow in a deferred render,
 * does not render the combo box again with the same props (it is the costliest part of a keystroke).
 */
export const LookupField = memo(function LookupField({ value, onChange, suggestions, profile, onProfileChange, isProfileDisabled = false, errorMessage, ageErrorMessage, onSubmit, action = '/lookup' }: LookupFieldProps) {
  const typing = lastTerm(value).toLowerCase();
  // The name already typed in full is not suggested again.
  const shown = useMemo(() => suggestions.filter((s) => s.name.toLowerCase() !== typing), [suggestions, typing]);
  // After a pick the list stays closed until the agent types again (the pick's own answer brings new names).
  const picked = useRef(false);
  // Typed into the prerendered field before the app owned it: the app's state from its first commit.
  const input = useRef<HTMLInputElement>(null);
  useKeepEarlyInput(() => input.current?.value, value, onChange);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <form method="get" action={action} role="search" aria-label="Look up" className={styles.form} onSubmit={submit}>
      <div className={styles.termRow}>
        <ComboBox
          className={`${field.field} ${styles.combo}`}
          inputValue={value}
          onInputChange={(typed) => {
            picked.current = false;
            onChange(typed);
          }}
          items={shown}
          selectedKey={null}
          onSelectionChange={(key: Key | null) => {
            const chosen = shown.find((s) => keyOf(s) === key);
            if (!chosen) return;
            picked.current = true;
            onChange(withLastTerm(value, chosen.name));
          }}
          allowsCustomValue
          menuTrigger="input"
          defaultFilter={() => true}
          isInvalid={Boolean(errorMessage)}
        >
          <Label className={field.label}>Drug or condition</Label>
          <Input ref={input} name="q" className={field.control} placeholder="Eliquis, stroke 2022, CHF" autoComplete="off" spellCheck={false} />
          <Text slot="description" className={field.hint}>
            A drug (brand or generic), a condition or an abbreviation. Separate several with commas; add when, such as stroke 2022.
          </Text>
          <FieldError className={field.error}>{errorMessage}</FieldError>
          <OpenOnSuggestions suggestions={shown} picked={picked} />
          <Popover className={styles.popover} placement="bottom start">
            <ListBox<LookupSuggestion> className={styles.list}>{suggestionOption}</ListBox>
          </Popover>
        </ComboBox>
        <Button type="submit" className={styles.submit}>
          Look up
        </Button>
      </div>
      <ProfileFields profile={profile} onProfileChange={onProfileChange} isDisabled={isProfileDisabled} ageErrorMessage={ageErrorMessage} />
    </form>
  );
});

const keyOf = (s: LookupSuggestion) => `${s.kind}:${s.name}`;

/** One suggestion in the list: one function for every render, so React Aria keeps the options it built for the same names. */
const suggestionOption = (s: LookupSuggestion) => (
  <ListBoxItem id={keyOf(s)} textValue={s.name} className={styles.option}>
    <span className={styles.optionName}>{s.name}</span>
    <span className={styles.optionDetail}>
      {kindWords[s.kind]}
      {s.standsFor ? ` · ${s.standsFor}` : ''}
    </span>
  </ListBoxItem>
);

interface ProfileFieldsProps {
  profile: LookupProfile;
  onProfileChange: (profile: LookupProfile) => void;
  isDisabled: boolean;
  ageErrorMessage?: string;
}

/** The client's optional age, sex and tobacco: memoised, so a keystroke in the terms does not render them again. */
const ProfileFields = memo(function ProfileFields({ profile, onProfileChange, isDisabled, ageErrorMessage }: ProfileFieldsProps) {
  return (
    <fieldset className={styles.profile} disabled={isDisabled}>
      <legend className={styles.legend}>The client, if known</legend>
      <div className={styles.age}>
        <TextField
          label="Age"
          inputMode="numeric"
          value={profile.age}
          onChange={(age) => onProfileChange({ ...profile, age })}
          isDisabled={isDisabled}
          errorMessage={ageErrorMessage}
        />
      </div>
      <div className={styles.sex}>
        <Select
          label="Sex"
          options={sexOptions}
          selectedKey={profile.sex || 'any'}
          onSelectionChange={(key) => onProfileChange({ ...profile, sex: key === 'any' ? '' : (key as LookupProfile['sex']) })}
        />
      </div>
      <Checkbox label="Uses tobacco" isSelected={profile.tobacco} onChange={(tobacco) => onProfileChange({ ...profile, tobacco })} isDisabled={isDisabled} />
    </fieldset>
  );
});

/**
 * React Aria opens the list when the input changes and it already holds items; suggestions that
 * arrive from the engine a moment after the keystroke would not open it. This opens it for each new
 * set of suggestions while the agent is in the field (not after a pick or Escape: no new set comes).
 */
function OpenOnSuggestions({ suggestions, picked }: { suggestions: readonly LookupSuggestion[]; picked: RefObject<boolean> }) {
  const state = useContext(ComboBoxStateContext);
  const last = useRef(suggestions);
  useEffect(() => {
    const changed = last.current !== suggestions;
    last.current = suggestions;
    if (state && changed && !picked.current && state.isFocused && !state.isOpen && suggestions.length > 0) state.open(null, 'input');
  }, [state, suggestions, picked]);
  return null;
}
