import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { button, type ButtonStyleProps } from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style'>, ButtonStyleProps {
  /** Extra class for layout (margins, grid placement) only. */
  className?: string;
}

/** A button: react-aria's Button with the house styles. Press, hover and focus are data attributes. */
export function Button({ variant, size, className, ...props }: ButtonProps) {
  const classes = [button({ variant, size }), className].filter(Boolean).join(' ');
  return <AriaButton {...props} className={classes} />;
}
