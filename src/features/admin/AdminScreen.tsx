import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Badge } from '../../components/Badge/Badge';
import { Card } from '../../components/Card/Card';
import { InfoList } from '../../components/InfoList/InfoList';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Tabs } from '../../components/Tabs/Tabs';
import { approvedCarrierNames, catalogProductCount } from '../../contract';
import { Spinner } from '../../components/Spinner/Spinner';
import * as styles from './AdminScreen.css';
import { lazyWithPreload } from './lazyWithPreload';
import { whenIdle } from '../../components/whenIdle';

// Each tab's parts (upload zones and file tables, sheet forms, the training tabs, chart and
// parameters) are a chunk of their own: the page runs only what the open tab shows, and fetches the
// other tabs once it is idle, so switching to one does not wait for the network.
const UploadTab = lazyWithPreload(() => import('./UploadTab').then((m) => m.UploadTab));
const SheetsTab = lazyWithPreload(() => import('./SheetsTab').then((m) => m.SheetsTab));
const TrainingTab = lazyWithPreload(() => import('./TrainingTab').then((m) => m.TrainingTab));

const tabContent = (content: ReactNode) => <Suspense fallback={<Spinner label="Loading…" />}>{content}</Suspense>;

/**
 * Fetches every tab's code when the browser is idle, one tab per idle moment so that no one task
 * evaluates them all. A failed fetch is harmless: the tab loads when it is opened.
 */
function usePreloadedTabs() {
  useEffect(() => {
    let cancel = () => {};
    const next = (queue: readonly { preload(): Promise<void> }[]) => {
      const [first, ...rest] = queue;
      if (!first) return;
      cancel = whenIdle(() => void first.preload().then(() => next(rest), () => next(rest)));
    };
    next([UploadTab, SheetsTab, TrainingTab]);
    return () => cancel();
  }, []);
}

export const adminTabs = ['upload', 'spreadsheets', 'training'] as const;
type AdminTab = (typeof adminTabs)[number];
const isAdminTab = (value: string | null): value is AdminTab => adminTabs.includes(value as AdminTab);

const ok = (text: string) => <Badge tone="success">{text}</Badge>;

/** Admin Panel (/admin). The open tab is in the address (?tab=…), so it can be linked and survives a reload. */
export function AdminScreen() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const tab = params.get('tab');
  // Each tab is a link to its address (the first tab's is the page's own): pressed before the app
  // owns the page, the browser follows it and the server answers with that tab open.
  const hrefOf = (id: AdminTab) => (id === 'upload' ? pathname : `${pathname}?tab=${id}`);
  const selected: AdminTab = isAdminTab(tab) ? tab : 'upload';
  usePreloadedTabs();

  return (
    <>
      <PageHeader title="Admin Panel" subtitle="Manage your AI system and upload training data" />
      <div className={styles.cards}>
        <Card title="System Status" headingLevel={2}>
          <InfoList
            items={[
              { label: 'AI Engine', value: ok('Operational') },
              { label: 'Database', value: ok('Connected') },
              { label: 'API Endpoints', value: ok('Healthy') },
            ]}
          />
        </Card>
        <Card title="Data Store" headingLevel={2}>
          <InfoList
            items={[
              { label: 'Documents', value: '10 files' },
              { label: 'Spreadsheets', value: '3 connected' },
              { label: 'Products', value: `${catalogProductCount} configured` },
            ]}
          />
        </Card>
        <Card title="Model Performance" headingLevel={2}>
          <InfoList
            items={[
              { label: 'Accuracy', value: '92.7%' },
              { label: 'Last Trained', value: 'May 2, 2025' },
              { label: 'Avg. Response', value: '452 ms' },
            ]}
          />
        </Card>
      </div>
      <div className={styles.section}>
        <Card title="Approved Insurance Carriers" headingLevel={2}>
          <ul className={styles.carriers} aria-label="Approved Insurance Carriers">
            {approvedCarrierNames.map((carrier) => (
              <li key={carrier}>
                <Badge tone="primary">{carrier}</Badge>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <Tabs
        label="Admin sections"
        selectedKey={selected}
        items={[
          {
            id: 'upload',
            href: hrefOf('upload'),
            label: 'Upload Documents',
            content: tabContent(<UploadTab />),
          },
          {
            id: 'spreadsheets',
            href: hrefOf('spreadsheets'),
            label: 'Spreadsheet Data',
            content: tabContent(<SheetsTab />),
          },
          {
            id: 'training',
            href: hrefOf('training'),
            label: 'AI Training',
            content: tabContent(<TrainingTab />),
          },
        ]}
      />
    </>
  );
}
