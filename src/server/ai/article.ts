/** The text the reader AI helpers work on: always a post loaded on the server, never text sent by the browser. */
import { htmlToText } from '@/lib/text';
import { getPost } from '../services/posts';

export interface Article {
  id: string;
  title: string;
  text: string;
  updatedAt: string;
}

/** Published posts for everyone; admins previewing a draft may use it too. */
export async function loadArticle(postId: string, isAdmin: boolean): Promise<Article> {
  const post = await getPost(postId, isAdmin);
  return { id: post.id, title: post.title, text: htmlToText(post.content), updatedAt: post.updatedAt };
}

export const articleBlock = (a: Article, maxChars: number) => `Title: ${a.title}\n\n${a.text.slice(0, maxChars)}`;
