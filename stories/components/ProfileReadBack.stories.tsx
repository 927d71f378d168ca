import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ProfileReadBack } from '../../src/components/ProfileReadBack';
import { clearReading, quetiapineQuestion, readingAnswered, readingInContext, readingWithAmbiguity } from '../../src/mocks/fixtures';
import { readingWithUnreadWord } from '../unsureFixtures';

const meta = {
  title: 'Components/ProfileReadBack',
  component: ProfileReadBack,
  args: { reading: readingWithAmbiguity },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof ProfileReadBack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown beside a label of the read-back's description list. */
const valueOf = (canvas: ReturnType<typeof within>, label: string) => {
  const term = canvas.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

const longLine = 'Lisinopril-hydrochlorothiazide20/12.5mgonceadayfortheheartandkidneyssince2019';

export const WithAmbiguityAndUnrecognisedWord: Story = {
  args: {
    reading: {
      ...readingWithAmbiguity,
      unrecognised: [...readingWithAmbiguity.unrecognised, { field: 'medications', written: longLine, words: [longLine] }],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole('region', { name: 'How the profile was read' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'How the profile was read' })).toBeVisible();

    // The ambiguity stands out as a question to ask, in the warning tone.
    const questions = canvas.getByRole('note', { name: 'Questions to ask the client' });
    await expect(questions).toHaveAttribute('data-tone', 'warning');
    // Read out, not answerable, without a way to answer.
    await expect(questions).toHaveTextContent(/What is apixaban taken for\?Atrial fibrillation · Deep vein thrombosis/);
    await expect(within(questions).queryByRole('radio')).not.toBeInTheDocument();

    const conditions = within(valueOf(canvas, 'Conditions')).getAllByRole('listitem');
    await expect(conditions).toHaveLength(3);
    await expect(conditions[0]).toHaveTextContent('Type 2 diabetes, 2016 (10 years ago) moderate from “Type 2 diabetes dx 2016, controlled on tablets”');
    await expect(conditions[1]).toHaveTextContent('Atrial fibrillation, under treatment now serious implied by “Eliquis 5mg twice daily”');

    const medications = within(valueOf(canvas, 'Medications')).getAllByRole('listitem');
    await expect(medications[0]).toHaveTextContent('“Metformin 500mg twice daily”: confirms type 2 diabetes');
    await expect(medications[1]).toHaveTextContent('“Eliquis 5mg twice daily” (read as apixaban): could mean atrial fibrillation or a blood clot (DVT or PE) Ambiguous');
    await expect(medications[2]).toHaveTextContent('“Atorvastatin 20mg”: suggests high cholesterol');
    await expect(medications[3]).toHaveTextContent('“Vitamin D 1000 IU”: no underwriting weight');

    await expect(valueOf(canvas, 'Ruled out')).toHaveTextContent('HIV, written as “HIV negative”');

    const unrecognised = within(valueOf(canvas, 'Not recognised')).getAllByRole('listitem');
    await expect(unrecognised[0]).toHaveTextContent('“Mild osteopenia, scan every 2 years” in conditions: unrecognised word “osteopenia”');
    await expect(unrecognised[1]).toHaveTextContent('“Jardiance 10mg” in medications: unrecognised word “Jardiance”');

    await expect(valueOf(canvas, 'Tobacco')).toHaveTextContent('No tobacco');
    await expect(valueOf(canvas, 'Build')).toHaveTextContent("5'4'', 168 lb: BMI 28.8");
    await expect(within(valueOf(canvas, 'Family history')).getAllByRole('listitem')).toHaveLength(2);

    // What the agent wrote is isolated for direction, and a long unbroken line wraps inside the section.
    const written = [...canvasElement.querySelectorAll('bdi')].map((el) => el.textContent);
    await expect(written).toEqual(expect.arrayContaining(['Eliquis 5mg twice daily', 'osteopenia', 'HIV negative', longLine]));
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

/** A healthy client: only tobacco and build, no empty sections and no questions. */
export const AllClear: Story = {
  args: { reading: clearReading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'How the profile was read' })).toBeVisible();
    await expect(valueOf(canvas, 'Tobacco')).toHaveTextContent('No tobacco');
    await expect(valueOf(canvas, 'Build')).toHaveTextContent("5'10'', 175 lb: BMI 25.1");
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Tobacco', 'Build']);
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The questions answered in place: a radio group for a drug's uses, a list for the month of a year. */
export const AnswerableQuestions: Story = {
  args: { onAnswer: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const questions = canvas.getByRole('note', { name: 'Questions to ask the client' });
    await expect(questions).toHaveTextContent('Answer here: the results change at once');
    await userEvent.click(within(questions).getByRole('radio', { name: 'Deep vein thrombosis' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('use:apixaban', 'deep-vein-thrombosis');
    await expect(within(questions).getByRole('radiogroup', { name: 'Which month of 2016 was the type 2 diabetes?' })).toBeVisible();
  },
};

/** One question answered, one open, and the day a look-back runs out. */
export const AnsweredWithACallBackDate: Story = {
  args: { reading: readingAnswered, onAnswer: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Deep vein thrombosis' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Clear answer: What is apixaban taken for?' })).toBeVisible();
    await expect(valueOf(canvas, 'Look-backs ending')).toHaveTextContent('The heart attack reaches 2 years on 31 March 2027: 6 products get better');
  },
};

/**
 * Each fact read in its context: results still to come (which postpone the products), history that
 * rates nothing, a borderline reading, a lab value as evidence, and a hospital stay that makes a fact
 * graver. Each says what it was read from.
 */
export const ReadInContext: Story = {
  args: { reading: readingInContext },
  play: async ({ canvas }) => {
    const items = within(valueOf(canvas, 'In context')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'pending lung nodule, results still to come from “biopsy results pending”',
      'history diabetes (pregnancy only): not rated from “Gestational diabetes 2001”',
      'borderline high blood pressure: read as prehypertension from “Borderline high blood pressure”',
      'evidence A1C 6.9: evidence of control of type 2 diabetes from “A1C 6.9”',
      'graver depression with a hospital stay: read as psychiatric hospitalization from “hospitalized 2024”',
    ]);
    // Results still to come stand out; a stay that makes a fact graver too.
    await expect(within(items[0] as HTMLElement).getByText('pending')).toHaveAttribute('data-tone', 'warning');
    await expect(within(items[4] as HTMLElement).getByText('graver')).toHaveAttribute('data-tone', 'caution');
    // Read right after the conditions and the medications come after.
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Conditions', 'In context', 'Medications', 'Tobacco', 'Build']);
  },
};

/** A kind of coverage asked for: said first, with how many products of other kinds were not searched. */
export const CoverageWanted: Story = {
  args: { reading: { ...clearReading, coverage: 'Final expense only: 41 products of other kinds not searched' } },
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, 'Coverage wanted')).toHaveTextContent('Final expense only: 41 products of other kinds not searched');
    const labels = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(labels[0]).toBe('Coverage wanted');
  },
};

/**
 * A drug whose use is asked in the questions above: its row says so in short instead of listing the
 * uses a second time (the question lists them).
 */
export const DrugAskedAbove: Story = {
  args: {
    reading: {
      ...readingWithAmbiguity,
      medications: readingWithAmbiguity.medications.map((m) => (m.status === 'ambiguous' ? { ...m, question: 'use:apixaban' } : m)),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note', { name: 'Questions to ask the client' })).toHaveTextContent(/What is apixaban taken for\?Atrial fibrillation · Deep vein thrombosis/);
    const medications = within(valueOf(canvas, 'Medications')).getAllByRole('listitem');
    await expect(medications[1]).toHaveTextContent('“Eliquis 5mg twice daily” (read as apixaban): could mean any of 2 uses, asked above Ambiguous');
    await expect(medications[0]).toHaveTextContent('“Metformin 500mg twice daily”: confirms type 2 diabetes');
  },
};

/** Two drugs asked above: the questions carry each drug's uses and evidence, and how each is read until answered. */
const twoAskedAbove = {
  ...readingWithAmbiguity,
  conditions: [...readingWithAmbiguity.conditions, { name: 'Bipolar disorder', written: 'Seroquel 300 mg', date: 'under treatment now', grade: 'serious' as const, source: 'medication' as const }],
  medications: [
    ...readingWithAmbiguity.medications.map((m) => (m.status === 'ambiguous' ? { ...m, question: 'use:apixaban' } : m)),
    { written: 'Seroquel 300 mg', name: 'quetiapine', suggests: ['bipolar disorder', 'schizophrenia', 'insomnia', 'depression'], status: 'ambiguous' as const, evidence: quetiapineQuestion.evidence, question: quetiapineQuestion.id },
  ],
  questions: [...readingWithAmbiguity.questions, quetiapineQuestion],
};

/**
 * Several drugs whose use is asked above: one line names them all, each as written (and what it was
 * read as), instead of a line a drug that says the question again. Their evidence is in the
 * questions; the uses they are read as until answered are one line of the conditions, each graded.
 */
export const DrugsAskedAbove: Story = {
  args: { reading: twoAskedAbove, onAnswer: fn() },
  play: async ({ canvas }) => {
    const medications = within(valueOf(canvas, 'Medications')).getAllByRole('listitem');
    await expect(medications.map((m) => m.textContent)).toEqual([
      '“Metformin 500mg twice daily”: confirms type 2 diabetes',
      '“Eliquis 5mg twice daily” (read as apixaban) and “Seroquel 300 mg” (read as quetiapine): several uses each, asked above Ambiguous',
      '“Atorvastatin 20mg”: suggests high cholesterol',
      '“Vitamin D 1000 IU”: no underwriting weight',
    ]);
    const conditions = within(valueOf(canvas, 'Conditions')).getAllByRole('listitem');
    await expect(conditions.map((c) => c.textContent)).toEqual([
      'Type 2 diabetes, 2016 (10 years ago) moderate from “Type 2 diabetes dx 2016, controlled on tablets”',
      'Until the questions above are answered: Atrial fibrillation serious, Bipolar disorder serious',
      'High cholesterol, under treatment now minor implied by “Atorvastatin 20mg”',
    ]);
    // The evidence is said once, in the question it bears on.
    const quetiapine = canvas.getByRole('radiogroup', { name: 'What is quetiapine taken for?' });
    await expect(quetiapine).toHaveAccessibleDescription(`Until answered, read as bipolar disorder, as the evidence points to. Evidence: ${quetiapineQuestion.evidence[0]}.`);
    await expect(valueOf(canvas, 'Medications')).not.toHaveTextContent('evidence');
  },
};

/** The same on a phone: one line for the drugs asked above, wrapping within the card. */
export const DrugsAskedAboveOnAPhone: Story = {
  ...DrugsAskedAbove,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await DrugsAskedAbove.play?.(context);
    const line = within(valueOf(context.canvas, 'Medications')).getAllByRole('listitem')[1] as HTMLElement;
    await expect(line.scrollWidth).toBeLessThanOrEqual(line.clientWidth);
  },
};

/**
 * A word the engine cannot read ("chews Copenhagen daily"), asked in place: tobacco, a medication, a
 * condition or nothing to underwrite, in one press; what an answer changes is said under it, and the
 * word's row among those not recognised says it is asked above.
 */
export const UnreadWordAsked: Story = {
  args: { reading: readingWithUnreadWord, onAnswer: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const questions = canvas.getByRole('note', { name: 'Questions to ask the client' });
    const group = within(questions).getByRole('radiogroup', { name: "What is 'Copenhagen'?" });
    await expect(within(group).getAllByRole('radio')).toHaveLength(4);
    await expect(group).toHaveAccessibleDescription(/^Until answered, held as a condition the engine cannot read: every underwritten product waits for the answer\. Changes 2 offers and 41 products not offered\.$/);
    await expect(within(questions).getByText(/Changes 2 offers and 41 products not offered\./)).toBeVisible();
    const unrecognised = within(valueOf(canvas, 'Not recognised')).getByRole('listitem');
    await expect(unrecognised).toHaveTextContent('“chews Copenhagen daily” in conditions: unrecognised word “Copenhagen” (asked above)');
    await userEvent.click(within(group).getByRole('radio', { name: 'Nothing to underwrite' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('word:copenhagen', 'nothing');
  },
};
