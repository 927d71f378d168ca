export { ClientSummary, PrintOnly, type ClientSummaryProps } from './ClientSummary';
