import { Suspense, createContext, memo, startTransition, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Checkbox as AnyCheckbox } from '../Checkbox/Checkbox';
import { RadioGroup as AnyRadioGroup } from '../RadioGroup/RadioGroup';
import { TextArea as AnyTextArea } from '../TextArea/TextArea';
import { TextField as AnyTextField } from '../TextField/TextField';
import { askedKinds, kindGroupLabels, termLengths } from '../../contract';
import * as styles from './HealthProfileForm.css';
import { errorsAtOnce, firstFieldIn } from './errorsInSteps';

/** What the agent types: every field a string except the smoker box (docs/product.md §5.1). */
export interface HealthProfileValues {
  age: string;
  gender: string;
  height: string;
  weight: string;
  smoker: boolean;
  medications: string;
  medicalConditions: string;
  familyHistory: string;
  /** Optional, and not part of the health profile: the face amount to price, in dollars as typed. */
  coverageAmount?: string;
  /** Optional, not part of the health profile: what the quote is asked by ('amount' or 'budget'; blank reads as amount). */
  quoteBy?: string;
  /** Optional: a monthly budget in dollars as typed, for the largest amount each product writes within it. */
  monthlyBudget?: string;
  /** Optional: the term asked for, in years as digits ('' for any term). */
  termYears?: string;
  /** Optional: the kind of coverage wanted ('final-expense', 'term', 'guaranteed-issue'; '' for any kind). */
  coverageKind?: string;
}

export type HealthProfileErrors = Partial<Record<keyof HealthProfileValues, string>>;

export const emptyHealthProfile: HealthProfileValues = {
  age: '',
  gender: '',
  height: '',
  weight: '',
  smoker: false,
  medications: '',
  medicalConditions: '',
  familyHistory: '',
  coverageAmount: '',
  quoteBy: '',
  monthlyBudget: '',
  termYears: '',
  coverageKind: '',
};

export const quoteByOptions = [
  { value: 'amount', label: 'Coverage amount' },
  { value: 'budget', label: 'Monthly budget' },
] as const;

/** "Any term", then the catalog's lengths (the contract's termLengths). */
export const termOptions = [{ value: '', label: 'Any term' }, ...termLengths.map((years) => ({ value: String(years), label: `${years} years` }))];

export const coverageKindOptions = [{ value: '', label: 'Any kind' }, ...askedKinds.map((kind) => ({ value: kind, label: kindGroupLabels[kind] }))];

export const genderOptions = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
] as const;

export interface HealthProfileFormProps {
  values: HealthProfileValues;
  onChange: (values: HealthProfileValues) => void;
  /** Checks the values; returns a message per invalid field (the feature's zod schema). */
  validate: (values: HealthProfileValues) => HealthProfileErrors;
  /** Called with values that passed `validate`. */
  onSubmit: (values: HealthProfileValues) => void;
  /** A search is running: the button reads "Processing..." and is disabled. */
  isProcessing?: boolean;
  /** Errors to show from the start (stories). */
  initialErrors?: HealthProfileErrors;
}

/** The client's health profile. Errors show at their fields and focus moves to the first one. */
export function HealthProfileForm({
  values,
  onChange,
  validate,
  onSubmit,
  isProcessing = false,
  initialErrors = {},
}: HealthProfileFormProps) {
  const [errors, setErrors] = useState<HealthProfileErrors>(initialErrors);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit, focus the first invalid field (in the order they appear).
  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector('[data-invalid]');
    invalid?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [attempt]);

  // React Aria's Form gives its fields a new context value on every render, so each render of the
  // form renders every field. The form below is kept as one element that never changes: the values
  // and the errors reach its fields through a context, and each field renders again only when its
  // own props change (a tick of Smoker renders the box, not the form's other fifteen fields: that
  // was most of a press's time to its next paint on a phone). A search starting or ending changes
  // the button alone, through a context too.
  const latest = useRef({ values, onChange, errors, validate, onSubmit, isProcessing });
  // The values the parent last gave. Only new ones replace what the fields have reported: a commit
  // in which fields reported early input (useKeepEarlyInput) still renders the values from before
  // the reports, and taking those would drop the reports for the next field to report.
  const given = useRef(values);
  useLayoutEffect(() => {
    const fresh = values !== given.current;
    given.current = values;
    latest.current = { values: fresh ? values : latest.current.values, onChange, errors, validate, onSubmit, isProcessing };
  });
  const setField: SetField = useCallback((key, value) => {
    const current = latest.current;
    // Kept at once: fields that report in one commit (each taking what was typed before hydration)
    // add up instead of each starting from the same values.
    const values = { ...current.values, [key]: value };
    current.values = values;
    current.onChange(values);
    if (current.errors[key]) setErrors(({ [key]: _cleared, ...rest }) => rest);
  }, []);

  // What is in the fields is what is searched. It differs from the values only where the page was
  // prerendered and someone typed, ticked or chose before the form was hydrated (React keeps such a
  // field's content but does not report it): each field reports it as it hydrates
  // (useKeepEarlyInput), and a submit reads the fields again, in case it comes before a field's report.
  const syncFromFields = useCallback((): HealthProfileValues => {
    const current = latest.current;
    const form = formRef.current;
    if (!form) return current.values;
    const typed = profileValuesFromFields(new FormData(form));
    const changed = changedFields(typed, current.values);
    if (changed.length === 0) return current.values;
    const values = { ...current.values, ...typed };
    current.values = values;
    current.onChange(values);
    if (changed.some((key) => current.errors[key])) setErrors((before) => Object.fromEntries(Object.entries(before).filter(([key]) => !changed.includes(key as keyof HealthProfileValues))));
    return values;
  }, []);

  const submit = useCallback((event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const current = latest.current;
    if (current.isProcessing) return;
    const values = asQuoted(syncFromFields());
    const found = current.validate(values);
    const keys = Object.keys(found) as (keyof HealthProfileValues)[];
    if (keys.length === 0) {
      // No errors before and none now: keep the same object, so the fields are not rendered again.
      setErrors((before) => (Object.keys(before).length === 0 ? before : found));
      current.onSubmit(values);
      return;
    }
    // The first invalid field's message at once, the others and focus on that field a frame later
    // (errorsInSteps.ts): focus lays the form out, so it comes once every message is in it.
    const now = errorsAtOnce(current.errors, found, firstFieldIn(formRef.current, keys));
    setErrors(now);
    if (Object.keys(now).length === keys.length) setAttempt((n) => n + 1);
    else
      startTransition(() => {
        setErrors(found);
        setAttempt((n) => n + 1);
      });
  }, [syncFromFields]);

  const form = useMemo(
    () => (
      // The page is prerendered: a submit before the script has taken over (or without JavaScript)
      // is a plain browser submit. `post` keeps the health profile out of the address bar, history
      // and logs; the server answers it with this page, searched (docs/production.md).
      // `autocomplete="off"`: the browser neither suggests these fields from its form history nor
      // restores them when the agent comes Back to the page (Chromium, like Firefox and Safari,
      // keeps and restores a form's fields only where it may autocomplete), so one client's health
      // never comes back into the next client's form (docs/architecture.md, State).
      <Form
        ref={formRef}
        method="post"
        autoComplete="off"
        className={styles.form}
        onSubmit={submit}
        validationBehavior="aria"
        aria-label="Health Information"
      >
        <FieldsOfTheForm setField={setField} />
        <SubmitButton />
      </Form>
    ),
    [submit, setField],
  );
  const shown = useMemo(() => ({ values, errors }), [values, errors]);

  return (
    <ProcessingContext.Provider value={isProcessing}>
      <ShownContext.Provider value={shown}>{form}</ShownContext.Provider>
    </ProcessingContext.Provider>
  );
}

const ProcessingContext = createContext(false);
/** What the fields show: the values and the errors, given by the form to the fields below its stable element. */
const ShownContext = createContext<{ values: HealthProfileValues; errors: HealthProfileErrors }>({ values: emptyHealthProfile, errors: {} });

// The form's fields, each rendered again only when its own props change (see HealthProfileForm).
const TextField = memo(AnyTextField);
const TextArea = memo(AnyTextArea);
const Checkbox = memo(AnyCheckbox);
const RadioGroup = memo(AnyRadioGroup);

type Setters = { [K in keyof HealthProfileValues]-?: (value: NonNullable<HealthProfileValues[K]>) => void };

/** Each field's onChange, one per field for the form's life: a new function each render would render the field again. */
function useSetters(setField: SetField): Setters {
  return useMemo(
    () => Object.fromEntries((Object.keys(emptyHealthProfile) as (keyof HealthProfileValues)[]).map((key) => [key, (value: never) => setField(key, value)])) as Setters,
    [setField],
  );
}

function FieldsOfTheForm({ setField }: { setField: SetField }) {
  const { values, errors } = useContext(ShownContext);
  return <ProfileFields values={values} errors={errors} on={useSetters(setField)} />;
}

/**
 * The values as searched: the quote by the one way chosen. What was typed in the other field stays
 * in the form (switching back shows it) but is neither checked nor sent.
 */
export function asQuoted(values: HealthProfileValues): HealthProfileValues {
  return values.quoteBy === 'budget' ? { ...values, coverageAmount: '' } : { ...values, monthlyBudget: '' };
}

const textFields = ['age', 'gender', 'height', 'weight', 'medications', 'medicalConditions', 'familyHistory', 'coverageAmount', 'quoteBy', 'monthlyBudget', 'termYears', 'coverageKind'] as const;

/**
 * The form's values from its named fields as a browser sends them: the form's own `FormData`, or
 * the body of the form posted to the server. A text field not sent reads as empty (so does a gender
 * not chosen); the smoker box is ticked when it is sent (a browser sends a ticked box only).
 * Anything else sent is ignored.
 */
export function profileValuesFromFields(fields: { get(name: string): unknown; has(name: string): boolean }): HealthProfileValues {
  const values: HealthProfileValues = { ...emptyHealthProfile };
  for (const name of textFields) {
    const value = fields.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  values.smoker = fields.has('smoker');
  return values;
}

/** Blank reads as a coverage amount, and the form shows it so: a quote asked by amount either way. */
const quoteModeShown = (values: HealthProfileValues) => (values.quoteBy === 'budget' ? 'budget' : 'amount');

/**
 * The fields whose content (`typed`, read from the form) differs from what the form was rendered
 * with (`values`), compared as the form shows them: a "Quote by" never chosen is sent as the
 * coverage amount it shows, and is no change (a change makes the whole form render again).
 */
export function changedFields(typed: HealthProfileValues, values: HealthProfileValues): (keyof HealthProfileValues)[] {
  return (Object.keys(typed) as (keyof HealthProfileValues)[]).filter((key) =>
    key === 'quoteBy' ? quoteModeShown(typed) !== quoteModeShown(values) : typed[key] !== (values[key] ?? ''),
  );
}

function SubmitButton() {
  const isProcessing = useContext(ProcessingContext);
  return (
    <Button type="submit" className={styles.submit} isDisabled={isProcessing}>
      {isProcessing ? 'Processing...' : 'Find Insurance Products'}
    </Button>
  );
}

type SetField = <K extends keyof HealthProfileValues>(key: K, value: NonNullable<HealthProfileValues[K]>) => void;

interface ProfileFieldsProps {
  values: HealthProfileValues;
  errors: HealthProfileErrors;
  /** Each field's onChange, the same function for the form's life. */
  on: Setters;
}

function ProfileFields({ values, errors, on }: ProfileFieldsProps) {
  return (
    <>
      <HydratesAfter>
        <RadioGroup
          label="Coverage wanted"
          name="coverageKind"
          options={coverageKindOptions}
          value={values.coverageKind ?? ''}
          onChange={on.coverageKind}
          description="Search one kind of product only, or every kind."
          errorMessage={errors.coverageKind}
        />
      </HydratesAfter>
      <div className={styles.row}>
        <TextField
          label="Age"
          name="age"
          isRequired
          inputMode="numeric"
          placeholder="e.g. 45"
          value={values.age}
          onChange={on.age}
          errorMessage={errors.age}
        />
        <HydratesAfter>
          <RadioGroup
            label="Gender"
            name="gender"
            isRequired
            options={genderOptions}
            value={values.gender || null}
            onChange={on.gender}
            errorMessage={errors.gender}
          />
        </HydratesAfter>
      </div>
      <HydratesAfter>
        <HydratesInSteps
          steps={[
            <div key="build" className={styles.row}>
              <TextField
                label="Height"
                name="height"
                isRequired
                placeholder="5'10''"
                description="Feet and inches"
                value={values.height}
                onChange={on.height}
                errorMessage={errors.height}
              />
              <HydratesAfter>
                <TextField
                  label="Weight"
                  name="weight"
                  isRequired
                  placeholder="e.g. 180"
                  description="Pounds (lbs)"
                  value={values.weight}
                  onChange={on.weight}
                  errorMessage={errors.weight}
                />
              </HydratesAfter>
            </div>,
            <Checkbox
              key="smoker"
              label="Smoker"
              name="smoker"
              description="check this box if the client uses tobacco products"
              isSelected={values.smoker}
              onChange={on.smoker}
            />,
            <TextArea
              key="medications"
              label="Medications"
              name="medications"
              description="Enter one medication per line"
              placeholder={'e.g. Metformin 500mg\nLisinopril 10mg'}
              value={values.medications}
              onChange={on.medications}
            />,
            <TextArea
              key="medicalConditions"
              label="Medical Conditions"
              name="medicalConditions"
              description="Enter one condition per line, with the diagnosis date and severity where known"
              placeholder={'e.g. Type 2 diabetes, diagnosed 2019, controlled\nHypertension, mild'}
              value={values.medicalConditions}
              onChange={on.medicalConditions}
            />,
            <TextArea
              key="familyHistory"
              label="Family History"
              name="familyHistory"
              description="Conditions of parents and siblings, and the age at diagnosis"
              placeholder="e.g. Father: heart disease at 62"
              value={values.familyHistory}
              onChange={on.familyHistory}
            />,
            <QuoteFields key="quote" values={values} errors={errors} on={on} />,
          ]}
        />
      </HydratesAfter>
    </>
  );
}

/**
 * The optional quote: by a coverage amount or by a monthly budget, and a term length. Both amount
 * fields are always on the page and the chosen radio shows one of them by CSS alone, so the switch
 * works before the app owns a prerendered page and without JavaScript. What was typed in the other
 * field stays (switching back shows it), but only the one chosen is checked and searched (asQuoted).
 */
function QuoteFields({ values, errors, on }: ProfileFieldsProps) {
  return (
    <fieldset className={styles.optional}>
      <legend className={styles.legend}>Quote (optional)</legend>
      <RadioGroup label="Quote by" name="quoteBy" options={quoteByOptions} value={quoteModeShown(values)} onChange={on.quoteBy} errorMessage={errors.quoteBy} />
      <div className={styles.amountField}>
        <TextField
          label="Coverage amount"
          name="coverageAmount"
          inputMode="decimal"
          placeholder="e.g. 25000"
          description="In dollars, for an illustrative monthly premium on each product: e.g. $10,000 for final expense, up to $500,000 for term. Leave blank for the match score only."
          value={values.coverageAmount ?? ''}
          onChange={on.coverageAmount}
          errorMessage={errors.coverageAmount}
        />
      </div>
      <HydratesAfter>
        <div className={styles.budgetField}>
          <TextField
            label="Monthly budget"
            name="monthlyBudget"
            inputMode="decimal"
            placeholder="e.g. 50"
            description="In dollars a month: each product is quoted at the largest amount it writes within it."
            value={values.monthlyBudget ?? ''}
            onChange={on.monthlyBudget}
            errorMessage={errors.monthlyBudget}
          />
        </div>
        <HydratesAfter>
          <RadioGroup
            label="Term length"
            name="termYears"
            options={termOptions}
            value={values.termYears ?? ''}
            onChange={on.termYears}
            description="For term products: only those that offer this term at the client's age, priced for it."
            errorMessage={errors.termYears}
          />
        </HydratesAfter>
      </HydratesAfter>
    </fieldset>
  );
}

/**
 * The rest of a prerendered form hydrates in a task of its own. React hydrates what is inside a
 * Suspense boundary after what is around it, in a later render and commit; nested, the form's
 * fields hydrate a field or two at a time instead of all at once. Each field's first commit
 * re-renders it at once (React Aria checks in a layout effect which of its description and error
 * elements exist), so in one step the whole form's commit blocked the main thread for about 200 ms
 * on a mid-range phone (4x CPU), and in four steps each still took 50-90 ms. Nothing inside
 * suspends: rendered on the client, the boundary changes nothing, and a tap on a field not yet
 * hydrated hydrates it first (React replays the event).
 */
function HydratesAfter({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** Each step hydrates after the one before it: the first with what is around it, each next one boundary deeper. */
function HydratesInSteps({ steps }: { steps: readonly ReactNode[] }) {
  const [first, ...rest] = steps;
  return (
    <>
      {first}
      {rest.length > 0 && (
        <HydratesAfter>
          <HydratesInSteps steps={rest} />
        </HydratesAfter>
      )}
    </>
  );
}
