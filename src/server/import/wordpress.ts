/** WordPress items in our shape (DESIGN.md, Import and export: the mapping). */
import type { SourceComment, SourcePost, SourceSite, Skipped } from './source';
import { normalisePath, oldPathOf } from './old-paths';
import type { WxrChannel, WxrItem } from './wxr';
import { htmlToText } from '@/lib/text';

/** WordPress keeps some names with their HTML entities (`&amp;`). */
const text = (s: string) => htmlToText(s);

/** `2019-05-21 10:00:00` (GMT columns) to ISO; WordPress writes zeros for a draft never dated. */
export function wpDate(gmt: string, local = '', rfc822 = ''): string | null {
  for (const v of [gmt, local]) {
    const m = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)$/.exec(v.trim());
    if (m && m[1] !== '0000') return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`).toISOString();
  }
  const t = Date.parse(rfc822);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

const STATUS: Record<string, SourcePost['status']> = {
  publish: 'published',
  draft: 'draft',
  pending: 'draft',
  private: 'draft',
  future: 'scheduled',
};

const COMMENT_STATUS: Record<string, SourceComment['status']> = { '1': 'approved', '0': 'pending', spam: 'spam' };

export const siteUrlOf = (channel: WxrChannel) =>
  (channel.baseBlogUrl || channel.link || channel.baseSiteUrl || '').replace(/\/+$/, '') || null;

export function wordpressSite(channel: WxrChannel, attachments: SourceSite['attachments']): SourceSite {
  return {
    siteUrl: siteUrlOf(channel),
    authors: channel.authors.map((a) => ({
      key: a.login,
      name: text(a.displayName || [a.firstName, a.lastName].filter(Boolean).join(' ') || a.login),
      bio: '',
      avatarUrl: '',
    })),
    categories: channel.categories.map((c) => ({ name: text(c.name), description: text(c.description) })),
    tags: channel.tags.map((t) => text(t.name)),
    attachments,
  };
}

/** What kind of item it is, when it is one the import does not take (menus, revisions, trash, other types). */
export function skippedKind(item: WxrItem): string | null {
  if (item.postType === 'attachment') return null;
  if (item.postType !== 'post' && item.postType !== 'page') return item.postType || 'unknown';
  if (!STATUS[item.status]) return `${item.postType} (${item.status || 'no status'})`;
  return null;
}

export function countSkipped(skipped: Skipped, kind: string): void {
  skipped[kind] = (skipped[kind] ?? 0) + 1;
}

export function wordpressPost(item: WxrItem, siteKey: string, siteUrl: string | null): SourcePost {
  const kind = item.postType === 'page' ? 'page' : 'post';
  const cats = item.categories.filter((c) => c.domain === 'category').map((c) => text(c.name));
  const tags = item.categories.filter((c) => c.domain === 'post_tag').map((c) => text(c.name));
  const oldPaths = new Set<string>();
  const link = item.link && oldPathOf(item.link, siteUrl);
  if (link) oldPaths.add(link);
  if (item.postId) oldPaths.add(normalisePath('/', kind === 'page' ? `?page_id=${item.postId}` : `?p=${item.postId}`)!);
  const status = STATUS[item.status] ?? 'draft';
  return {
    key: `wordpress|${siteKey}|${kind}|${item.postId || item.guid}`,
    kind,
    title: text(item.title),
    slug: item.postName,
    html: item.content,
    format: 'wordpress',
    excerpt: item.excerpt.trim(),
    status,
    oldStatus: item.status,
    featured: item.sticky === '1',
    publishedAt: wpDate(item.postDateGmt, item.postDate, item.pubDate),
    updatedAt: wpDate(item.modifiedGmt),
    authorKey: item.creator.trim() || null,
    category: cats[0] ?? null,
    tags: [...cats.slice(1), ...tags],
    featureImage: item.meta._thumbnail_id ? `attachment:${item.meta._thumbnail_id}` : null,
    oldPaths: [...oldPaths],
    attachmentIds: [],
    comments: item.comments
      .filter((c) => (c.type === '' || c.type === 'comment') && COMMENT_STATUS[c.approved])
      .map((c) => ({
        sourceId: c.id,
        author: c.author.trim() || 'Anonymous',
        email: c.email,
        date: wpDate(c.dateGmt, c.date) ?? new Date(0).toISOString(),
        html: c.content,
        status: COMMENT_STATUS[c.approved]!,
      })),
  };
}
