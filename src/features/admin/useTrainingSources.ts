import { useAtom, useAtomValue } from 'jotai';
import { dataSourceKeys, enabledSourcesAtom, sheetsAtom, uploadsAtom, type DataSourceKey } from './atoms';

const sourceLabels: Record<DataSourceKey, string> = {
  agentGuides: 'Agent Guides',
  trainingMaterials: 'Training Materials',
  productDocuments: 'Product Documents',
  medicalConditions: 'Medical Conditions',
  products: 'Products',
  carriers: 'Carriers',
};

/** The six training sources with their counts and whether a run uses them. */
export function useTrainingSources() {
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
