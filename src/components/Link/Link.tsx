import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { link } from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style'> {
  className?: string;
}

/** An inline text link. Internal hrefs route through the app's RouterProvider. */
export function Link({ className, ...props }: LinkProps) {
  return <AriaLink {...props} className={[link, className].filter(Boolean).join(' ')} />;
}
