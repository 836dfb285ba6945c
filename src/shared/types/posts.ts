import type { z } from 'zod';
import type { postInput } from '../post-schemas';
import type { postListQuery } from '../list-schemas';
import type { AuthorRef, CategoryRef, Tag } from './taxonomy';
import type { FediverseCounts } from '../fediverse';

/** A post as `POST`/`PUT /api/posts` takes it, defaults filled in. */
export type PostInput = z.output<typeof postInput>;
export type PostListQuery = z.output<typeof postListQuery>;
export type PostStatus = PostInput['status'];

export interface Revision {
  timestamp: string;
  content: string;
}

/** A post as list endpoints return it: everything but the body and history. */
export type PostSummary = Pick<PostInput, 'title' | 'excerpt' | 'imageUrl' | 'status' | 'featured'> & {
  /** Who may read past the preview; every answer carries it, absent only in older fixtures and copies. */
  visibility?: PostInput['visibility'];
  tiers?: string[];
  id: string;
  likes: number;
  publishedDate: string;
  updatedAt: string;
  readingTime: number;
  category: CategoryRef;
  tags: Tag[];
  author: AuthorRef;
  /** The author profile the post is bylined to (`author.id`), for ownership checks by staff. */
  authorId: string;
  /** A draft whose writer asked for review (DESIGN.md, Staff roles). */
  reviewRequested: boolean;
  reviewRequestedAt?: string;
  /**
   * False when the caller may read only the public preview (a post's `content` is then the preview),
   * true when they may read the whole; every API answer carries it (DESIGN.md, Post access).
   */
  access?: boolean;
};

/** `metaTitle`/`metaDescription` are for search engines and link previews; empty means the title and excerpt are used. */
export type Post = PostSummary &
  Required<Pick<PostInput, 'content' | 'metaTitle' | 'metaDescription'>> & {
    /** Earlier versions of the body, newest first: answered to admins only. */
    history?: Revision[];
    /** Set to be emailed to confirmed subscribers when published: answered to those who may edit it. */
    sendNewsletter?: boolean;
    /** Present only for a signed-in caller: whether they like this post (survives a new browser). */
    likedByMe?: boolean;
    /** Staff answers only: what the fediverse did with the post. */
    fediverse?: FediverseCounts;
  };

/** A heading of a post's body, as the table of contents lists it. */
export interface HeadingItem {
  id: string;
  text: string;
  level: 2 | 3;
}
