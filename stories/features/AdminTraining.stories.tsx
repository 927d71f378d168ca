import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Provider, createStore } from 'jotai';
import { TrainingTab } from '../../src/features/admin/TrainingTab';
import { enabledSourcesAtom, sheetsAtom, trainingAtom } from '../../src/features/admin/atoms';
import { disconnect, initialSheets } from '../../src/features/admin/sheets';
import { initialTraining, start, tick, type TrainingState } from '../../src/features/admin/training';

const meta = {
  title: 'Features/Admin/Training',
  component: TrainingTab,
  args: { initialSubTab: 'overview' },
} satisfies Meta<typeof TrainingTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const toasts = async () => within(await within(document.body).findByRole('region', { name: /Notifications/ }));
const value = (canvas: ReturnType<typeof within>, label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling;
const at = (progress: number): TrainingState => ({ ...start(initialTraining, true), progress });
const completed = (() => {
  let state = start(initialTraining, true);
  for (let i = 0; i < 50; i++) state = tick(state, new Date('2026-05-15T14:30:00Z'));
  return state;
})();

export const OverviewReady: Story = {
  play: async ({ canvas }) => {
    await expect(value(canvas, 'Data Status')).toHaveTextContent('Ready for Training');
    await expect(value(canvas, 'Last Trained')).toHaveTextContent('Never');
    await expect(value(canvas, 'Documents Uploaded')).toHaveTextContent('3');
    await expect(value(canvas, 'Connected Spreadsheets')).toHaveTextContent('2');
    await expect(value(canvas, 'Products Configured')).toHaveTextContent('57');
    await expect(value(canvas, 'Accuracy')).toHaveTextContent('92.7%');
    await expect(value(canvas, 'F1 Score')).toHaveTextContent('89.1%');
    await expect(value(canvas, 'Epochs')).toHaveTextContent('10');
    await expect(value(canvas, 'Auto-tuning')).toHaveTextContent('Enabled');
    await expect(canvas.getAllByText('Active')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Start Training' })).toBeEnabled();
  },
};

export const OverviewNotReady: Story = {
  parameters: { atoms: [[sheetsAtom, disconnect(initialSheets, 'products')]] },
  play: async ({ canvas }) => {
    await expect(value(canvas, 'Data Status')).toHaveTextContent('Needs More Data');
    await expect(canvas.getByText('Upload more agent guides or connect product spreadsheets before training.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Training' })).toBeDisabled();
  },
};

/** This story's own store, so its cleanup can end the run it starts (no toast leaks into later stories). */
let runStore = createStore();

export const StartsARun: Story = {
  // The run ticks on while the screenshot is taken: its pixels are not stable.
  tags: ['skip-visual'],
  beforeEach: () => {
    runStore = createStore();
    return () => runStore.set(trainingAtom, initialTraining);
  },
  render: (args) => (
    <Provider store={runStore}>
      <TrainingTab {...args} />
    </Provider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Training' }));
    await expect(canvas.getByRole('button', { name: 'Training...' })).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: 'Training progress' })).toBeVisible();
    await expect(await (await toasts()).findByText('AI training started. This may take several minutes.')).toBeVisible();
  },
};

export const TrainingAt0: Story = {
  args: { resumeRun: false },
  parameters: { atoms: [[trainingAtom, at(0)]] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Training progress' })).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByRole('button', { name: 'Training...' })).toBeDisabled();
  },
};

export const TrainingAt48: Story = {
  args: { resumeRun: false },
  parameters: { atoms: [[trainingAtom, at(48)]] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Training progress' })).toHaveAttribute('aria-valuenow', '48');
    await expect(canvas.getByText('48%')).toBeVisible();
  },
};

export const TrainingAt100: Story = {
  parameters: { atoms: [[trainingAtom, completed]] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(value(canvas, 'Last Trained')).toHaveTextContent('May 15, 2026');
    await expect(value(canvas, 'Accuracy')).toHaveTextContent('94.2%');
    await expect(value(canvas, 'Precision')).toHaveTextContent('92.5%');
    await expect(value(canvas, 'Recall')).toHaveTextContent('89.8%');
    await expect(value(canvas, 'F1 Score')).toHaveTextContent('91.1%');
    await expect(canvas.getByRole('button', { name: 'Start Training' })).toBeEnabled();
  },
};

export const MetricsHiddenAtZero: Story = {
  parameters: { atoms: [[trainingAtom, { ...initialTraining, metrics: { accuracy: 0, precision: 0, recall: 0, f1Score: 0 } }]] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Performance Metrics' })).not.toBeInTheDocument();
  },
};

export const HistoryWithSessions: Story = {
  args: { initialSubTab: 'history' },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('May 2, 2025');
    await expect(rows[0]).toHaveTextContent('Successful');
    await expect(rows[0]).toHaveTextContent('1,285');
    await expect(rows[0]).toHaveTextContent('92.7%');
    await expect(rows[2]).toHaveTextContent('Failed');
    await expect(rows[2]).toHaveTextContent('843');
    await expect(canvas.getByRole('img', { name: /Accuracy over time/ })).toBeVisible();
  },
};

export const HistoryAfterARun: Story = {
  args: { initialSubTab: 'history' },
  parameters: { atoms: [[trainingAtom, completed]] },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('16m 08s');
    await expect(rows[0]).toHaveTextContent('1,432');
    await expect(rows[0]).toHaveTextContent('94.2%');
  },
};

export const HistoryEmpty: Story = {
  args: { initialSubTab: 'history' },
  parameters: { atoms: [[trainingAtom, { ...initialTraining, history: [] }]] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No training sessions recorded yet')).toBeVisible();
  },
};

export const DataSourcesAllOn: Story = {
  args: { initialSubTab: 'sources' },
  play: async ({ canvas, userEvent }) => {
    for (const name of ['Agent Guides', 'Training Materials', 'Product Documents', 'Medical Conditions', 'Products', 'Carriers']) {
      await expect(canvas.getByRole('switch', { name: new RegExp(`^${name}`) })).toBeChecked();
    }
    await expect(canvas.getByRole('switch', { name: /^Agent Guides/ })).toHaveAccessibleName('Agent Guides (3 files)');
    await expect(canvas.getByRole('switch', { name: /^Medical Conditions/ })).toHaveAccessibleName('Medical Conditions (187 rows)');
    await userEvent.click(canvas.getByRole('switch', { name: /^Carriers/ }));
    await expect(canvas.getByRole('switch', { name: /^Carriers/ })).not.toBeChecked();
    await expect(await (await toasts()).findByText('Disabled Carriers for training')).toBeVisible();
  },
};

export const DataSourcesSomeOff: Story = {
  args: { initialSubTab: 'sources' },
  parameters: { atoms: [[enabledSourcesAtom, { trainingMaterials: false, carriers: false }]] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('switch', { name: /^Training Materials/ })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: /^Training Materials/ }));
    await expect(await (await toasts()).findByText('Enabled Training Materials for training')).toBeVisible();
  },
};

export const ParametersDefault: Story = {
  args: { initialSubTab: 'parameters' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Epochs' })).toHaveValue('10');
    await expect(canvas.getByRole('textbox', { name: 'Learning Rate' })).toHaveValue('0.001');
    await expect(canvas.getByRole('button', { name: /Batch Size/ })).toHaveTextContent('16');
    await expect(canvas.getByRole('button', { name: /Optimizer/ })).toHaveTextContent('adam');
    await expect(canvas.getByRole('switch', { name: 'Auto-tuning' })).toBeChecked();
  },
};

export const ParametersEdited: Story = {
  args: { initialSubTab: 'parameters' },
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('slider', { name: 'Epochs' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.click(canvas.getByRole('button', { name: /Batch Size/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '32' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Auto-tuning' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Parameters' }));
    await expect(await (await toasts()).findByText('Training parameters saved successfully')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(value(canvas, 'Epochs')).toHaveTextContent('12'));
    await expect(value(canvas, 'Batch Size')).toHaveTextContent('32');
    await expect(value(canvas, 'Auto-tuning')).toHaveTextContent('Disabled');
  },
};

export const ParametersInvalid: Story = {
  args: { initialSubTab: 'parameters' },
  play: async ({ canvas, userEvent }) => {
    const rate = canvas.getByRole('textbox', { name: 'Learning Rate' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '0.05');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Parameters' }));
    await expect(canvas.getByText('Learning rate must be between 0.0001 and 0.01')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await expect(value(canvas, 'Learning Rate')).toHaveTextContent('0.001');
  },
};
