import { useAtomValue, useSetAtom } from 'jotai';
import { Alert } from '../../components/Alert/Alert';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { InfoList } from '../../components/InfoList/InfoList';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar';
import { parametersAtom, readinessAtom, startTrainingAtom, trainingAtom } from './atoms';
import { formatDate } from './files';
import { useTrainingSources } from './useTrainingSources';
import * as styles from './AdminScreen.css';

/** Training status (readiness, progress, metrics, Start Training) and the configuration in force. */
export function TrainingOverview() {
  const training = useAtomValue(trainingAtom);
  const ready = useAtomValue(readinessAtom);
  const parameters = useAtomValue(parametersAtom);
  const startTraining = useSetAtom(startTrainingAtom);
  const running = training.status === 'running';
  const sources = useTrainingSources().filter((s) => s.enabled);
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
