export { Button, type ButtonProps } from './Button';
export { buttonVariants, buttonSizes } from './Button.css';
