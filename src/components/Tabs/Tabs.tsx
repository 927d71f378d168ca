import { Suspense, type Key, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
  /**
   * The tab's address, when the open tab is in the address: the tab is then a real link, which
   * works before the app has hydrated the page (the server answers it with that tab open). The app
   * follows it through its router; `selectedKey` follows the address.
   */
  href?: string;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  items: readonly TabItem[];
  /** The open tab (controlled). */
  selectedKey: string;
  /** A tab chosen; not needed when the tabs are links (their address changes instead). */
  onSelectionChange?: (key: string) => void;
}

/** Tabs: arrow keys move between them, each panel is labelled by its tab. */
export function Tabs({ label, items, selectedKey, onSelectionChange }: TabsProps) {
  return (
    <AriaTabs className={styles.tabs} selectedKey={selectedKey} onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}>
      <TabList aria-label={label} className={styles.list}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} href={item.href} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {/* A prerendered page hydrates the panels after the tab list, in a commit of their own: the
          panel's first commit re-renders it at once (React Aria looks for a tabbable child in a
          layout effect), and together the two were one long task. Nothing inside suspends. */}
      <Suspense fallback={null}>
        {items.map((item) => (
          <TabPanel key={item.id} id={item.id} className={styles.panel}>
            {item.content}
          </TabPanel>
        ))}
      </Suspense>
    </AriaTabs>
  );
}
