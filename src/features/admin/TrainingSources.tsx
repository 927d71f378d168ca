import { Card } from '../../components/Card/Card';
import { Switch } from '../../components/Switch/Switch';
import { toast } from '../../components/Toast/toastQueue';
import { useTrainingSources } from './useTrainingSources';
import * as styles from './AdminScreen.css';

/** A switch per training source. */
export function TrainingSources() {
  const sources = useTrainingSources();
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
