import type { z } from 'zod';
import type { authorInput, categoryInput } from '../schemas';

export type CategoryInput = z.output<typeof categoryInput>;
export type AuthorInput = z.output<typeof authorInput>;

/** Tags are made by naming them on a post, so no schema of their own describes them. */
export interface Tag {
  id: string;
  name: string;
}
export type Category = CategoryInput & { id: string; postCount?: number };
export type Author = AuthorInput & { id: string; postCount: number };

/** What a post carries of its category and author. */
export type CategoryRef = Pick<Category, 'id' | 'name'>;
export type AuthorRef = Omit<Author, 'postCount'>;
