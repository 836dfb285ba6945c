/** What a file's posts add up to, counted as they are read: the preview's figures and the notes for the report. */
import type { ImportPreview, ImportProblem } from '@/shared/transfer';
import type { SourcePost, Skipped } from './source';

/** A post or page of the file as the job needs it before its items: its key, id-to-be and old addresses. */
export interface PlannedPost {
  key: string;
  kind: 'post' | 'page';
  slug: string;
  title: string;
  oldPaths: string[];
}

const IMG_SRC = /<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi;

export const emptyPreview = (): ImportPreview => ({
  posts: 0,
  pages: 0,
  drafts: 0,
  scheduled: 0,
  categories: 0,
  tags: 0,
  authors: 0,
  comments: { approved: 0, pending: 0, spam: 0 },
  images: 0,
});

/** Posts named in a problem, a few dozen at most. */
const named = (titles: string[]) => titles.slice(0, 50);

export class Tally {
  preview = emptyPreview();
  images = new Set<string>();
  unknown = new Map<string, string[]>();
  oldStatus = new Map<string, string[]>();
  posts: PlannedPost[] = [];
  categories = new Set<string>();
  tags = new Set<string>();

  add(p: SourcePost, unknownShortcodes: string[]) {
    if (p.kind === 'post') this.categories.add(p.category ?? 'Uncategorized');
    if (p.kind === 'post') for (const t of p.tags) this.tags.add(t);
    if (p.kind === 'page') this.preview.pages++;
    else this.preview.posts++;
    if (p.status === 'draft') this.preview.drafts++;
    if (p.status === 'scheduled') this.preview.scheduled++;
    for (const c of p.comments) this.preview.comments[c.status]++;
    for (const m of p.html.matchAll(IMG_SRC)) this.images.add(m[1]!);
    if (p.featureImage) this.images.add(p.featureImage);
    for (const name of unknownShortcodes) this.unknown.set(name, [...(this.unknown.get(name) ?? []), p.title]);
    if (p.oldStatus === 'private' || p.oldStatus === 'pending')
      this.oldStatus.set(p.oldStatus, [...(this.oldStatus.get(p.oldStatus) ?? []), p.title]);
    this.posts.push({ key: p.key, kind: p.kind, slug: p.slug, title: p.title, oldPaths: p.oldPaths });
  }

  problems(skipped: Skipped): ImportProblem[] {
    const out: ImportProblem[] = [];
    for (const [name, posts] of [...this.unknown].sort(([a], [b]) => a.localeCompare(b)))
      out.push({
        code: 'UNKNOWN_SHORTCODE',
        message: `[${name}] is not a shortcode this site knows: it stays as text in ${posts.length} ${posts.length === 1 ? 'post' : 'posts'}.`,
        posts: named(posts),
      });
    for (const [status, posts] of this.oldStatus)
      out.push({
        code: 'STATUS_CHANGED',
        message: `${posts.length} ${status} ${posts.length === 1 ? 'post becomes a draft' : 'posts become drafts'}.`,
        posts: named(posts),
      });
    const kinds = Object.entries(skipped);
    if (kinds.length)
      out.push({
        code: 'SKIPPED_ITEMS',
        message: `Not imported: ${kinds.map(([k, n]) => `${n} × ${k}`).join(', ')}.`,
      });
    return out;
  }
}
