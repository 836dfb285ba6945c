/**
 * What the readers' search index holds: per published post its text (title, excerpt, body) and its
 * result card. The index is split by the year posts were published, and each year carries a key
 * that changes whenever anything its records hold changes, so a build re-indexes only the years
 * that changed (scripts/search-index.mjs keeps the others from the last build). Records are read
 * from the store in batches, so the build's memory does not grow with the archive.
 */
import { createHash } from 'node:crypto';
import { searchCardOf } from '@/shared/search-card';
import type { IndexedPost } from '@/shared/records';
import { htmlToText } from '@/lib/text';
import { previewOf } from '@/shared/members';
import { asOfNow } from '../clock';
import { readIndexedPosts } from '../repos/post-index';
import { getPostRecords } from '../repos/posts';
import { loadCatalog, toPost, type Catalog } from './catalog';

export interface SearchRecord {
  url: string;
  content: string;
  meta: { title: string; card: string };
}

export interface SearchShard {
  /** The year its posts were published in (UTC). */
  name: string;
  /** Changes with any post's entry (title, excerpt, body words, dates…) or its category's or author's name. */
  key: string;
  ids: string[];
}

const BATCH = 200;

/** The index entry and the names its card shows: what a record is made from, short of the body's exact text. */
function fingerprint(e: IndexedPost, catalog: Catalog): string {
  return JSON.stringify([e, catalog.categories.get(e.categoryId)?.name, catalog.authors.get(e.authorId)?.name]);
}

/** The published posts by year, newest year first, each with its key. */
export async function searchShards(): Promise<SearchShard[]> {
  const [index, catalog] = await Promise.all([readIndexedPosts(), loadCatalog()]);
  const years = new Map<string, IndexedPost[]>();
  for (const e of index.map(asOfNow)) {
    if (e.status !== 'published') continue;
    const year = e.publishedDate.slice(0, 4);
    const list = years.get(year);
    if (list) list.push(e);
    else years.set(year, [e]);
  }
  return [...years]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([name, entries]) => {
      entries.sort((a, b) => a.id.localeCompare(b.id));
      const hash = createHash('sha256');
      for (const e of entries) hash.update(fingerprint(e, catalog)).update('\n');
      return { name, key: hash.digest('hex'), ids: entries.map((e) => e.id) };
    });
}

/** The records of the given posts, 200 at a time; a post unpublished meanwhile is left out. */
export async function* searchRecordsOf(ids: string[]): AsyncGenerator<SearchRecord[]> {
  const catalog = await loadCatalog();
  for (let i = 0; i < ids.length; i += BATCH) {
    const records = await getPostRecords(ids.slice(i, i + BATCH));
    yield records
      .map(asOfNow)
      .filter((r) => r.status === 'published')
      .map((r) => {
        const post = toPost(r, catalog, 0);
        return {
          url: `/post/${post.id}`,
          content: [post.title, post.excerpt, htmlToText(previewOf(post))].join('\n'),
          meta: { title: post.title, card: JSON.stringify(searchCardOf(post)) },
        };
      });
  }
}
