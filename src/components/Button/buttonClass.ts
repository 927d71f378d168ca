import { base, size as sizes, variant as variants } from './Button.css';
import type { buttonSizes, buttonVariants } from './Button.css';

export interface ButtonStyleProps {
  /** The look: primary (the default) for the one main action, the others for the rest. */
  variant?: (typeof buttonVariants)[number];
  /** md (the default) or sm, a shorter button for tight rows. */
  size?: (typeof buttonSizes)[number];
}

/** The button's classes for a variant and a size, with a layout class of the caller's after them. */
export function buttonClass({ variant = 'primary', size = 'md' }: ButtonStyleProps, className?: string): string {
  return [base, variants[variant], sizes[size], className].filter(Boolean).join(' ');
}
