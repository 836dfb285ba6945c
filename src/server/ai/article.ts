/** The text the reader AI helpers work on: always a post loaded on the server, never text sent by the browser. */
import { htmlToText } from '@/lib/text';
import { getPost } from '../services/post-reads';
import type { Writer } from '../services/post-access';

export interface Article {
  id: string;
  title: string;
  text: string;
  updatedAt: string;
}

/** Published posts for everyone; staff previewing a draft they may read can use it too. */
export async function loadArticle(postId: string, viewer: Writer | null): Promise<Article> {
  const post = await getPost(postId, viewer);
  return { id: post.id, title: post.title, text: htmlToText(post.content), updatedAt: post.updatedAt };
}

export const articleBlock = (a: Article, maxChars: number) => `Title: ${a.title}\n\n${a.text.slice(0, maxChars)}`;
