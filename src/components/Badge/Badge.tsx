import type { ReactNode } from 'react';
import { badge, type BadgeTone } from './Badge.css';

export interface BadgeProps {
  /** Colour role; the text must carry the meaning too, never the colour alone. @default 'neutral' */
  tone?: BadgeTone;
  /** A small icon before the text (decorative). */
  icon?: ReactNode;
  children: ReactNode;
}

/** A short status label in a pill. */
export function Badge({ tone = 'neutral', icon, children }: BadgeProps) {
  return (
    <span className={badge({ tone })} data-tone={tone}>
      {icon}
      {children}
    </span>
  );
}
