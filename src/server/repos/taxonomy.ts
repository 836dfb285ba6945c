/**
 * Categories, authors and tags, which every list and post joins with names, and pages. Each write
 * to the first three rewrites one catalog version key, so a server keeps them in memory and a
 * request reads that one key instead of listing and reading every item.
 */
import type { AuthorRecord, CategoryRecord } from '@/shared/records';
import type { Page, Tag } from '@/shared/types';
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

const catalog = versionedCache<CatalogItems>(
  () => CATALOG_VERSION,
  async (_id, previous) => {
    const [c, a, t] = await Promise.all([
      categoryItems.allSince(previous?.categories),
      authorItems.allSince(previous?.authors),
      tagItems.allSince(previous?.tags),
    ]);
    return { categories: c, authors: a, tags: t };
  },
);

/** Categories, authors and tags as of this call: the same objects for as long as none of them changes. */
export const readCatalogItems = (): Promise<CatalogItems> => catalog.get('all');

const itemsOf = <T>(items: Items<T>): T[] => [...items.values()].map((x) => x.item);

/** Each collection's `all` answers from the in-memory catalog (in key order, as a listing would). */
export const categories = { ...categoryItems, all: async () => itemsOf((await readCatalogItems()).categories) };
export const authors = { ...authorItems, all: async () => itemsOf((await readCatalogItems()).authors) };
export const tags = { ...tagItems, all: async () => itemsOf((await readCatalogItems()).tags) };
