/**
 * Later pages of the home list and of each category's, tag's and author's list (`/page/N`,
 * `/{kind}/{id}/page/N`): which the build writes, and which page an address names. The static
 * routes and the route rendered on request (src/pages/live/list) share both, so they agree.
 */
import type { Author, Category, Tag } from '@/shared/types';
import type { SiteData } from './site';
import { HOME_PAGE_SIZE, LIST_PAGE_SIZE, extraPageOf, homeLists, prebuiltExtraPages } from './site-lists';

export type ListKind = 'home' | 'category' | 'tag' | 'author';

export type ListPageView =
  | { kind: 'home'; page: number }
  | { kind: 'category'; item: Category; page: number }
  | { kind: 'tag'; item: Tag; page: number }
  | { kind: 'author'; item: Author; page: number };

const listOf = (site: SiteData, kind: Exclude<ListKind, 'home'>, id: string) =>
  (kind === 'category' ? site.byCategory : kind === 'tag' ? site.byTag : site.byAuthor).get(id) ?? [];

const itemsOf = (site: SiteData, kind: Exclude<ListKind, 'home'>): (Category | Tag | Author)[] =>
  kind === 'category' ? site.categories : kind === 'tag' ? site.tags : site.authors;

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
    return page ? { kind, page } : null;
  }
  const item = itemsOf(site, kind).find((x) => x.id === params.id);
  const page = item ? extraPageOf(params.page, listOf(site, kind, item.id).length, LIST_PAGE_SIZE) : null;
  if (!item || !page) return null;
  return { kind, item, page } as ListPageView;
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
