import { useState } from 'react';
import { useAtom } from 'jotai';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { NumberField } from '../../components/NumberField/NumberField';
import { Select } from '../../components/Select/Select';
import { Slider } from '../../components/Slider/Slider';
import { Switch } from '../../components/Switch/Switch';
import { toast } from '../../components/Toast/toastQueue';
import { parametersAtom } from './atoms';
import { batchSizes, optimizers, parametersSchema, type TrainingParameters } from './training';
import * as styles from './AdminScreen.css';

/** The parameters form; the ranges are the schema's, and only valid values are saved. */
export function TrainingParameters() {
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
