import { useEffect, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { AccuracyChart } from '../../components/AccuracyChart/AccuracyChart';
import { Alert } from '../../components/Alert/Alert';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { DataTable } from '../../components/DataTable/DataTable';
import { InfoList } from '../../components/InfoList/InfoList';
import { NumberField } from '../../components/NumberField/NumberField';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar';
import { Select } from '../../components/Select/Select';
import { Slider } from '../../components/Slider/Slider';
import { Switch } from '../../components/Switch/Switch';
import { Tabs } from '../../components/Tabs/Tabs';
import { toast } from '../../components/Toast/toastQueue';
import {
  dataSourceKeys,
  enabledSourcesAtom,
  parametersAtom,
  readinessAtom,
  resumeTrainingAtom,
  sheetsAtom,
  startTrainingAtom,
  trainingAtom,
  uploadsAtom,
  type DataSourceKey,
} from './atoms';
import { formatDate } from './files';
import { batchSizes, optimizers, parametersSchema, type TrainingParameters } from './training';
import * as styles from './AdminScreen.css';

const sourceLabels: Record<DataSourceKey, string> = {
  agentGuides: 'Agent Guides',
  trainingMaterials: 'Training Materials',
  productDocuments: 'Product Documents',
  medicalConditions: 'Medical Conditions',
  products: 'Products',
  carriers: 'Carriers',
};

function useSources() {
  const uploads = useAtomValue(uploadsAtom);
  const sheets = useAtomValue(sheetsAtom);
  const [enabled, setEnabled] = useAtom(enabledSourcesAtom);
  const count: Record<DataSourceKey, string> = {
    agentGuides: `${uploads.agentGuides.length} files`,
    trainingMaterials: `${uploads.trainingMaterials.length} files`,
    productDocuments: `${uploads.productDocuments.length} files`,
    medicalConditions: `${sheets.medicalConditions.rowCount} rows`,
    products: `${sheets.products.rowCount} rows`,
    carriers: `${sheets.carriers.rowCount} rows`,
  };
  return dataSourceKeys.map((key) => ({
    key,
    label: sourceLabels[key],
    count: count[key],
    enabled: enabled[key] ?? true,
    setEnabled: (on: boolean) => setEnabled((current) => ({ ...current, [key]: on })),
  }));
}

function Overview() {
  const training = useAtomValue(trainingAtom);
  const ready = useAtomValue(readinessAtom);
  const parameters = useAtomValue(parametersAtom);
  const startTraining = useSetAtom(startTrainingAtom);
  const running = training.status === 'running';
  const sources = useSources().filter((s) => s.enabled);
  return (
    <div className={styles.pair}>
      <Card title="Training Status" headingLevel={3}>
        <InfoList
          items={[
            { label: 'Data Status', value: <Badge tone={ready.trainReady ? 'success' : 'warning'}>{ready.trainReady ? 'Ready for Training' : 'Needs More Data'}</Badge> },
            { label: 'Last Trained', value: training.lastTrained ? formatDate(training.lastTrained) : 'Never' },
          ]}
        />
        <h4 className={styles.subheading}>Available Training Data</h4>
        <InfoList
          items={[
            { label: 'Documents Uploaded', value: ready.documentsUploaded },
            { label: 'Connected Spreadsheets', value: ready.connectedSpreadsheets },
            { label: 'Products Configured', value: ready.productsConfigured },
          ]}
        />
        {running ? <ProgressBar label="Training progress" value={training.progress} /> : null}
        {!ready.trainReady ? (
          <Alert title="Needs More Data" tone="warning">
            Upload more agent guides or connect product spreadsheets before training.
          </Alert>
        ) : null}
        {training.metrics.accuracy > 0 ? (
          <>
            <h4 className={styles.subheading}>Performance Metrics</h4>
            <InfoList
              items={[
                { label: 'Accuracy', value: `${training.metrics.accuracy}%` },
                { label: 'Precision', value: `${training.metrics.precision}%` },
                { label: 'Recall', value: `${training.metrics.recall}%` },
                { label: 'F1 Score', value: `${training.metrics.f1Score}%` },
              ]}
            />
          </>
        ) : null}
        <Button onPress={() => startTraining()} isDisabled={running || !ready.trainReady}>
          {running ? 'Training...' : 'Start Training'}
        </Button>
      </Card>
      <Card title="Training Configuration" headingLevel={3}>
        <h4 className={styles.subheading}>Data Sources</h4>
        <ul className={styles.plainList}>
          {sources.map((s) => (
            <li key={s.key}>
              {s.label} ({s.count})
            </li>
          ))}
        </ul>
        <h4 className={styles.subheading}>Current Parameters</h4>
        <InfoList
          items={[
            { label: 'Epochs', value: parameters.epochs },
            { label: 'Learning Rate', value: parameters.learningRate },
            { label: 'Batch Size', value: parameters.batchSize },
            { label: 'Optimizer', value: parameters.optimizer },
            { label: 'Auto-tuning', value: parameters.useAutoTuning ? 'Enabled' : 'Disabled' },
          ]}
        />
        <h4 className={styles.subheading}>Training Schedule</h4>
        <InfoList
          items={[
            { label: 'Every Sunday', value: <Badge tone="success">Active</Badge> },
            { label: 'When new documents are uploaded', value: <Badge tone="success">Active</Badge> },
            { label: 'When spreadsheet data changes', value: <Badge tone="success">Active</Badge> },
          ]}
        />
      </Card>
    </div>
  );
}

function History() {
  const { history } = useAtomValue(trainingAtom);
  return (
    <div className={styles.sheetStack}>
      <DataTable
        label="Training History"
        emptyText="No training sessions recorded yet"
        columns={[
          { id: 'date', name: 'Date' },
          { id: 'status', name: 'Status' },
          { id: 'duration', name: 'Duration' },
          { id: 'points', name: 'Data Points' },
          { id: 'accuracy', name: 'Accuracy (%)' },
        ]}
        rows={history.map((s) => ({
          id: s.id,
          cells: [
            formatDate(s.date),
            <Badge key="s" tone={s.status === 'success' ? 'success' : 'danger'}>
              {s.status === 'success' ? 'Successful' : 'Failed'}
            </Badge>,
            s.duration,
            s.dataPoints.toLocaleString('en-US'),
            `${s.accuracy}%`,
          ],
        }))}
      />
      <AccuracyChart
        points={[...history].reverse().map((s) => ({ label: formatDate(s.date).replace(/, \d{4}$/, ''), accuracy: s.accuracy, failed: s.status === 'failed' }))}
      />
    </div>
  );
}

function DataSources() {
  const sources = useSources();
  return (
    <Card title="Data Sources" headingLevel={3}>
      <ul className={styles.plainList}>
        {sources.map((s) => (
          <li key={s.key}>
            <Switch
              label={s.label}
              detail={s.count}
              isSelected={s.enabled}
              onChange={(on) => {
                s.setEnabled(on);
                toast.info(`${on ? 'Enabled' : 'Disabled'} ${s.label} for training`);
              }}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Parameters() {
  const [saved, setSaved] = useAtom(parametersAtom);
  const [draft, setDraft] = useState<TrainingParameters>(saved);
  const [errors, setErrors] = useState<Partial<Record<keyof TrainingParameters, string>>>({});
  const set = <K extends keyof TrainingParameters>(key: K, value: TrainingParameters[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const save = () => {
    const result = parametersSchema.safeParse(draft);
    if (!result.success) {
      const found: typeof errors = {};
      for (const issue of result.error.issues) {
        const key = issue.path[0] as keyof TrainingParameters;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSaved(result.data);
    toast.success('Training parameters saved successfully');
  };
  return (
    <Card title="Training Parameters" headingLevel={3}>
      <div className={styles.form}>
        <Slider label="Epochs" minValue={1} maxValue={20} step={1} value={draft.epochs} onChange={(v) => set('epochs', v)} />
        <NumberField
          label="Learning Rate"
          description="0.0001 to 0.01, in steps of 0.0001"
          step={0.0001}
          formatOptions={{ maximumFractionDigits: 6 }}
          value={draft.learningRate}
          onChange={(v) => set('learningRate', v)}
          errorMessage={errors.learningRate}
        />
        <Select
          label="Batch Size"
          options={batchSizes.map((n) => ({ id: String(n), label: String(n) }))}
          selectedKey={String(draft.batchSize)}
          onSelectionChange={(key) => set('batchSize', Number(key) as TrainingParameters['batchSize'])}
        />
        <Select
          label="Optimizer"
          options={optimizers.map((o) => ({ id: o, label: o }))}
          selectedKey={draft.optimizer}
          onSelectionChange={(key) => set('optimizer', key as TrainingParameters['optimizer'])}
        />
        <Switch label="Auto-tuning" isSelected={draft.useAutoTuning} onChange={(on) => set('useAutoTuning', on)} />
        <Button onPress={save}>Save Parameters</Button>
      </div>
    </Card>
  );
}

/** The AI Training tab: overview, history, data sources and parameters. */
export function TrainingTab({
  initialSubTab = 'overview',
  resumeRun = true,
}: {
  initialSubTab?: 'overview' | 'history' | 'sources' | 'parameters';
  /** Carry on a run found in progress (after a reload). Stories of a fixed percent turn it off. @default true */
  resumeRun?: boolean;
}) {
  const [tab, setTab] = useState<string>(initialSubTab);
  const resume = useSetAtom(resumeTrainingAtom);
  // A run that was going when the page reloaded carries on.
  useEffect(() => {
    if (resumeRun) resume();
  }, [resume, resumeRun]);
  return (
    <Tabs
      label="AI Training sections"
      selectedKey={tab}
      onSelectionChange={setTab}
      items={[
        { id: 'overview', label: 'Overview', content: <Overview /> },
        { id: 'history', label: 'Training History', content: <History /> },
        { id: 'sources', label: 'Data Sources', content: <DataSources /> },
        { id: 'parameters', label: 'Parameters', content: <Parameters /> },
      ]}
    />
  );
}
