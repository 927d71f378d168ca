import { Fragment, useId } from 'react';
import { Button } from '../Button/Button';
import { clientLineParts, type ClientLineProfile } from './summary';
import * as styles from './ClientLine.css';

export interface ClientLineProps {
  /** The profile the shown results were searched with. */
  profile: ClientLineProfile;
  /** "Edit" was pressed: the screen unfolds the form and moves focus into it. */
  onEdit: () => void;
  /** The line's heading level, to fit the page outline (it stands where the form's card title was). @default 2 */
  headingLevel?: 2 | 3;
  /** Extra class for layout only (the screen shows the line below its desktop width). */
  className?: string;
}

/**
 * The searched client in one line, where the health form folds once results show: "68F ·
 * non-smoker · 3 medications · 1 condition · $15,000 final expense", and Edit. Counts only, never a
 * drug or a condition by name (summary.ts). The parts wrap between them, never inside one.
 */
export function ClientLine({ profile, onEdit, headingLevel = 2, className }: ClientLineProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const parts = clientLineParts(profile);
  return (
    <section className={className ? `${styles.line} ${className}` : styles.line} aria-labelledby={id}>
      <Heading id={id} className={styles.title}>
        Health Information
      </Heading>
      <p className={styles.parts}>
        {parts.map((part, i) => (
          <Fragment key={i}>
            {/* The separator, outside the part, is where the line may wrap. */}
            {i > 0 ? <span className={styles.dot}>{' · '}</span> : null}
            <span className={styles.part}>{part}</span>
          </Fragment>
        ))}
      </p>
      <Button variant="secondary" size="sm" onPress={onEdit} aria-label="Edit the health information" className={styles.edit}>
        Edit
      </Button>
    </section>
  );
}
