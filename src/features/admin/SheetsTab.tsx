import { sheetKeys } from './sheets';
import { SheetSection } from './SheetSection';
import * as styles from './AdminScreen.css';

/** The Spreadsheet Data tab: one connection card per sheet. */
export function SheetsTab() {
  return (
    <>
      <h2 className={styles.tabHeading}>Google Spreadsheet Connections</h2>
      <div className={styles.sheetStack}>
        {sheetKeys.map((key) => (
          <SheetSection key={key} sheetKey={key} />
        ))}
      </div>
    </>
  );
}
