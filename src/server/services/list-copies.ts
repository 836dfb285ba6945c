/**
 * The copies of the post lists a server that starts cold reads instead of the whole index (see
 * repos/list-copies.ts): kept current by every save, rebuilt by the scheduled job only when a save
 * could not update them. A later list page then reads the list's ids, the few posts it shows, the
 * counts, the catalog and the settings, so its cost follows the page, not the size of the archive.
 */
import type { IndexedPost, PostIndexEntry } from '@/shared/records';
import type { PostSummary } from '@/shared/types';
import { fromStoredSettings } from '@/shared/settings';
import { asOfNow } from '../clock';
import {
  beginRebuild,
  copiesAreWhole,
  copyName,
  finishRebuild,
  readCopy,
  type CopyName,
  type ListCounts,
  type ListName,
  type Topic,
} from '../repos/list-copies';
import { HEAD_SIZE, listsOf, withoutWords } from '../repos/list-copy-updates';
import { newestFirst, orderCopiesOf, orderLength, readOrderRange, type Dated, type MonthCounts } from '../repos/list-order';
import { indexInMemory, readIndexEntries, readIndexedPosts } from '../repos/post-index';
import { readStoredSettings } from '../repos/settings';
import { loadCatalog, toSummary, type Catalog } from './catalog';
import { itemsOf, listPageOf, parseListPath, type ListFrame, type ListKind, type ListPageView } from './list-pages';
import { loadCurrentSite, taxonomyOf } from './site';
import { HOME_PAGE_SIZE, LIST_PAGE_SIZE, SIDEBAR_FEATURED, extraPageOf } from './site-lists';

/** Every copy as the index holds it: what the saves keep current one change at a time. */
export function listCopiesOf(entries: IndexedPost[]): Map<CopyName, unknown> {
  const lists = new Map<ListName, PostIndexEntry[]>();
  for (const e of [...entries].sort(newestFirst)) {
    for (const name of listsOf(e)) {
      const list = lists.get(name);
      if (list) list.push(withoutWords(e));
      else lists.set(name, [withoutWords(e)]);
    }
  }
  const copies = new Map<CopyName, unknown>();
  const counts: ListCounts = { categoryCounts: {}, authorCounts: {} };
  for (const [name, posts] of lists) {
    const { months, orders } = orderCopiesOf(name, posts);
    copies.set(copyName('months', name), months);
    for (const [month, order] of orders) copies.set(copyName('order', month), order);
    if (name !== 'featured') copies.set(copyName('head', name), posts.slice(0, HEAD_SIZE));
    const [kind, id] = [name.slice(0, name.indexOf('/')), name.slice(name.indexOf('/') + 1)];
    if (kind === 'author') counts.authorCounts[id] = posts.length;
    if (kind !== 'category') continue;
    counts.categoryCounts[id] = posts.length;
    const topics = new Map<string, Topic>();
    for (const e of posts) e.tagIds.forEach((t, place) => topics.has(t) || topics.set(t, [t, e.id, e.publishedDate, place]));
    copies.set(copyName('topics', id), [...topics.values()]);
  }
  copies.set(copyName('facts', 'counts'), counts);
  return copies;
}

/**
 * Rebuilds every copy from the whole index when a save could not update them, or none was built yet
 * (the scheduled job); answers how many it stored, 0 when they were whole, or null when a save
 * interfered (the next run tries again).
 */
export async function refreshListCopies(): Promise<number | null> {
  if (await copiesAreWhole()) return 0;
  const begun = await beginRebuild();
  // Read after beginRebuild, so a save made since either is in the index read here or wins its copy.
  return finishRebuild(begun, listCopiesOf(await readIndexedPosts()));
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
 * the copies of the lists on a server that starts cold, else from the whole site held in memory.
 */
export async function loadLiveListPage(path: string): Promise<{ frame: ListFrame; view: ListPageView | null }> {
  const list = parseListPath(path);
  const copied = await listPageFromCopies(list);
  if (copied) return copied;
  const site = await loadCurrentSite();
  return { frame: site, view: list && listPageOf(site, list.kind, list.params) };
}

/**
 * A later list page from the copies, or null when this server already holds the index (it is then
 * cheaper to read from memory) or the copies are not whole.
 */
async function listPageFromCopies(
  list: { kind: ListKind; params: { id?: string; page?: string } } | null,
): Promise<{ frame: ListFrame; view: ListPageView | null } | null> {
  if (indexInMemory()) return null;
  const name: ListName | null = !list ? null : list.kind === 'home' ? 'latest' : `${list.kind}/${list.params.id ?? ''}`;
  const [whole, counts, months, featuredMonths, topics, catalog, stored] = await Promise.all([
    copiesAreWhole(),
    readCopy('facts', 'counts'),
    name ? readCopy('months', name) : null,
    name === 'latest' ? readCopy('months', 'featured') : null,
    list?.kind === 'category' ? readCopy('topics', list.params.id ?? '') : null,
    loadCatalog(),
    readStoredSettings(),
  ]);
  if (!whole) return null;
  const got = counts ?? { categoryCounts: {}, authorCounts: {} };
  const frame: ListFrame = {
    settings: fromStoredSettings(stored),
    ...taxonomyOf(catalog, {
      category: (id) => got.categoryCounts[id] ?? 0,
      author: (id) => got.authorCounts[id] ?? 0,
    }),
  };
  if (!list || !name) return { frame, view: null };
  const tags = (topics ?? []).map((t) => t[0]);
  const view =
    list.kind === 'home'
      ? await homeViewOf(list.params.page, months, featuredMonths, catalog)
      : await listViewOf({ ...list, kind: list.kind }, name, months, frame, tags, catalog);
  return { frame, view };
}

/** A later home page: Latest Posts without the main pick (the newest featured post, else the newest post). */
async function homeViewOf(
  param: string | undefined,
  months: MonthCounts | null,
  featuredMonths: MonthCounts | null,
  catalog: Catalog,
): Promise<ListPageView | null> {
  const featured = await readOrderRange('featured', featuredMonths, 0, SIDEBAR_FEATURED);
  const main: Dated | null = featured.ids[0]
    ? { id: featured.ids[0], publishedDate: featured.dates[0]! }
    : await firstOf('latest', months);
  const total = orderLength(months) - (main ? 1 : 0);
  const page = extraPageOf(param, total, HOME_PAGE_SIZE);
  if (!page) return null;
  // One place more than the page, for the main pick that Latest Posts leaves out.
  const from = (page - 1) * HOME_PAGE_SIZE;
  const around = await readOrderRange('latest', months, from, from + HOME_PAGE_SIZE + 1);
  const at = (k: number): Dated => ({ id: around.ids[k]!, publishedDate: around.dates[k]! });
  const before = main && around.ids.length > 0 && !around.ids.includes(main.id) && newestFirst(main, at(0)) < 0;
  const pageIds = around.ids.filter((id) => id !== main?.id).slice(before ? 1 : 0, (before ? 1 : 0) + HOME_PAGE_SIZE);
  const picks = main ? [main.id, ...featured.ids] : featured.ids;
  const cards = await summariesOf([...new Set([...pageIds, ...picks])], catalog);
  const byId = new Map(cards.map((c) => [c.id, c]));
  const pick = (xs: string[]) => xs.flatMap((id) => byId.get(id) ?? []);
  return {
    kind: 'home',
    page,
    lists: {
      main: (main && byId.get(main.id)) || null,
      trending: [],
      featured: pick(featured.ids),
      latest: { shown: pick(pageIds), total },
    },
  };
}

async function firstOf(list: ListName, months: MonthCounts | null): Promise<Dated | null> {
  const { ids, dates } = await readOrderRange(list, months, 0, 1);
  return ids[0] ? { id: ids[0], publishedDate: dates[0]! } : null;
}

async function listViewOf(
  list: { kind: Exclude<ListKind, 'home'>; params: { id?: string; page?: string } },
  name: ListName,
  months: MonthCounts | null,
  frame: ListFrame,
  tags: string[],
  catalog: Catalog,
): Promise<ListPageView | null> {
  const { kind } = list;
  const total = orderLength(months);
  const item = itemsOf(frame, kind).find((x) => x.id === list.params.id);
  const page = item ? extraPageOf(list.params.page, total, LIST_PAGE_SIZE) : null;
  if (!item || !page) return null;
  const { ids } = await readOrderRange(name, months, (page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE);
  const slice = { shown: await summariesOf(ids, catalog), total };
  if (kind === 'category') {
    const topics = tags.flatMap((id) => catalog.tags.get(id) ?? []);
    return { kind, item, page, list: slice, topics } as ListPageView;
  }
  return { kind, item, page, list: slice } as ListPageView;
}
