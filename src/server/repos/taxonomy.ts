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

export const categories = collection<CategoryRecord>('categories/', CATALOG_VERSION);
export const authors = collection<AuthorRecord>('authors/', CATALOG_VERSION);
export const tags = collection<Tag>('tags/', CATALOG_VERSION);
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
      categories.allSince(previous?.categories),
      authors.allSince(previous?.authors),
      tags.allSince(previous?.tags),
    ]);
    return { categories: c, authors: a, tags: t };
  },
);

/** Categories, authors and tags as of this call: the same objects for as long as none of them changes. */
export const readCatalogItems = (): Promise<CatalogItems> => catalog.get('all');

/** Drops the in-memory catalog, as a fresh server instance starts. */
export const forgetCatalogMemory = (): void => catalog.forget();
