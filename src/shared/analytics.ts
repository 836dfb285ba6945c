/** Analytics constants both the server and the admin app read (DESIGN.md, Analytics). */
export const WEB_ANALYTICS_MODES = ['on', 'off'] as const;
export const EMAIL_TRACKING_MODES = ['aggregate', 'off'] as const;

export const ANALYTICS_LIMITS = {
  /** The tracker every public page loads, minified and gzipped. */
  trackerGzipBytes: 700,
  /** Largest event body accepted (bytes). */
  eventBytes: 1024,
  /** A visit ends after this long without a pageview. */
  visitGapMs: 30 * 60_000,
  /** Realtime counts visitors of the last five minutes. */
  realtimeMs: 5 * 60_000,
  /** The longest range a report may cover, in months. */
  maxRangeMonths: 25,
  /** Rows per list in the overview unless `limit` asks for more. */
  listRows: 10,
} as const;

export const EVENT_TYPES = ['pageview', 'engage'] as const;
export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** mobile < 768 ≤ tablet < 1024 ≤ desktop (CSS pixels of the viewport). */
export const deviceOf = (width: number): Device => (width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop');

/** Range choices of the admin screens, by the number of days they end with today. */
export const ANALYTICS_RANGES = [
  { label: 'Last 7 days', days: 7 },
  { label: 'Last 30 days', days: 30 },
  { label: 'Last 12 months', days: 365 },
] as const;
