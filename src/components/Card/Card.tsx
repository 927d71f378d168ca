import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  /** Heading of the card; also names the region for assistive technology. */
  title: ReactNode;
  description?: ReactNode;
  /** Something beside the title: a badge, a count. */
  aside?: ReactNode;
  /** Heading level, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
  children?: ReactNode;
}

/** A titled surface that groups related content; a labelled section landmark. */
export function Card({ title, description, aside, headingLevel = 2, children }: CardProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.header}>
        <div>
          <Heading id={id} className={styles.title}>
            {title}
          </Heading>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
