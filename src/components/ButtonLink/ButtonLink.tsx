import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import { button, type ButtonStyleProps } from '../Button/Button.css';

export interface ButtonLinkProps extends Omit<AriaLinkProps, 'className' | 'style'>, ButtonStyleProps {
  /** Where it goes; client-side routing comes from the app's RouterProvider. */
  href: string;
  className?: string;
}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  const classes = [button({ variant, size }), className].filter(Boolean).join(' ');
  return <AriaLink {...props} className={classes} />;
}
