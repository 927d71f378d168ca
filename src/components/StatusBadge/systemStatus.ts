import type { BadgeTone } from '../Badge/Badge.css';
import type { IconName } from '../Icon/Icon';

export const knownSystemStatuses = ['operational', 'maintenance', 'issue'] as const;
export type KnownSystemStatus = (typeof knownSystemStatuses)[number];

export interface StatusBadgeLook {
  label: string;
  tone: BadgeTone;
  icon: IconName;
}

const looks: Record<KnownSystemStatus, StatusBadgeLook> = {
  operational: { label: 'Operational', tone: 'success', icon: 'check' },
  maintenance: { label: 'Maintenance', tone: 'warning', icon: 'wrench' },
  issue: { label: 'Issue Detected', tone: 'danger', icon: 'alert' },
};

const unknown: StatusBadgeLook = { label: 'Unknown', tone: 'neutral', icon: 'question' };

/** The badge for a system status: the three of docs/product.md §4, and "Unknown" for any other value. */
export function systemStatusLook(status: string): StatusBadgeLook {
  return Object.hasOwn(looks, status) ? looks[status as KnownSystemStatus] : unknown;
}
