import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ClientLine } from '../../src/components/ClientLine';

/** The line's words as read: its parts and separators, whole. */
const lineText = (canvas: { getByRole: (role: 'region', options: { name: string }) => HTMLElement }) => canvas.getByRole('region', { name: 'Health Information' }).querySelector('p')!.textContent;

const meta = {
  title: 'Components/ClientLine',
  component: ClientLine,
  args: {
    profile: { age: '68', gender: 'female', smoker: false, medications: 'Metformin 500mg\nLisinopril 10mg\nSeroquel 50mg', medicalConditions: 'Type 2 diabetes 2015', familyHistory: '', coverageKind: 'final-expense', coverageAmount: 15_000 },
    onEdit: fn(),
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof ClientLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the form folds once results show: who, tobacco, the counts and what was asked for, then Edit. */
export const Short: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Health Information' })).toBeVisible();
    await expect(lineText(canvas)).toBe('68F · non-smoker · 3 medications · 1 condition · $15,000 final expense');
    // Counts only: no drug or condition by name.
    await expect(canvas.queryByText(/Metformin|diabetes/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit the health information' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** Every part there is, on the narrowest phone: the line wraps between parts, never inside one, and nothing scrolls sideways. */
export const Long: Story = {
  args: {
    profile: {
      age: '119',
      gender: 'other',
      smoker: true,
      medications: Array.from({ length: 14 }, (_, i) => `drug ${i}`).join('\n'),
      medicalConditions: Array.from({ length: 11 }, (_, i) => `condition ${i}`).join('\n'),
      familyHistory: 'Father: heart disease at 62\nMother: breast cancer at 61',
      coverageAmount: 10_000_000,
      termYears: 30,
    },
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const text = '119, sex Other · smoker · 14 medications · 11 conditions · 2 family history lines · $10,000,000 coverage · 30-year term';
    await expect(lineText(canvas)).toBe(text);
    const line = canvas.getByRole('region', { name: 'Health Information' }).querySelector('p')!;
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // Each part on one line (a part's box is one line high), and the line wrapped between them.
    const parts = [...line.querySelectorAll(':scope > span:not(:empty)')].filter((span) => !/^ · $/.test(span.textContent ?? ''));
    await expect(parts).toHaveLength(7);
    for (const part of parts) await expect(part.getClientRects()).toHaveLength(1);
    await expect(new Set(parts.map((part) => Math.round(part.getBoundingClientRect().top))).size).toBeGreaterThan(1);
    await expect(canvasElement.querySelector('section')!.getBoundingClientRect().height).toBeGreaterThan(60);
  },
};

/** A client who takes nothing and was searched for any kind, with no quote: the counts say none. */
export const NoMedications: Story = {
  args: { profile: { age: '45', gender: 'male', smoker: false, medications: '', medicalConditions: '  \n', familyHistory: '' } },
  play: async ({ canvas }) => {
    await expect(lineText(canvas)).toBe('45M · non-smoker · no medications · no conditions');
  },
};

/** Quoted by a monthly budget for term: the budget and the term, as the search took them. */
export const BudgetMode: Story = {
  args: { profile: { age: '35', gender: 'female', smoker: false, medications: 'Sertraline 50mg', medicalConditions: 'Depression', familyHistory: '', coverageKind: 'term', termYears: 20, monthlyBudget: 40 } },
  play: async ({ canvas }) => {
    await expect(lineText(canvas)).toBe('35F · non-smoker · 1 medication · 1 condition · $40/mo 20-year term');
  },
};
