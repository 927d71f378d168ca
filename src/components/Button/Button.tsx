import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { buttonClass, type ButtonStyleProps } from './buttonClass';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style'>, ButtonStyleProps {
  /** Extra class for layout (margins, grid placement) only. */
  className?: string;
}

/** A button: react-aria's Button with the house styles. Press, hover and focus are data attributes. */
export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={buttonClass({ variant, size }, className)} />;
}
