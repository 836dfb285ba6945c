/**
 * What a post's page shows, read for one page (prebuilt, or rendered on request): the post, the
 * settings, its approved comment count, and Related Posts and Continue Reading picked from a few
 * capped lists (related-lists.ts), so the cost follows the page, not the size of the site.
 */
import { fromStoredSettings } from '@/shared/settings';
import { previewOf } from '@/shared/members';
import type { Post, PostSummary, SiteSettings } from '@/shared/types';
import { asOfNow } from '../clock';
import { commentsOfPost } from '../repos/comments';
import { likeCount, likeCounts } from '../repos/like-counts';
import { getPostRecord } from '../repos/posts';
import { readStoredSettings } from '../repos/settings';
import { loadCatalog, toPost } from './catalog';
import { candidateListsFor } from './related-lists';
import { continueFor, relatedFor } from './site-related';

export interface PostPageData {
  /** The published post, or null (a draft, a scheduled or deleted post, or none at all). */
  post: Post | null;
  comments: number;
  related: PostSummary[];
  more: PostSummary[];
  settings: SiteSettings;
}

export async function loadPostPage(id: string): Promise<PostPageData> {
  const [stored, settings, cat] = await Promise.all([
    getPostRecord(id),
    readStoredSettings().then(fromStoredSettings),
    loadCatalog(),
  ]);
  const rec = stored && asOfNow(stored);
  if (!rec || rec.status !== 'published') return { post: null, comments: 0, related: [], more: [], settings };
  const [likes, comments, lists] = await Promise.all([
    likeCount(id),
    commentsOfPost(id),
    candidateListsFor(toPost(rec, cat, 0), cat),
  ]);
  const { history: _history, sendNewsletter: _send, ...post } = toPost(rec, cat, likes);
  // Every reader gets the same page: a gated post's holds only its preview (DESIGN.md, Post access).
  const gated = (rec.visibility ?? 'public') !== 'public';
  if (gated) post.content = previewOf(rec);
  const page: Post = { ...post, access: !gated };
  const related = relatedFor(post, lists, 3);
  const more = continueFor(post, lists);
  // Likes only for the cards shown.
  const counts = await likeCounts([...new Set([...related, ...more].map((p) => p.id))]);
  const withLikes = (p: PostSummary) => ({ ...p, likes: counts.get(p.id) ?? 0 });
  return {
    post: page,
    comments: comments.filter((c) => c.status === 'approved').length,
    related: related.map(withLikes),
    more: more.map(withLikes),
    settings,
  };
}
