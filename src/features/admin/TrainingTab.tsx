import { useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { Tabs } from '../../components/Tabs/Tabs';
import { resumeTrainingAtom } from './atoms';
import { TrainingHistory } from './TrainingHistory';
import { TrainingOverview } from './TrainingOverview';
import { TrainingParameters } from './TrainingParameters';
import { TrainingSources } from './TrainingSources';

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
        { id: 'overview', label: 'Overview', content: <TrainingOverview /> },
        { id: 'history', label: 'Training History', content: <TrainingHistory /> },
        { id: 'sources', label: 'Data Sources', content: <TrainingSources /> },
        { id: 'parameters', label: 'Parameters', content: <TrainingParameters /> },
      ]}
    />
  );
}
