export { ClientSummary, PrintOnly, type ClientSummaryProps, type SummaryCopy } from './ClientSummary';
