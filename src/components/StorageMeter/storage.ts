/** Storage turns red above this share of the limit (exactly 80 % is not red). */
export const STORAGE_WARNING_PERCENT = 80;

export interface StorageUsage {
  /** Share of the limit in use, in percent, not rounded (may exceed 100). */
  percent: number;
  /** The percent for display: at most one decimal, "24.5%", "80%". */
  percentLabel: string;
  /** Above the warning threshold. */
  isCritical: boolean;
}

export function storageUsage(usedMb: number, limitMb: number): StorageUsage {
  const used = Math.max(0, usedMb);
  if (!(limitMb > 0)) {
    return { percent: used > 0 ? 100 : 0, percentLabel: used > 0 ? '100%' : '0%', isCritical: used > 0 };
  }
  const percent = (used / limitMb) * 100;
  // Compared without division, so 800 of 1000 is exactly 80 and not red.
  const isCritical = used * 100 > limitMb * STORAGE_WARNING_PERCENT;
  return { percent, percentLabel: `${Math.round(percent * 10) / 10}%`, isCritical };
}

/** "245 MB / 1000 MB". */
export function formatStorage(usedMb: number, limitMb: number): string {
  return `${usedMb} MB / ${limitMb} MB`;
}
