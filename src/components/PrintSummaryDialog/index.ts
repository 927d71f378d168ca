export { PrintSummaryDialog, type PrintSummaryDialogProps, type SummaryContent } from './PrintSummaryDialog';
