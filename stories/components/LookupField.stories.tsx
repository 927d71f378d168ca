import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LookupField, emptyLookupProfile, type LookupFieldProps, type LookupProfile } from '../../src/components/LookupField';
import type { LookupSuggestion } from '../../src/contract';
import { listOpenA11y } from '../listOpenA11y';
import { shownList } from '../shownList';

/** The lookup's form: the field with its suggestions, and the client's optional details. */
const meta = {
  title: 'Components/LookupField',
  component: LookupField,
  args: {
    value: '',
    onChange: fn(),
    suggestions: [],
    profile: emptyLookupProfile,
    onProfileChange: fn(),
    onSubmit: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    const [profile, setProfile] = useState<LookupProfile>(args.profile);
    return (
      <div style={{ maxWidth: 720 }}>
        <LookupField
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
          profile={profile}
          onProfileChange={(next) => {
            setProfile(next);
            args.onProfileChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<LookupFieldProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the engine suggests for "eli" (the names as its vocabulary writes them). */
const forEli: LookupSuggestion[] = [
  { name: 'Eliquis', kind: 'drug', standsFor: 'apixaban' },
  { name: 'Elavil', kind: 'drug', standsFor: 'amitriptyline' },
  { name: 'Elixophyllin', kind: 'drug', standsFor: 'theophylline' },
];

export const Empty: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Drug or condition' });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('name', 'q');
    await expect(field.closest('form')).toHaveAttribute('method', 'get');
    await expect(field.closest('form')).toHaveAttribute('action', '/lookup');
    await expect(canvas.getByText(/Separate several with commas/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Look up' })).toBeVisible();
    // The client's details never reach the address: they have no name in the plain form.
    await expect(canvas.getByRole('textbox', { name: 'Age' })).not.toHaveAttribute('name');
    await expect(canvas.getByRole('checkbox', { name: 'Uses tobacco' })).not.toBeChecked();
  },
};

export const SuggestionsOpen: Story = {
  parameters: listOpenA11y,
  args: { suggestions: forEli },
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByRole('combobox', { name: 'Drug or condition' });
    await userEvent.type(field, 'Eli');
    const list = await shownList(field);
    await expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['EliquisDrug · apixaban', 'ElavilDrug · amitriptyline', 'ElixophyllinDrug · theophylline']);
    await expect(args.onChange).toHaveBeenLastCalledWith('Eli');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
  },
};

export const PickedByKeyboard: Story = {
  tags: ['skip-visual'],
  parameters: listOpenA11y,
  args: { value: 'stroke 2022, ', suggestions: forEli },
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByRole('combobox', { name: 'Drug or condition' });
    await userEvent.click(field);
    await userEvent.keyboard('{End}Eli');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // The picked name takes the place of the term being typed; the terms before it stay as written.
    await expect(field).toHaveValue('stroke 2022, Eliquis');
    await expect(args.onChange).toHaveBeenLastCalledWith('stroke 2022, Eliquis');
  },
};

export const WithTheClient: Story = {
  args: { value: 'Eliquis, stroke 2022', profile: { age: '67', sex: 'female', tobacco: true } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('combobox', { name: 'Drug or condition' })).toHaveValue('Eliquis, stroke 2022');
    await expect(canvas.getByRole('textbox', { name: 'Age' })).toHaveValue('67');
    await expect(canvas.getByRole('button', { name: /Sex/ })).toHaveTextContent('Female');
    await expect(canvas.getByRole('checkbox', { name: 'Uses tobacco' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Look up' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const TooMany: Story = {
  args: { value: 'a, b, c, d, e, f, g', errorMessage: 'Look up at most 6 drugs or conditions at once', ageErrorMessage: 'Age must be between 1 and 120', profile: { age: '130', sex: '', tobacco: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Drug or condition' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Look up at most 6 drugs or conditions at once')).toBeVisible();
    await expect(canvas.getByText('Age must be between 1 and 120')).toBeVisible();
  },
};

/** Before the app runs the client's details wait: the plain GET form must not carry them. */
export const BeforeTheApp: Story = {
  args: { isProfileDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Age' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Drug or condition' })).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: listOpenA11y,
  args: { suggestions: forEli },
  play: async ({ canvas, userEvent }) => {
    // The button goes under the field, full width.
    const field = canvas.getByRole('combobox', { name: 'Drug or condition' });
    await expect(canvas.getByRole('button', { name: 'Look up' }).getBoundingClientRect().top).toBeGreaterThan(field.getBoundingClientRect().bottom);
    await userEvent.type(field, 'Eli');
    await shownList(field);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
