import { documentCategories } from './files';
import { UploadCard } from './UploadCard';
import * as styles from './AdminScreen.css';

/** The Upload Documents tab: one upload card per document category. */
export function UploadTab() {
  return (
    <div className={styles.stack}>
      {documentCategories.map((category) => (
        <UploadCard key={category} category={category} />
      ))}
    </div>
  );
}
