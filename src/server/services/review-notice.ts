/**
 * When a draft is submitted for review, everyone who may publish it hears of it by mail (when mail is
 * set up). A mail that fails is logged: it never fails the writer's save.
 */
import { can, roleOf } from '@/shared/roles';
import type { Post, User } from '@/shared/types';
import { mailConfigured, sendMail, siteLink } from '../mail';
import { listUsers } from '../repos/users';
import { getSettings } from './settings';

/** The save that set the request is the one that stamped it: later saves of the same draft stay quiet. */
const justSubmitted = (post: Post): boolean =>
  post.status === 'draft' && post.reviewRequested && post.reviewRequestedAt === post.updatedAt;

export async function noticeReviewRequest(post: Post, by: Pick<User, 'id' | 'name'>): Promise<void> {
  if (!mailConfigured() || !justSubmitted(post)) return;
  try {
    const reviewers = (await listUsers()).filter((u) => u.id !== by.id && can(roleOf(u), 'posts.others'));
    if (reviewers.length === 0) return;
    const site = (await getSettings()).title;
    const text = [
      `${by.name} submitted "${post.title}" for review.`,
      '',
      `Open the draft: ${siteLink(`/admin/posts/edit/${encodeURIComponent(post.id)}`)}`,
      `Everything waiting for review: ${siteLink('/admin/posts', { review: '1' })}`,
      '',
    ].join('\n');
    const subject = `Review requested: ${post.title}`;
    await Promise.all(reviewers.map((u) => sendMail({ to: u.email, subject, text, siteTitle: site })));
  } catch (err) {
    console.error('Review request mail failed', err);
  }
}
