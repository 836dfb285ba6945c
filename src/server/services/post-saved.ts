/**
 * What follows a post's save, beside the save itself: the review request mail and the newsletter
 * send, which History notes. None can fail the save: it has been made and is answered as it is.
 */
import { MESSAGES } from '@/shared/messages';
import type { UserRecord } from '@/shared/records';
import { can, roleOf } from '@/shared/roles';
import type { Post, PostInput } from '@/shared/types';
import { Forbidden } from '../errors';
import { forgetPostNewsletter, newsletterAfterSave } from './newsletters';
import { noticeReviewRequest } from './review-notice';
import { recordAudit } from './audit';

export { forgetPostNewsletter };

/** Emailing subscribers is the administrators' (DESIGN.md, Staff roles): refused before anything is saved. */
export function checkNewsletterChoice(input: PostInput, user: UserRecord): void {
  if (input.sendNewsletter !== undefined && !can(roleOf(user), 'site.admin'))
    throw Forbidden(MESSAGES.newsletterAdminsOnly, 'NEWSLETTER_ADMINS_ONLY');
}

/** `ip`: where the save came from, for History's note of a newsletter the save sent. */
export async function afterPostSave(post: Post, by: UserRecord, origin: string, ip: string): Promise<void> {
  await noticeReviewRequest(post, by);
  const send = await newsletterAfterSave(post, origin);
  if (send)
    await recordAudit(
      by,
      { action: 'newsletter.sent', target: { type: 'newsletter', id: send.id, title: post.title } },
      ip,
    ).catch((err) => console.error('Could not record History', err));
}
