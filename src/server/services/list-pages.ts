/**
 * Later pages of the home list and of each category's, tag's and author's list (`/page/N`,
 * `/{kind}/{id}/page/N`): which the build writes, and which page an address names. The static
 * routes and the route rendered on request (src/pages/live/list) share both, so they agree.
 */
import type { Author, Category, PostSummary, Tag } from '@/shared/types';
import type { SiteData } from './site';
import { HOME_PAGE_SIZE, LIST_PAGE_SIZE, extraPageOf, homeLists, pageOf, prebuiltExtraPages } from './site-lists';

export type ListKind = 'home' | 'category' | 'tag' | 'author';

/** One page of a list: its posts, and how many the whole list holds (for the pager and the counts). */
export interface ListSlice {
  shown: PostSummary[];
  total: number;
}

/** What the home page shows: Latest Posts' page beside the picks (trending and main only on page 1). */
export interface HomeSlices {
  main: PostSummary | null;
  trending: PostSummary[];
  featured: PostSummary[];
  latest: ListSlice;
}

/** What every list page shows around its list, whether read from the whole site or from the job's copies. */
export type ListFrame = Pick<SiteData, 'settings' | 'categories' | 'tags' | 'authors'>;

export type ListPageView =
  | { kind: 'home'; page: number; lists: HomeSlices }
  | { kind: 'category'; item: Category; page: number; list: ListSlice; topics: Tag[] }
  | { kind: 'tag'; item: Tag; page: number; list: ListSlice }
  | { kind: 'author'; item: Author; page: number; list: ListSlice };

export const sliceOf = (posts: PostSummary[], page: number, size = LIST_PAGE_SIZE): ListSlice => ({
  shown: pageOf(posts, page, size),
  total: posts.length,
});

/** The home page's lists for page `page`, from the whole site. */
export function homeSlices(site: SiteData, page: number): HomeSlices {
  const { main, trending, latest, featured } = homeLists(site.posts);
  return { main, trending: page === 1 ? trending : [], featured, latest: sliceOf(latest, page, HOME_PAGE_SIZE) };
}

const listOf = (site: SiteData, kind: Exclude<ListKind, 'home'>, id: string) =>
  (kind === 'category' ? site.byCategory : kind === 'tag' ? site.byTag : site.byAuthor).get(id) ?? [];

export const itemsOf = (frame: ListFrame, kind: Exclude<ListKind, 'home'>): (Category | Tag | Author)[] =>
  kind === 'category' ? frame.categories : kind === 'tag' ? frame.tags : frame.authors;

/** The static paths of one kind's later pages, up to `PREBUILT_LIST_PAGES` per list. */
export function prebuiltListPaths(site: SiteData, kind: ListKind): { params: Record<string, string> }[] {
  if (kind === 'home')
    return prebuiltExtraPages(homeLists(site.posts).latest.length, HOME_PAGE_SIZE).map((n) => ({ params: { page: String(n) } }));
  return itemsOf(site, kind).flatMap((item) =>
    prebuiltExtraPages(listOf(site, kind, item.id).length, LIST_PAGE_SIZE).map((n) => ({
      params: { id: item.id, page: String(n) },
    })),
  );
}

/** The page an address names (`id` and `page` as in the route's params), or null: not found. */
export function listPageOf(site: SiteData, kind: ListKind, params: { id?: string; page?: string }): ListPageView | null {
  if (kind === 'home') {
    const page = extraPageOf(params.page, homeLists(site.posts).latest.length, HOME_PAGE_SIZE);
    return page ? { kind, page, lists: homeSlices(site, page) } : null;
  }
  const item = itemsOf(site, kind).find((x) => x.id === params.id);
  const posts = item ? listOf(site, kind, item.id) : [];
  const page = item ? extraPageOf(params.page, posts.length, LIST_PAGE_SIZE) : null;
  if (!item || !page) return null;
  const list = sliceOf(posts, page);
  return (
    kind === 'category' ? { kind, item, page, list, topics: site.categoryTags.get(item.id) ?? [] } : { kind, item, page, list }
  ) as ListPageView;
}

const LIVE_PATH = /^\/(?:page\/([^/]+)|(category|tag|author)\/([^/]+)\/page\/([^/]+))\/?$/;

/** The list and params a reader's path names (`/page/3`, `/tag/x/page/7`), or null when it names none. */
export function parseListPath(path: string): { kind: ListKind; params: { id?: string; page?: string } } | null {
  const m = LIVE_PATH.exec(path);
  if (!m) return null;
  if (m[1] !== undefined) return { kind: 'home', params: { page: m[1] } };
  try {
    return { kind: m[2] as ListKind, params: { id: decodeURIComponent(m[3]!), page: m[4] } };
  } catch {
    return null; // malformed %-escapes name no list
  }
}
