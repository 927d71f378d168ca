import { useAtomValue } from 'jotai';
import { AccuracyChart } from '../../components/AccuracyChart/AccuracyChart';
import { Badge } from '../../components/Badge/Badge';
import { DataTable } from '../../components/DataTable/DataTable';
import { trainingAtom } from './atoms';
import { formatDate } from './files';
import * as styles from './AdminScreen.css';
import { groupThousands } from '../../components/format/groupThousands';

/** Past runs as a table, and their accuracy as a chart. */
export function TrainingHistory() {
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
            groupThousands(s.dataPoints),
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
