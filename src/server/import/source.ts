/** What an import reads from a WordPress or Ghost file, in one shape, before it is cleaned and written. */

export interface SourceComment {
  sourceId: string;
  author: string;
  email: string;
  date: string;
  /** HTML as the old site stored it; comments here are plain text. */
  html: string;
  status: 'approved' | 'pending' | 'spam';
}

export interface SourcePost {
  /** Stable across exports of the same site, e.g. `wordpress|https://old.example|post|123`. */
  key: string;
  kind: 'post' | 'page';
  title: string;
  slug: string;
  html: string;
  /** `wordpress` content still needs WordPress's own formatting (implicit paragraphs, shortcodes). */
  format: 'wordpress' | 'html';
  excerpt: string;
  status: 'published' | 'draft' | 'scheduled';
  /** The old status when it was not kept as such (private, pending), for the report. */
  oldStatus: string;
  featured: boolean;
  publishedAt: string | null;
  updatedAt: string | null;
  authorKey: string | null;
  /** Category first (WordPress: the first category; Ghost: the primary tag), then the tags. */
  category: string | null;
  tags: string[];
  featureImage: string | null;
  /** Old addresses, normalised (see old-paths.ts). */
  oldPaths: string[];
  /** WordPress: the attachment ids of the post, for `[gallery]` without ids. */
  attachmentIds: string[];
  comments: SourceComment[];
  metaTitle?: string;
  metaDescription?: string;
}

export interface SourceAuthor {
  key: string;
  name: string;
  bio: string;
  avatarUrl: string;
}

/** What the whole file says before its items: the site, its people and its taxonomy, and attachments. */
export interface SourceSite {
  /** The old site's address, when the file says (or the admin gave it). */
  siteUrl: string | null;
  authors: SourceAuthor[];
  categories: { name: string; description: string }[];
  tags: string[];
  /** WordPress attachments by post id: their address and the post they belong to. */
  attachments: Record<string, { url: string; parent: string }>;
}

/** Items the import does not take, by what they are, for the report. */
export type Skipped = Record<string, number>;
