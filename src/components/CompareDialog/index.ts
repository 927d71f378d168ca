export { CompareDialog, type CompareDialogProps } from './CompareDialog';
