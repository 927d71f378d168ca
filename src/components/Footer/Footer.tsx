import { Link as AriaLink } from 'react-aria-components/Link';
import type { NavItem } from '../Header/Header';
import * as styles from './Footer.css';

export interface FooterProps {
  /** Name in the copyright line. */
  owner: string;
  /** Year in the copyright line; the app passes the current year. */
  year: number;
  links: readonly NavItem[];
}

/** Site footer: copyright with the year, and secondary links. */
export function Footer({ owner, year, links }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p>
          © {year} {owner}. All rights reserved.
        </p>
        <nav aria-label="Footer">
          <ul className={styles.list}>
            {links.map((item) => (
              <li key={item.href}>
                <AriaLink href={item.href} className={styles.link}>
                  {item.label}
                </AriaLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
