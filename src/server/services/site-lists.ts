/** The spec's list rules for the prebuilt pages: home composition, paging, featured picks. */
import type { Author, PostSummary } from '@/shared/types';

export const HOME_PAGE_SIZE = 6;
export const LIST_PAGE_SIZE = 10;
export const TRENDING_COUNT = 6;
export const SIDEBAR_FEATURED = 4;
export const SIDEBAR_TAGS = 8;
export const SIDEBAR_AUTHORS = 3;
export const TOPICS_COUNT = 4;
export const FEATURED_AUTHORS = 3;
export const STAFF_PICKS = 4;

const newestFirst = (a: PostSummary, b: PostSummary) => b.publishedDate.localeCompare(a.publishedDate);

/** The first featured post by newest date, else the newest post. */
export function mainFeatured(posts: PostSummary[]): PostSummary | null {
  const sorted = [...posts].sort(newestFirst);
  return sorted.find((p) => p.featured) ?? sorted[0] ?? null;
}

/** The posts with the most likes; ties go to the newer post. */
export function trending(posts: PostSummary[], count = TRENDING_COUNT): PostSummary[] {
  return [...posts].sort((a, b) => b.likes - a.likes || newestFirst(a, b)).slice(0, count);
}

/** Newest first, without the main featured post. */
export function latest(posts: PostSummary[], main: PostSummary | null): PostSummary[] {
  return posts.filter((p) => p.id !== main?.id).sort(newestFirst);
}

export function featuredPosts(posts: PostSummary[], count: number): PostSummary[] {
  return posts
    .filter((p) => p.featured)
    .sort(newestFirst)
    .slice(0, count);
}

/** Authors with the most published posts; ties by name. */
export function topAuthors(authors: Author[], count = FEATURED_AUTHORS): Author[] {
  return [...authors].sort((a, b) => b.postCount - a.postCount || a.name.localeCompare(b.name, 'en')).slice(0, count);
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Items of 1-based `page`. */
export function pageOf<T>(items: T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}

/**
 * How many pages of each list the build writes, page 1 included (`PREBUILT_LIST_PAGES`, default 5).
 * Later pages are rendered on request (netlify/functions/list-page.ts), so the build and a publish's
 * rebuild stay the same size however large the archive grows.
 */
export function prebuiltListPages(): number {
  const n = Number(process.env.PREBUILT_LIST_PAGES);
  return Number.isInteger(n) && n >= 1 ? n : 5;
}

/** The extra pages (2 up) of a list that the build writes. */
export function prebuiltExtraPages(total: number, size: number): number[] {
  const last = Math.min(pageCount(total, size), prebuiltListPages());
  return Array.from({ length: last - 1 }, (_, i) => i + 2);
}

/** The page number in a /…/page/N address when N is one of `extraPages`, else null. */
export function extraPageOf(param: string | undefined, total: number, size: number): number | null {
  const n = Number(param);
  return Number.isInteger(n) && n >= 2 && n <= pageCount(total, size) && String(n) === param ? n : null;
}

export interface HomeLists {
  main: PostSummary | null;
  trending: PostSummary[];
  latest: PostSummary[];
  featured: PostSummary[];
}

const homeCache = new WeakMap<PostSummary[], HomeLists>();
/** Computed once per build: every /page/N of home shares the same lists. */
export function homeLists(posts: PostSummary[]): HomeLists {
  let lists = homeCache.get(posts);
  if (!lists) {
    const main = mainFeatured(posts);
    lists = { main, trending: trending(posts), latest: latest(posts, main), featured: featuredPosts(posts, SIDEBAR_FEATURED) };
    homeCache.set(posts, lists);
  }
  return lists;
}

/** Pages always built at /{slug}, found or not. */
export const REQUIRED_PAGE_SLUGS = ['privacy', 'terms'];
/** Top-level paths that belong to other routes, never to a static page. */
const TAKEN_PATHS = new Set([
  '404',
  'about',
  'admin',
  'api',
  'auth',
  'author',
  'categories',
  'category',
  'contact',
  'favicon.svg',
  'images',
  'login',
  'page',
  'pathfinder',
  'post',
  'robots.txt',
  'rss.xml',
  'saved',
  'search',
  'signup',
  'sitemap.xml',
  'sitemaps',
  'story-writer',
  'tag',
  'verify-email',
  'vision-weaver',
]);

/** Slugs of static pages that get a page at /{slug}. */
export function pageSlugs(pages: { slug: string }[]): string[] {
  const own = pages.map((p) => p.slug).filter((s) => /^[a-z0-9][a-z0-9-]*$/.test(s) && !TAKEN_PATHS.has(s));
  return [...new Set([...REQUIRED_PAGE_SLUGS, ...own])];
}

/**
 * Id of the page built under /post, /category, /tag and /author for ids that have no page of their
 * own; Netlify serves it in their place. Slugs never contain "_".
 */
export const NOT_BUILT_ID = '_';
