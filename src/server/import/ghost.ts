/** Ghost's JSON export (versions 4 to 6) in our shape: posts and pages, primary tag → category, authors, `__GHOST_URL__`. */
import type { SourcePost, SourceSite } from './source';
import { normalisePath } from './old-paths';

interface GhostRow {
  [k: string]: unknown;
}
export interface GhostData {
  version: string;
  posts: GhostRow[];
  tags: GhostRow[];
  users: GhostRow[];
  posts_tags: GhostRow[];
  posts_authors: GhostRow[];
  posts_meta: GhostRow[];
  settings: GhostRow[];
}

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** The `db[0]` of a Ghost export, or null when the document is not one. */
export function ghostData(doc: unknown): GhostData | null {
  const root = doc as {
    db?: { meta?: { version?: string }; data?: Record<string, GhostRow[]> }[];
    meta?: { version?: string };
    data?: Record<string, GhostRow[]>;
  };
  const db = Array.isArray(root?.db) ? root.db[0] : root;
  const data = db?.data;
  if (!data || !Array.isArray(data.posts) || typeof db?.meta?.version !== 'string') return null;
  const list = (k: string) => (Array.isArray(data[k]) ? data[k] : []);
  return {
    version: db.meta.version,
    posts: data.posts,
    tags: list('tags'),
    users: list('users'),
    posts_tags: list('posts_tags'),
    posts_authors: list('posts_authors'),
    posts_meta: list('posts_meta'),
    settings: list('settings'),
  };
}

export const ghostMajor = (d: GhostData) => Number(d.version.split('.')[0]);

/** `__GHOST_URL__` stands for the site's address in Ghost 4+ exports; with none known, links stay site-relative. */
export const resolveGhostUrl = (text: string, siteUrl: string | null) => text.replaceAll('__GHOST_URL__', siteUrl ?? '');

const isInternalTag = (t: GhostRow) => str(t.visibility) === 'internal' || str(t.name).startsWith('#');

const STATUS: Record<string, SourcePost['status']> = {
  published: 'published',
  sent: 'published',
  draft: 'draft',
  scheduled: 'scheduled',
};

export function ghostSite(d: GhostData, siteUrl: string | null): SourceSite {
  const used = new Set(d.posts_authors.map((pa) => str(pa.author_id)));
  for (const p of d.posts) if (p.author_id) used.add(str(p.author_id));
  return {
    siteUrl,
    authors: d.users
      .filter((u) => used.has(str(u.id)))
      .map((u) => ({
        key: str(u.id),
        name: str(u.name) || str(u.slug),
        bio: str(u.bio),
        avatarUrl: resolveGhostUrl(str(u.profile_image), siteUrl),
      })),
    categories: [],
    tags: d.tags.filter((t) => !isInternalTag(t)).map((t) => str(t.name)),
    attachments: {},
  };
}

export function ghostPosts(d: GhostData, siteKey: string, siteUrl: string | null): { posts: SourcePost[]; internalTags: number } {
  const tagsById = new Map(d.tags.map((t) => [str(t.id), t]));
  const meta = new Map(d.posts_meta.map((m) => [str(m.post_id), m]));
  const order = (rows: GhostRow[], key: string, id: string) =>
    rows
      .filter((r) => str(r.post_id) === id)
      .sort((a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0))
      .map((r) => str(r[key]));
  let internalTags = 0;
  const posts = d.posts
    .filter((p) => STATUS[str(p.status)])
    .map((p): SourcePost => {
      const id = str(p.id);
      const tags = order(d.posts_tags, 'tag_id', id).flatMap((tid) => {
        const t = tagsById.get(tid);
        if (!t) return [];
        if (isInternalTag(t)) {
          internalTags++;
          return [];
        }
        return [str(t.name)];
      });
      const authors = order(d.posts_authors, 'author_id', id);
      const m = meta.get(id);
      const kind = str(p.type) === 'page' ? 'page' : 'post';
      return {
        key: `ghost|${siteKey}|${kind}|${id}`,
        kind,
        title: str(p.title).trim(),
        slug: str(p.slug),
        html: resolveGhostUrl(str(p.html), siteUrl),
        format: 'html',
        excerpt: str(p.custom_excerpt).trim(),
        status: STATUS[str(p.status)]!,
        oldStatus: str(p.status),
        featured: p.featured === true || p.featured === 1,
        publishedAt: p.published_at ? new Date(str(p.published_at)).toISOString() : null,
        updatedAt: p.updated_at ? new Date(str(p.updated_at)).toISOString() : null,
        authorKey: authors[0] ?? (p.author_id ? str(p.author_id) : null),
        category: tags[0] ?? null,
        tags: tags.slice(1),
        featureImage: p.feature_image ? resolveGhostUrl(str(p.feature_image), siteUrl) : null,
        oldPaths: [normalisePath(`/${str(p.slug)}/`)].filter((x): x is string => Boolean(x)),
        attachmentIds: [],
        comments: [],
        metaTitle: str(m?.meta_title ?? p.meta_title),
        metaDescription: str(m?.meta_description ?? p.meta_description),
      };
    });
  return { posts, internalTags };
}
