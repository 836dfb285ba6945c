/**
 * Newsletters per recipient's access (DESIGN.md, Members and paid content): a gated post is rendered
 * twice, the preview for everyone and the whole post for recipients whose own account admits it.
 * A subscriber with no account, or one the post does not admit, gets the preview.
 */
import { admits, type PostVisibility } from '@/shared/members';
import { readerAccessOf } from '@/shared/member-status';
import type { PostRecord } from '@/shared/records';
import { getContent } from '../repos/newsletters';
import { getPostRecord } from '../repos/posts';
import { findUserByEmail } from '../repos/users';
import type { RenderedNewsletter } from './newsletter-render';

export interface FullMail {
  content: RenderedNewsletter;
  visibility: PostVisibility;
  tiers: string[];
}

export const isGated = (post: Pick<PostRecord, 'visibility'>) => (post.visibility ?? 'public') !== 'public';
export const fullContentId = (sendId: string) => `${sendId}~full`;

/** The whole mail of a gated post's send, or null for a public post (everyone gets the one mail). */
export async function fullMailFor(sendId: string, postId: string): Promise<FullMail | null> {
  const post = await getPostRecord(postId);
  if (!post || !isGated(post)) return null;
  const content = await getContent<RenderedNewsletter>(fullContentId(sendId));
  return content && { content, visibility: post.visibility!, tiers: post.tiers ?? [] };
}

/** The mail one recipient may have: access is judged at the moment of sending, from their own account. */
export async function mailFor(email: string, preview: RenderedNewsletter, full?: FullMail | null): Promise<RenderedNewsletter> {
  if (!full) return preview;
  const user = await findUserByEmail(email);
  return user && admits(readerAccessOf(user), full) ? full.content : preview;
}
