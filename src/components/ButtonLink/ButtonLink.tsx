import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import { buttonClass, type ButtonStyleProps } from '../Button/buttonClass';

export interface ButtonLinkProps extends Omit<AriaLinkProps, 'className' | 'style'>, ButtonStyleProps {
  /** Where it goes; client-side routing comes from the app's RouterProvider. */
  href: string;
  className?: string;
}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <AriaLink {...props} className={buttonClass({ variant, size }, className)} />;
}
