import { useRef, type ReactNode } from 'react';
import { useButton } from 'react-aria/useButton';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';
import { mergeProps } from 'react-aria/mergeProps';
import { buttonClass } from '../Button/buttonClass';

export interface MenuToggleProps {
  id: string;
  /** Extra class for layout. */
  className?: string;
  /** Whether the menu it opens is open. */
  isOpen: boolean;
  /** The id of the menu it opens. */
  controls: string;
  onToggle: () => void;
  children: ReactNode;
}

/**
 * The header's menu button: a ghost Button in look and behaviour (React Aria's press, hover and
 * focus-ring hooks, the same data attributes for the house styles), built from the hooks rather than
 * React Aria's Button. That Button brings its pending state's progress bar and number formatter
 * (about 3 kB gzip) to every page's start, where this is the only button (docs/production.md).
 */
export function MenuToggle({ id, className, isOpen, controls, onToggle, children }: MenuToggleProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps, isPressed } = useButton({ id, onPress: onToggle, 'aria-expanded': isOpen, 'aria-controls': controls }, ref);
  const { hoverProps, isHovered } = useHover({});
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <button
      {...mergeProps(buttonProps, hoverProps, focusProps)}
      ref={ref}
      className={buttonClass({ variant: 'ghost' }, className)}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
    </button>
  );
}
