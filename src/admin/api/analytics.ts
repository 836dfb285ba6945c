import { api } from '@/browser/api';
import type { AnalyticsOverview, AnalyticsRealtime, PostAnalytics } from '@/shared/types';

export interface DayRange {
  from: string;
  to: string;
}
const range = (r: DayRange) => `from=${r.from}&to=${r.to}`;

/** The analytics reports (staff; authors and contributors get their own posts' figures). */
export const analyticsApi = {
  overview: async (r: DayRange) => (await api.get<AnalyticsOverview>(`/analytics/overview?${range(r)}`)).data,
  realtime: async () => (await api.get<AnalyticsRealtime>('/analytics/realtime')).data,
  post: async (id: string, r: DayRange) =>
    (await api.get<PostAnalytics>(`/analytics/posts/${encodeURIComponent(id)}?${range(r)}`)).data,
};
