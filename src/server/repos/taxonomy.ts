/**
 * Categories, authors and tags, which every list and post joins with names, and pages. Each write
 * to the first three rewrites one catalog version key, so a server keeps them in memory and a
 * request reads that one key instead of listing and reading every item.
 * The scheduled job (and an import, which adds them by the hundred) stores a copy of the catalog
 * (`refreshCatalogSnapshot`), so a server that starts cold reads one document instead of every item:
 * an imported archive's hundreds of tags would otherwise cost as many reads on each cold request.
 */
import type { AuthorRecord, CategoryRecord } from '@/shared/records';
import type { Page, Tag } from '@/shared/types';
import { getJSON, setJSON } from '../storage/store';
import { versionedCache } from '../storage/versioned-cache';
import { collection, type Items } from './collection';

const CATALOG_VERSION = 'catalog-version';

const categoryItems = collection<CategoryRecord>('categories/', CATALOG_VERSION);
const authorItems = collection<AuthorRecord>('authors/', CATALOG_VERSION);
const tagItems = collection<Tag>('tags/', CATALOG_VERSION);
export const pages = collection<Page>('pages/');

export interface CatalogItems {
  categories: Items<CategoryRecord>;
  authors: Items<AuthorRecord>;
  tags: Items<Tag>;
}

/** The catalog as of a version, for servers that start cold. */
const CATALOG_SNAPSHOT = 'catalog-snapshot';
/** The version the stored copy was taken at, small, so the job can tell whether the catalog changed since. */
const CATALOG_SNAPSHOT_TOKEN = 'catalog-snapshot-token';

type Pairs<T> = [string, { etag: string; item: T }][];
/** Pairs rather than objects: an object would put numeric ids first, and the catalog keeps key order. */
interface CatalogSnapshot {
  token: string | null;
  categories: Pairs<CategoryRecord>;
  authors: Pairs<AuthorRecord>;
  tags: Pairs<Tag>;
}

async function readSnapshot(token: string | null): Promise<{ items: CatalogItems; current: boolean } | null> {
  const snap = await getJSON<CatalogSnapshot>(CATALOG_SNAPSHOT);
  if (!snap) return null;
  const items = { categories: new Map(snap.categories), authors: new Map(snap.authors), tags: new Map(snap.tags) };
  return { items, current: snap.token === token };
}

const catalog = versionedCache<CatalogItems>(
  () => CATALOG_VERSION,
  async (_id, previous, token) => {
    // Cold: the stored copy is all it needs when current, else it spares the items unchanged since.
    if (!previous) {
      const snap = await readSnapshot(token);
      if (snap?.current) return snap.items;
      previous = snap?.items;
    }
    const [c, a, t] = await Promise.all([
      categoryItems.allSince(previous?.categories),
      authorItems.allSince(previous?.authors),
      tagItems.allSince(previous?.tags),
    ]);
    return { categories: c, authors: a, tags: t };
  },
);

/**
 * Stores a copy of the catalog when its version moved since the last copy, then the version it was
 * taken at. Not run by saves, which stay one write each. Answers whether it stored one.
 */
export async function refreshCatalogSnapshot(): Promise<boolean> {
  const { token, value } = await catalog.current('all');
  const taken = await getJSON<{ token: string | null }>(CATALOG_SNAPSHOT_TOKEN);
  if (taken && taken.token === token) return false;
  const { categories: c, authors: a, tags: t } = value;
  await setJSON(CATALOG_SNAPSHOT, { token, categories: [...c], authors: [...a], tags: [...t] } satisfies CatalogSnapshot);
  await setJSON(CATALOG_SNAPSHOT_TOKEN, { token });
  return true;
}

/** Drops the copy this server holds, as if it had started cold (tests). */
export const forgetCatalogMemory = () => catalog.forget();

/** Categories, authors and tags as of this call: the same objects for as long as none of them changes. */
export const readCatalogItems = (): Promise<CatalogItems> => catalog.get('all');

const itemsOf = <T>(items: Items<T>): T[] => [...items.values()].map((x) => x.item);

/** Each collection's `all` answers from the in-memory catalog (in key order, as a listing would). */
export const categories = { ...categoryItems, all: async () => itemsOf((await readCatalogItems()).categories) };
export const authors = { ...authorItems, all: async () => itemsOf((await readCatalogItems()).authors) };
export const tags = { ...tagItems, all: async () => itemsOf((await readCatalogItems()).tags) };
