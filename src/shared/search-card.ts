/** What a reader's search result card shows: stored in the search index for every published post. */
import type { PostSummary } from './types';

export type SearchCard = Pick<
  PostSummary,
  'id' | 'title' | 'excerpt' | 'imageUrl' | 'publishedDate' | 'updatedAt' | 'readingTime'
> & {
  category: { id: string; name: string };
  author: { id: string; name: string };
};

export const searchCardOf = (p: PostSummary): SearchCard => ({
  id: p.id,
  title: p.title,
  excerpt: p.excerpt,
  imageUrl: p.imageUrl,
  publishedDate: p.publishedDate,
  updatedAt: p.updatedAt,
  readingTime: p.readingTime,
  category: { id: p.category.id, name: p.category.name },
  author: { id: p.author.id, name: p.author.name },
});
