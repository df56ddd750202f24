const units = ['KB', 'MB', 'GB'] as const;

/**
 * A byte count as people read it: "512 bytes", "1 byte", "12.3 KB", "50 MB" (1 KB = 1024 bytes, one
 * decimal below 100, none from 100 up, a trailing ".0" dropped).
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${Math.round(bytes)} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = value >= 100 ? Math.round(value).toString() : (Math.round(value * 10) / 10).toString();
  return `${shown} ${units[unit] ?? 'GB'}`;
}
