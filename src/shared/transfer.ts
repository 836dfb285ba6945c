/**
 * Moving a site in and out (DESIGN.md, Import and export): our own export format, and what the
 * import API answers. docs/export-format.md describes the format for people and other tools.
 */
import type { AuthorRecord, CategoryRecord, PostRecord } from './records';
import type { Role } from './roles';
import type { Comment, ContactMessage, Page, Snippet, StoredSettings, Subscriber, Tag } from './types';

export const EXPORT_FORMAT = 'inkwell';
export const EXPORT_VERSION = 1;

/** A staff account as exported: never a password hash, a verification code or an OAuth subject. */
export interface ExportedUser {
  id: string;
  name: string;
  email: string;
  avatarUrl: string;
  isVerified: boolean;
  role: Role;
  authorId?: string | null;
  oauthProvider?: string | null;
  createdAt?: string;
}

/** An uploaded image, referenced by its address on the exporting site (see docs/export-format.md). */
export interface ExportedImage {
  id: string;
  contentType: string;
  url: string;
}

/** An old address that answers 301 to its new one (`/post/{id}`, or a page's `/{slug}`), kept by imports. */
export interface ExportedRedirect {
  path: string;
  to: string;
}

/** Which record an item of an earlier import became, so importing the same file again creates nothing twice. */
export interface ExportedImportSource {
  source: string;
  id: string;
}

/** One whole site, every array sorted by id (or path), so two exports of the same site are equal but for `exportedAt`. */
export interface InkwellExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  site: { url: string; title: string; ownerId: string | null };
  settings: Partial<StoredSettings> | null;
  users: ExportedUser[];
  authors: AuthorRecord[];
  categories: CategoryRecord[];
  tags: Tag[];
  posts: PostRecord[];
  pages: Page[];
  comments: Comment[];
  likes: { postId: string; userIds: string[] }[];
  subscribers: Subscriber[];
  messages: ContactMessage[];
  snippets: Snippet[];
  redirects: ExportedRedirect[];
  importSources: ExportedImportSource[];
  images: ExportedImage[];
}

/** The sections of an export that are arrays of records, in the order they are written. */
export const EXPORT_SECTIONS = [
  'users',
  'authors',
  'categories',
  'tags',
  'posts',
  'pages',
  'comments',
  'likes',
  'subscribers',
  'messages',
  'snippets',
  'redirects',
  'importSources',
  'images',
] as const satisfies readonly (keyof InkwellExport)[];
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

export const IMPORT_SOURCES = ['wordpress', 'ghost', 'inkwell'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export const IMPORT_STATES = ['previewed', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** What an import would create, counted before anything is written. */
export interface ImportPreview {
  posts: number;
  pages: number;
  drafts: number;
  scheduled: number;
  categories: number;
  tags: number;
  authors: number;
  comments: { approved: number; pending: number; spam: number };
  images: number;
}

/** Something the preview or the job found that the admin should know. */
export interface ImportProblem {
  /** e.g. UNKNOWN_SHORTCODE, UNSUPPORTED_ELEMENT, SKIPPED_ITEM, LIMIT, NO_SITE_URL */
  code: string;
  message: string;
  /** Titles of the posts concerned, when it concerns some (at most a few dozen are named). */
  posts?: string[];
}

export type ImportKind = 'posts' | 'pages' | 'categories' | 'tags' | 'authors' | 'comments' | 'users' | 'other';
export type ImportCounts = Record<ImportKind, number>;

export interface ImportReport {
  created: ImportCounts;
  /** Found already imported (or already on this site) and left as they were. */
  skipped: ImportCounts;
  images: {
    copied: number;
    /** Images that could not be fetched: left pointing where they pointed, each with why. */
    failed: { url: string; reason: string; posts: string[] }[];
  };
  unknownShortcodes: { name: string; posts: { id: string; title: string }[] }[];
  /** Old addresses that now answer 301 to an imported post. */
  redirects: number;
  problems: ImportProblem[];
  /** Why a failed job stopped. */
  error?: string;
}

export interface ImportJob {
  id: string;
  source: ImportSource;
  state: ImportState;
  fileName: string;
  createdAt: string;
  startedAt?: string;
  finishedAt?: string;
  progress: { done: number; total: number };
  preview: ImportPreview;
  problems: ImportProblem[];
  report: ImportReport | null;
}

/** Limits of the import API. */
export const IMPORT_LIMITS = {
  /** One request's body (under `netlify dev`; Netlify's own limit for a function's request is 6 MB). */
  requestBytes: 64 * 1024 * 1024,
  /** The uploaded file is stored in parts of this size, and read back a part at a time. */
  partBytes: 4 * 1024 * 1024,
  /** An image copied from the old site (the upload limit). */
  imageBytes: 4 * 1024 * 1024,
  /** How long fetching one image may take. */
  imageTimeoutMs: 15_000,
  /** Redirects followed for one image, each re-checked. */
  imageRedirects: 5,
  /** Entries kept per report list (failed images, posts named per problem). */
  reportList: 200,
} as const;
