/** Turns demo content into stored records, dated relative to the moment the seed runs. */
import type { PostRecord } from '@/shared/records';
import { readingTime } from '@/lib/text';
import { sanitizeRichHtml } from '@/server/sanitize';
import { postId, postImage } from './posts';
import type { SeedPost } from './types';

const HOUR = 3_600_000;

/** `daysAgo` days plus a couple of hours back, so nothing looks published "just now". */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - (days * 24 + 2) * HOUR).toISOString();
export const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR).toISOString();

export function toPostRecord(p: SeedPost, now: Date): PostRecord {
  const id = postId(p);
  const content = sanitizeRichHtml(p.content.trim());
  const date = daysBefore(now, p.daysAgo);
  return {
    id,
    title: p.title,
    excerpt: p.excerpt,
    content,
    imageUrl: postImage(id),
    status: p.status ?? 'published',
    featured: p.featured ?? false,
    publishedDate: date,
    updatedAt: date,
    readingTime: readingTime(content),
    categoryId: p.categoryId,
    authorId: p.authorId,
    tagIds: p.tagIds,
    history: [],
  };
}
