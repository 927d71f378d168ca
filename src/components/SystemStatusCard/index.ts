export { SystemStatusCard, type SystemStatus, type SystemStatusCardProps } from './SystemStatusCard';
