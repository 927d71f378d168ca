import { useEffect, useId, useState } from 'react';
import { Link as AriaLink } from 'react-aria-components/Link';
import { MenuToggle } from './MenuToggle';
import { isActivePath } from './isActivePath';
import * as styles from './Header.css';

export interface NavItem {
  href: string;
  label: string;
}

export interface HeaderProps {
  /** The product name, linked to the home page. */
  title: string;
  /** Primary navigation, in display order. */
  links: readonly NavItem[];
  /** Path of the page on screen; decides the highlighted link and `aria-current`. */
  currentPath: string;
  /**
   * Whether the small-screen menu starts open (stories and tests).
   * @default false
   */
  defaultMenuOpen?: boolean;
}

/** Site header: title, primary navigation, and a menu button that collapses the links on small screens. */
export function Header({ title, links, currentPath, defaultMenuOpen = false }: HeaderProps) {
  const [open, setOpen] = useState(defaultMenuOpen);
  const navId = useId();

  // Escape closes the open menu from anywhere and hands focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      document.getElementById(`${navId}-toggle`)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, navId]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <AriaLink href="/" className={styles.title}>
          {title}
        </AriaLink>
        <MenuToggle id={`${navId}-toggle`} className={styles.menuButton} isOpen={open} controls={navId} onToggle={() => setOpen((value) => !value)}>
          <MenuIcon open={open} />
          Menu
        </MenuToggle>
        <nav id={navId} aria-label="Main" className={styles.nav} data-open={open || undefined}>
          <ul className={styles.list}>
            {links.map((item) => {
              const current = isActivePath(item.href, currentPath);
              return (
                <li key={item.href}>
                  <AriaLink
                    href={item.href}
                    className={styles.navLink}
                    aria-current={current ? 'page' : undefined}
                    data-current={current || undefined}
                    onPress={() => setOpen(false)}
                  >
                    {item.label}
                  </AriaLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
