export { QuestionsDialog, type QuestionsDialogProps } from './QuestionsDialog';
