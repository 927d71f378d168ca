import { Badge } from '../Badge/Badge';
import { Icon } from '../Icon/Icon';
import { systemStatusLook } from './systemStatus';

export interface StatusBadgeProps {
  /** `operational`, `maintenance` or `issue`; any other value shows "Unknown". */
  status: string;
}

/** The system status as a coloured badge with an icon and words. */
export function StatusBadge({ status }: StatusBadgeProps) {
  const look = systemStatusLook(status);
  return (
    <Badge tone={look.tone} icon={<Icon name={look.icon} size={14} />}>
      {look.label}
    </Badge>
  );
}
