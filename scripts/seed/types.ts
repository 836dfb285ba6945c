/** The shape demo content is written in before it becomes stored records. */
import type { PostStatus } from '@/shared/types';

export interface SeedPost {
  title: string;
  excerpt: string;
  categoryId: string;
  authorId: string;
  tagIds: string[];
  /** Days before the seed runs that the post was published (or, for drafts, last edited). */
  daysAgo: number;
  featured?: boolean;
  status?: PostStatus;
  content: string;
}
