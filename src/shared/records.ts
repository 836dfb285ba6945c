/** Stored shapes that never leave the server as they are. */
import type { Author, Category, PostInput, Revision, User } from './types';
import type { Role } from './roles';

/** `role` is absent on accounts made before roles existed: `roleOf` reads them from `isAdmin`. */
export interface UserRecord extends Omit<User, 'role'> {
  role?: Role;
  passwordHash: string | null;
  oauthId?: string | null;
  verification?: { codeHash: string; expiresAt: string; attempts: number } | null;
}

/** Post counts are worked out on read, never stored. */
export type AuthorRecord = Omit<Author, 'postCount'>;
export type CategoryRecord = Omit<Category, 'postCount'>;

/**
 * A post as stored: references by id, joined with names on read. `metaTitle`/`metaDescription` are
 * empty (or absent on older posts) when the page uses the title and excerpt.
 */
export type PostRecord = Pick<
  PostInput,
  | 'title'
  | 'excerpt'
  | 'metaTitle'
  | 'metaDescription'
  | 'content'
  | 'imageUrl'
  | 'status'
  | 'featured'
  | 'categoryId'
  | 'authorId'
> & {
  id: string;
  publishedDate: string;
  updatedAt: string;
  readingTime: number;
  tagIds: string[];
  history: Revision[];
  reviewRequested?: boolean;
  reviewRequestedAt?: string;
  /** Email the post to confirmed subscribers once it is published (DESIGN.md, Newsletter). */
  sendNewsletter?: boolean;
};

/** What the post index keeps per post, so lists never read post bodies. */
export type PostIndexEntry = Omit<PostRecord, 'content' | 'history'>;
/** One post's stored index entry: its summary plus the distinct lower-cased words of its body, for search. */
export interface IndexedPost extends PostIndexEntry {
  words: string;
}
/** One shard's stored like counts by post id, with the ETag each was read at, as of a like version. */
export interface LikeCountSnapshot {
  token: string | null;
  counts: Record<string, { etag: string; count: number }>;
}
/** A compacted copy of one index shard: entries by id with the ETag each was read at. */
export interface PostIndexSnapshot {
  token: string | null;
  entries: Record<string, { etag: string; entry: IndexedPost }>;
}
