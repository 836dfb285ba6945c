import { map } from 'nanostores';
import { api } from '@/browser/api';
import type { PostSummary } from '@/shared/types';
import { commentsApi, type AdminComment } from '../api/inbox';
import { monthStart, postsPerMonth, type MonthCount } from '../lib/dates';
import { loadAuthors, loadCategories } from './taxonomy';
import { countReviewQueue } from './posts';
import { can, roleOf } from '@/shared/roles';
import { $auth } from '@/stores/auth';

export const CHART_MONTHS = 6;
export const LATEST_COMMENTS = 5;

/** Each part is null until its own request answers, so the fast parts show first. */
export interface DashboardState {
  error: string | null;
  totalPosts: number | null;
  perMonth: MonthCount[] | null;
  totalComments: number | null;
  latestComments: AdminComment[] | null;
  /** Scheduled posts, soonest first. */
  upcoming: PostSummary[] | null;
  /** Drafts submitted for review (only for those who may publish them). */
  reviewQueue: number | null;
}

export const $dashboard = map<DashboardState>({
  error: null,
  totalPosts: null,
  perMonth: null,
  totalComments: null,
  latestComments: null,
  upcoming: null,
  reviewQueue: null,
});

/**
 * Published dates of the posts inside the chart window. The list comes newest first, so paging
 * stops at the first page that reaches past the window instead of reading every post.
 */
async function recentPublishedDates(since: Date): Promise<{ dates: string[]; total: number }> {
  const limit = 100;
  const dates: string[] = [];
  let total: number;
  for (let offset = 0; ; offset += limit) {
    const res = await api.get<PostSummary[]>('/posts', { status: 'all', limit, offset });
    total = res.meta?.total ?? res.data.length;
    for (const p of res.data) dates.push(p.publishedDate);
    const oldest = res.data.at(-1)?.publishedDate;
    if (!res.meta || res.data.length < limit || offset + limit >= total || (oldest && new Date(oldest) < since)) break;
  }
  return { dates, total };
}

async function loadPostStats(now: Date): Promise<void> {
  const { dates, total } = await recentPublishedDates(monthStart(now, CHART_MONTHS - 1));
  $dashboard.setKey('totalPosts', total);
  $dashboard.setKey('perMonth', postsPerMonth(dates, now, CHART_MONTHS));
}

async function loadCommentStats(): Promise<void> {
  const { items, total } = await commentsApi.latest(LATEST_COMMENTS);
  $dashboard.setKey('totalComments', total);
  $dashboard.setKey(
    'latestComments',
    [...items].sort((a, b) => b.timestamp.localeCompare(a.timestamp)).slice(0, LATEST_COMMENTS),
  );
}

export const UPCOMING = 5;

async function loadUpcoming(): Promise<void> {
  // The list is newest first, so the soonest are at its end.
  const res = await api.get<PostSummary[]>('/posts', { status: 'scheduled', limit: 100 });
  $dashboard.setKey('upcoming', [...res.data].reverse().slice(0, UPCOMING));
}

async function loadReviewQueue(): Promise<void> {
  $dashboard.setKey('reviewQueue', await countReviewQueue());
}

export async function loadDashboard(now = new Date()): Promise<void> {
  $dashboard.setKey('error', null);
  const user = $auth.get().user;
  // Comments are for those who moderate them: the server refuses the list to anyone else.
  const moderates = Boolean(user && can(roleOf(user), 'content.manage'));
  const reviews = Boolean(user && can(roleOf(user), 'posts.others'));
  const results = await Promise.allSettled([
    loadPostStats(now),
    moderates ? loadCommentStats() : Promise.resolve(),
    loadUpcoming(),
    reviews ? loadReviewQueue() : Promise.resolve(),
    loadCategories(),
    loadAuthors(),
  ]);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) $dashboard.setKey('error', (failed.reason as Error).message || 'Failed to load the dashboard.');
}
