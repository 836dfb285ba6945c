/**
 * What a post's page shows, read for one request (the page rendered on request): the post, the
 * settings, its approved comment count, and Related Posts and Continue Reading picked from the
 * index lists kept in order on write, so the cost follows the page, not the size of the site.
 */
import { fromStoredSettings } from '@/shared/settings';
import type { IndexedPost } from '@/shared/records';
import type { Post, PostSummary, SiteSettings } from '@/shared/types';
import { asOfNow, now } from '../clock';
import { commentsOfPost } from '../repos/comments';
import { likeCount, likeCounts } from '../repos/like-counts';
import { readOrderedPosts } from '../repos/post-order';
import { getPostRecord } from '../repos/posts';
import { readStoredSettings } from '../repos/settings';
import { loadCatalog, toPost, toSummary, type Catalog } from './catalog';
import { CANDIDATES_PER_LIST, continueFor, relatedFor, type PostLists } from './site-related';

export interface PostPageData {
  /** The published post, or null (a draft, a scheduled or deleted post, or none at all). */
  post: Post | null;
  comments: number;
  related: PostSummary[];
  more: PostSummary[];
  settings: SiteSettings;
}

const published = (list: IndexedPost[] | undefined, cap: number): IndexedPost[] => {
  const out: IndexedPost[] = [];
  for (const e of list ?? []) {
    if (out.length >= cap) break;
    if (e.status === 'published') out.push(e);
  }
  return out;
};

/** The candidate lists `relatedFor` and `continueFor` read, capped as they read them. */
async function candidateLists(post: Post, cat: Catalog): Promise<PostLists> {
  const ordered = await readOrderedPosts(now());
  const summaries = new Map<string, PostSummary>();
  const summarise = (list: IndexedPost[]) =>
    list.map((e) => {
      let s = summaries.get(e.id);
      if (!s) {
        const { words: _words, ...entry } = e;
        s = toSummary(entry, cat, 0);
        summaries.set(e.id, s);
      }
      return s;
    });
  const byTag = new Map(post.tags.map((t) => [t.id, summarise(published(ordered.byTag.get(t.id), CANDIDATES_PER_LIST))]));
  return {
    posts: summarise(published(ordered.published, CANDIDATES_PER_LIST)),
    byCategory: new Map([
      [post.category.id, summarise(published(ordered.byCategory.get(post.category.id), CANDIDATES_PER_LIST))],
    ]),
    byTag,
    byAuthor: new Map([[post.author.id, summarise(published(ordered.byAuthor.get(post.author.id), CANDIDATES_PER_LIST))]]),
  };
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
    candidateLists(toPost(rec, cat, 0), cat),
  ]);
  const { history: _history, sendNewsletter: _send, ...post } = toPost(rec, cat, likes);
  const related = relatedFor(post, lists, 3);
  const more = continueFor(post, lists);
  // Likes only for the cards shown.
  const counts = await likeCounts([...new Set([...related, ...more].map((p) => p.id))]);
  const withLikes = (p: PostSummary) => ({ ...p, likes: counts.get(p.id) ?? 0 });
  return {
    post,
    comments: comments.filter((c) => c.status === 'approved').length,
    related: related.map(withLikes),
    more: more.map(withLikes),
    settings,
  };
}
