/**
 * What follows a post's save, beside the save itself: the review request mail and the newsletter
 * send. Neither can fail the save: it has been made and is answered as it is.
 */
import { MESSAGES } from '@/shared/messages';
import type { UserRecord } from '@/shared/records';
import { can, roleOf } from '@/shared/roles';
import type { Post, PostInput } from '@/shared/types';
import { Forbidden } from '../errors';
import { forgetPostNewsletter, newsletterAfterSave } from './newsletters';
import { noticeReviewRequest } from './review-notice';

export { forgetPostNewsletter };

/** Emailing subscribers is the administrators' (DESIGN.md, Staff roles): refused before anything is saved. */
export function checkNewsletterChoice(input: PostInput, user: UserRecord): void {
  if (input.sendNewsletter !== undefined && !can(roleOf(user), 'site.admin'))
    throw Forbidden(MESSAGES.newsletterAdminsOnly, 'NEWSLETTER_ADMINS_ONLY');
}

export async function afterPostSave(post: Post, by: UserRecord, origin: string): Promise<void> {
  await noticeReviewRequest(post, by);
  await newsletterAfterSave(post, origin);
}
