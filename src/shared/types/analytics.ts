/** The analytics API's answers (DESIGN.md, Analytics, Reading). */
export interface AnalyticsTotals {
  visitors: number;
  visits: number;
  pageviews: number;
  /** Percent of visits with one pageview. */
  bounceRate: number;
  avgVisitSeconds: number;
}
export interface AnalyticsDay {
  date: string;
  visitors: number;
  pageviews: number;
}
export interface AnalyticsOverview {
  from: string;
  to: string;
  timezone: string;
  totals: AnalyticsTotals;
  series: AnalyticsDay[];
  posts: { postId: string; title: string; visitors: number; pageviews: number }[];
  sources: { source: string; visitors: number }[];
  countries: { country: string; visitors: number }[];
  devices: { device: string; visitors: number }[];
  browsers: { browser: string; visitors: number }[];
}
export interface AnalyticsRealtime {
  visitors: number;
  pages: { path: string; visitors: number }[];
}
export interface NewsletterFigures {
  recipients: number;
  accepted: number;
  bounced: number;
  opens: number;
  machineOpens: number;
  clicks: number;
  links: { url: string; clicks: number }[];
  unsubscribes: number;
  /** Percent of accepted messages. */
  openRate: number;
  clickRate: number;
  unsubscribeRate: number;
}
export interface PostAnalytics {
  postId: string;
  title: string;
  from: string;
  to: string;
  timezone: string;
  totals: AnalyticsTotals;
  series: AnalyticsDay[];
  sources: { source: string; visitors: number }[];
  signups: number;
  newsletter?: NewsletterFigures;
}
