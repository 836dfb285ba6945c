/** The report ranges of the analytics screens, as days in the site's time zone. */
import type { DayRange } from '../api/analytics';

export function today(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** The last `days` days, today included. */
export function lastDays(days: number, timeZone: string, now = new Date()): DayRange {
  const to = today(timeZone, now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

/** "1m 50s", "45s", "1h 2m". */
export function duration(seconds: number): string {
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
  return `${Math.floor(seconds / 3600)}h ${Math.floor((seconds % 3600) / 60)}m`;
}

const regions = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
export function countryName(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return 'Unknown';
  try {
    return regions?.of(code) ?? code;
  } catch {
    return code;
  }
}

export const deviceName = (device: string) => device.charAt(0).toUpperCase() + device.slice(1);
