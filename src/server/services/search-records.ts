/**
 * What the readers' search index holds, read from the store in batches so the build's memory does
 * not grow with the archive: per published post its text (title, excerpt, body) and its result card.
 */
import { searchCardOf } from '@/shared/search-card';
import { htmlToText } from '@/lib/text';
import { asOfNow } from '../clock';
import { getPostRecords, readIndex } from '../repos/posts';
import { loadCatalog, toPost } from './catalog';

export interface SearchRecord {
  url: string;
  content: string;
  meta: { title: string; card: string };
}

const BATCH = 200;

export async function* searchRecords(): AsyncGenerator<SearchRecord[]> {
  const [index, catalog] = await Promise.all([readIndex(), loadCatalog()]);
  const ids = index
    .map(asOfNow)
    .filter((e) => e.status === 'published')
    .map((e) => e.id);
  for (let i = 0; i < ids.length; i += BATCH) {
    const records = await getPostRecords(ids.slice(i, i + BATCH));
    yield records
      .map(asOfNow)
      .filter((r) => r.status === 'published')
      .map((r) => {
        const post = toPost(r, catalog, 0);
        return {
          url: `/post/${post.id}`,
          content: [post.title, post.excerpt, htmlToText(post.content)].join('\n'),
          meta: { title: post.title, card: JSON.stringify(searchCardOf(post)) },
        };
      });
  }
}
