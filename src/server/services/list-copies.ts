/**
 * The copies of the post lists a server that starts cold reads instead of the whole index (see
 * repos/list-copies.ts): stored by the scheduled job, and read for a later list page when they were
 * taken at the index version now. The page then reads the list's ids, the few posts it shows, the
 * catalog and the settings, so its cost follows the page, not the size of the archive.
 */
import type { IndexedPost } from '@/shared/records';
import type { PostSummary } from '@/shared/types';
import { fromStoredSettings } from '@/shared/settings';
import { asOfNow, now } from '../clock';
import { copyName, readCopiesAt, storeCopies, type ListFacts, type ListName } from '../repos/list-copies';
import { indexInMemory, readIndexEntries, readIndexToken } from '../repos/post-index';
import { readOrderedPosts } from '../repos/post-order';
import { readStoredSettings } from '../repos/settings';
import { loadCatalog, toSummary, type Catalog } from './catalog';
import { itemsOf, listPageOf, parseListPath, type ListFrame, type ListKind, type ListPageView } from './list-pages';
import { publishedHead } from './related-lists';
import { loadCurrentSite, taxonomyOf } from './site';
import { HOME_PAGE_SIZE, LIST_PAGE_SIZE, SIDEBAR_FEATURED, extraPageOf } from './site-lists';

const published = (list: IndexedPost[] | undefined) => (list ?? []).filter((e) => e.status === 'published');

/** Stores every list's head, its ids and the home page's facts as of the index version now (the scheduled job). */
export async function refreshListCopies(): Promise<number> {
  const token = await readIndexToken();
  if (token === null) return 0;
  // Read after the version, so the copies are at least as new as the version they are stored under.
  const ordered = await readOrderedPosts(now());
  const copies = new Map<string, unknown>();
  const add = (name: ListName, list: IndexedPost[]) => {
    const posts = published(list);
    copies.set(copyName('head', name), publishedHead(posts));
    copies.set(
      copyName('order', name),
      posts.map((e) => e.id),
    );
    return posts;
  };
  const latest = add('latest', ordered.published);
  const categoryCounts: Record<string, number> = {};
  const authorCounts: Record<string, number> = {};
  const categoryTags: Record<string, string[]> = {};
  for (const [id, list] of ordered.byCategory) {
    const posts = add(`category/${id}`, list);
    categoryCounts[id] = posts.length;
    categoryTags[id] = [...new Set(posts.flatMap((e) => e.tagIds))];
  }
  for (const [id, list] of ordered.byAuthor) authorCounts[id] = add(`author/${id}`, list).length;
  for (const [id, list] of ordered.byTag) add(`tag/${id}`, list);
  const featured = latest.filter((e) => e.featured);
  const facts: ListFacts = {
    mainId: (featured[0] ?? latest[0])?.id ?? null,
    featuredIds: featured.slice(0, SIDEBAR_FEATURED).map((e) => e.id),
    categoryCounts,
    authorCounts,
    categoryTags,
  };
  copies.set(copyName('facts', 'facts'), facts);
  return storeCopies(token, copies as Parameters<typeof storeCopies>[1]);
}

/** The posts of `ids`, in that order, as list cards show them. */
async function summariesOf(ids: string[], catalog: Catalog): Promise<PostSummary[]> {
  const entries = await readIndexEntries(ids);
  const byId = new Map(entries.map((e) => [e.id, e]));
  return ids.flatMap((id) => {
    const e = byId.get(id);
    if (!e) return [];
    const { words: _words, ...entry } = e;
    return [toSummary(asOfNow(entry), catalog, 0)];
  });
}

/**
 * A later list page rendered on request (`/page/3`, `/tag/x/page/7`) as the store holds it now: from
 * the job's copies on a server that starts cold, else from the whole site held in memory.
 */
export async function loadLiveListPage(path: string): Promise<{ frame: ListFrame; view: ListPageView | null }> {
  const list = parseListPath(path);
  const copied = await listPageFromCopies(list);
  if (copied) return copied;
  const site = await loadCurrentSite();
  return { frame: site, view: list && listPageOf(site, list.kind, list.params) };
}

/**
 * A later list page from the job's copies, or null when this server already holds the index (it is
 * then cheaper to read from memory) or the copies are not of the index version now.
 */
async function listPageFromCopies(
  list: { kind: ListKind; params: { id?: string; page?: string } } | null,
): Promise<{ frame: ListFrame; view: ListPageView | null } | null> {
  if (indexInMemory()) return null;
  const token = await readIndexToken();
  if (token === null) return null;
  const name: ListName | null = !list ? null : list.kind === 'home' ? 'latest' : `${list.kind}/${list.params.id ?? ''}`;
  const [facts, order, catalog, stored] = await Promise.all([
    readCopiesAt(token, 'facts', ['facts']),
    name ? readCopiesAt(token, 'order', [name]) : null,
    loadCatalog(),
    readStoredSettings(),
  ]);
  const got = facts?.get('facts');
  if (!facts || !got || (name && !order)) return null;
  const frame: ListFrame = {
    settings: fromStoredSettings(stored),
    ...taxonomyOf(catalog, {
      category: (id) => got.categoryCounts[id] ?? 0,
      author: (id) => got.authorCounts[id] ?? 0,
    }),
  };
  const ids = (name && order?.get(name)) || [];
  return { frame, view: list ? await viewOf(list, frame, got, ids, catalog) : null };
}

async function viewOf(
  list: { kind: ListKind; params: { id?: string; page?: string } },
  frame: ListFrame,
  facts: ListFacts,
  ids: string[],
  catalog: Catalog,
): Promise<ListPageView | null> {
  if (list.kind === 'home') {
    const latest = ids.filter((id) => id !== facts.mainId);
    const page = extraPageOf(list.params.page, latest.length, HOME_PAGE_SIZE);
    if (!page) return null;
    const pageIds = latest.slice((page - 1) * HOME_PAGE_SIZE, page * HOME_PAGE_SIZE);
    // The main pick only decides that the page has posts at all; later pages do not show it.
    const picks = facts.mainId ? [facts.mainId, ...facts.featuredIds] : facts.featuredIds;
    const cards = await summariesOf([...new Set([...pageIds, ...picks])], catalog);
    const byId = new Map(cards.map((c) => [c.id, c]));
    const pick = (xs: string[]) => xs.flatMap((id) => byId.get(id) ?? []);
    return {
      kind: 'home',
      page,
      lists: {
        main: (facts.mainId && byId.get(facts.mainId)) || null,
        trending: [],
        featured: pick(facts.featuredIds),
        latest: { shown: pick(pageIds), total: latest.length },
      },
    };
  }
  const { kind } = list;
  const item = itemsOf(frame, kind).find((x) => x.id === list.params.id);
  const page = item ? extraPageOf(list.params.page, ids.length, LIST_PAGE_SIZE) : null;
  if (!item || !page) return null;
  const shown = await summariesOf(ids.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE), catalog);
  const slice = { shown, total: ids.length };
  if (kind === 'category') {
    const topics = (facts.categoryTags[item.id] ?? []).flatMap((id) => catalog.tags.get(id) ?? []);
    return { kind, item, page, list: slice, topics } as ListPageView;
  }
  return { kind, item, page, list: slice } as ListPageView;
}
