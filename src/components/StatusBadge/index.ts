export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
export { knownSystemStatuses, systemStatusLook, type KnownSystemStatus, type StatusBadgeLook } from './systemStatus';
