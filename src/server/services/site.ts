/**
 * Everything the prebuilt pages read from the store, loaded once per build: published post
 * summaries (from the index, never the bodies), categories, authors with their published counts,
 * tags, pages and settings, plus the per-category/tag/author lists the pages are cut from.
 */
import { fromStoredSettings } from '@/shared/settings';
import type { Author, Category, Page, PostSummary, SiteSettings, Tag } from '@/shared/types';
import { allLikeCounts } from '../repos/likes';
import { readIndex } from '../repos/posts';
import { readStoredSettings } from '../repos/settings';
import { pages as pageRepo } from '../repos/taxonomy';
import { loadCatalog, toSummary, type Catalog } from './catalog';
import { asOfNow, now } from '../clock';
import { readOrderedPosts, type OrderedPosts } from '../repos/post-order';

export interface SiteData {
  settings: SiteSettings;
  /** Published posts, newest first. */
  posts: PostSummary[];
  byId: Map<string, PostSummary>;
  categories: Category[];
  authors: Author[];
  tags: Tag[];
  pages: Page[];
  byCategory: Map<string, PostSummary[]>;
  byTag: Map<string, PostSummary[]>;
  byAuthor: Map<string, PostSummary[]>;
  /** Tags found on each category's posts, in first-seen order (newest posts first). */
  categoryTags: Map<string, Tag[]>;
  catalog: Catalog;
  builtAt: number;
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en');

function groupBy(posts: PostSummary[], keysOf: (p: PostSummary) => string[]): Map<string, PostSummary[]> {
  const out = new Map<string, PostSummary[]>();
  for (const p of posts) {
    for (const k of keysOf(p)) {
      const list = out.get(k);
      if (list) list.push(p);
      else out.set(k, [p]);
    }
  }
  return out;
}

/** Categories, authors and tags as the pages list them: by name, with their published posts counted. */
export function taxonomyOf(
  catalog: Catalog,
  published: { category: (id: string) => number; author: (id: string) => number },
): Pick<SiteData, 'categories' | 'authors' | 'tags'> {
  return {
    categories: [...catalog.categories.values()].map((c) => ({ ...c, postCount: published.category(c.id) })).sort(byName),
    authors: [...catalog.authors.values()].map((a) => ({ ...a, postCount: published.author(a.id) })).sort(byName),
    tags: [...catalog.tags.values()].sort(byName),
  };
}

export function assemble(parts: {
  settings: SiteSettings;
  posts: PostSummary[];
  catalog: Catalog;
  pages: Page[];
  builtAt?: number;
}): SiteData {
  const posts = parts.posts
    .filter((p) => p.status === 'published')
    .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate));
  const byCategory = groupBy(posts, (p) => [p.category.id]);
  const byTag = groupBy(posts, (p) => p.tags.map((t) => t.id));
  const byAuthor = groupBy(posts, (p) => [p.author.id]);
  const categoryTags = new Map<string, Tag[]>();
  for (const [id, list] of byCategory) {
    const seen = new Map<string, Tag>();
    for (const p of list) for (const t of p.tags) if (!seen.has(t.id)) seen.set(t.id, t);
    categoryTags.set(id, [...seen.values()]);
  }
  const { catalog } = parts;
  return {
    settings: parts.settings,
    posts,
    byId: new Map(posts.map((p) => [p.id, p])),
    ...taxonomyOf(catalog, {
      category: (id) => byCategory.get(id)?.length ?? 0,
      author: (id) => byAuthor.get(id)?.length ?? 0,
    }),
    pages: parts.pages,
    byCategory,
    byTag,
    byAuthor,
    categoryTags,
    catalog,
    builtAt: parts.builtAt ?? Date.now(),
  };
}

async function load(): Promise<SiteData> {
  const [index, catalog, likes, pages, stored] = await Promise.all([
    readIndex(),
    loadCatalog(),
    allLikeCounts(),
    pageRepo.all(),
    readStoredSettings(),
  ]);
  const posts = index
    .map(asOfNow)
    .filter((e) => e.status === 'published')
    .map((e) => toSummary(e, catalog, likes.get(e.id) ?? 0));
  return assemble({ settings: fromStoredSettings(stored), posts, catalog, pages });
}

let site: Promise<SiteData> | null = null;

/** Drops what was read, so the next page reads the store again (every request under `astro dev`). */
export function forgetSiteData(): void {
  site = null;
}

let held: { ordered: OrderedPosts; catalog: Catalog; likes: ReadonlyMap<string, number>; site: SiteData } | null = null;

/**
 * The store as it is now, for a page rendered on request (a later page of a list). The summaries
 * and lists are made once per change of the index, the catalog or the like counts (each of which
 * answers the same object while it is unchanged), not per request.
 */
export async function loadCurrentSite(): Promise<SiteData> {
  const [ordered, catalog, likes, pages, stored] = await Promise.all([
    readOrderedPosts(now()),
    loadCatalog(),
    allLikeCounts(),
    pageRepo.all(),
    readStoredSettings(),
  ]);
  const settings = fromStoredSettings(stored);
  if (held?.ordered !== ordered || held.catalog !== catalog || held.likes !== likes) {
    const posts = ordered.published.map(({ words: _w, ...e }) => toSummary(e, catalog, likes.get(e.id) ?? 0));
    held = { ordered, catalog, likes, site: assemble({ settings, posts, catalog, pages }) };
  }
  return { ...held.site, settings, pages, builtAt: Date.now() };
}

/** The store as it was when the build started; every page reads this one copy. */
export function loadSite(): Promise<SiteData> {
  return (site ??= load());
}
