/** The text the reader AI helpers work on: always a post loaded on the server, never text sent by the browser. */
import { htmlToText } from '@/lib/text';
import { getPost } from '../services/post-reads';
import type { Writer } from '../services/post-access';
import type { ReaderAccess } from '@/shared/members';

/**
 * The caller as the AI helpers see them: their staff rights and, for a signed-in reader, what their
 * membership admits (absent: a guest). The reader tools pass it through unchanged.
 */
export type ArticleViewer = Writer & { reader?: ReaderAccess };

export interface Article {
  id: string;
  title: string;
  text: string;
  updatedAt: string;
  /** False when `text` is only the public preview of a gated post: what is made of it is kept apart. */
  full: boolean;
}

/**
 * Published posts for everyone; staff previewing a draft they may read can use it too. A reader a
 * gated post does not admit gets its preview only, so nothing past the divider reaches the model.
 */
export async function loadArticle(postId: string, viewer: ArticleViewer | null): Promise<Article> {
  const post = await getPost(postId, viewer, undefined, viewer?.reader);
  return {
    id: post.id,
    title: post.title,
    text: htmlToText(post.content),
    updatedAt: post.updatedAt,
    full: post.access !== false,
  };
}

/** Where what is made of an article is kept: one copy per access level. */
export const articleCacheId = (a: Article) => (a.full ? a.id : `${a.id}~preview`);

export const articleBlock = (a: Article, maxChars: number) => `Title: ${a.title}\n\n${a.text.slice(0, maxChars)}`;
