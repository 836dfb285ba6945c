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
import { HEAD_SIZE, listsOf, newestFirst, withoutWords } from '../repos/list-copy-updates';
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
    copies.set(copyName('order', name), { ids: posts.map((e) => e.id), dates: posts.map((e) => e.publishedDate) });
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
  const [whole, counts, order, featured, topics, catalog, stored] = await Promise.all([
    copiesAreWhole(),
    readCopy('facts', 'counts'),
    name ? readCopy('order', name) : null,
    name === 'latest' ? readCopy('order', 'featured') : null,
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
  if (!list) return { frame, view: null };
  const ids = order?.ids ?? [];
  const tags = (topics ?? []).map((t) => t[0]);
  return { frame, view: await viewOf(list, frame, { ids, featured: featured?.ids ?? [], tags }, catalog) };
}

async function viewOf(
  list: { kind: ListKind; params: { id?: string; page?: string } },
  frame: ListFrame,
  copies: { ids: string[]; featured: string[]; tags: string[] },
  catalog: Catalog,
): Promise<ListPageView | null> {
  const { ids } = copies;
  if (list.kind === 'home') {
    // The main pick: the newest featured post, else the newest post; Latest Posts leaves it out.
    const mainId = copies.featured[0] ?? ids[0] ?? null;
    const featuredIds = copies.featured.slice(0, SIDEBAR_FEATURED);
    const latest = ids.filter((id) => id !== mainId);
    const page = extraPageOf(list.params.page, latest.length, HOME_PAGE_SIZE);
    if (!page) return null;
    const pageIds = latest.slice((page - 1) * HOME_PAGE_SIZE, page * HOME_PAGE_SIZE);
    const picks = mainId ? [mainId, ...featuredIds] : featuredIds;
    const cards = await summariesOf([...new Set([...pageIds, ...picks])], catalog);
    const byId = new Map(cards.map((c) => [c.id, c]));
    const pick = (xs: string[]) => xs.flatMap((id) => byId.get(id) ?? []);
    return {
      kind: 'home',
      page,
      lists: {
        main: (mainId && byId.get(mainId)) || null,
        trending: [],
        featured: pick(featuredIds),
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
    const topics = copies.tags.flatMap((id) => catalog.tags.get(id) ?? []);
    return { kind, item, page, list: slice, topics } as ListPageView;
  }
  return { kind, item, page, list: slice } as ListPageView;
}
