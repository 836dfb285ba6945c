/**
 * Who may read and change which post (DESIGN.md, Staff roles): editors and administrators any post;
 * authors their own, published or not; contributors their own drafts, which they submit for review.
 * "Own" means bylined to the author profile linked to the account.
 */
import { MESSAGES } from '@/shared/messages';
import type { PostRecord } from '@/shared/records';
import { can, isStaff, roleOf, type Role } from '@/shared/roles';
import type { PostInput, User } from '@/shared/types';
import { Forbidden } from '../errors';

export interface Writer {
  role: Role;
  authorId: string | null;
}

export const writerOf = (u: (Pick<User, 'isAdmin' | 'authorId'> & { role?: Role }) | null): Writer | null =>
  u ? { role: roleOf(u), authorId: u.authorId ?? null } : null;

export const seesEveryPost = (w: Writer | null): boolean => Boolean(w && can(w.role, 'posts.others'));

const owns = (w: Writer | null, p: { authorId: string }): boolean => Boolean(w?.authorId && p.authorId === w.authorId);

/** `p` with its status as readers see it now (a due scheduled post reads as published). */
export const mayRead = (w: Writer | null, p: { status: string; authorId: string }): boolean =>
  p.status === 'published' || seesEveryPost(w) || Boolean(w && isStaff(w.role) && owns(w, p));

/** Histories and review state are for those who may edit the post. */
export const mayEdit = (w: Writer | null, p: { authorId: string }): boolean => seesEveryPost(w) || owns(w, p);

function checkByline(w: Writer, input: PostInput): void {
  if (seesEveryPost(w)) return;
  if (!w.authorId) throw Forbidden(MESSAGES.noAuthorProfile, 'NO_AUTHOR_PROFILE');
  if (input.authorId !== w.authorId) throw Forbidden(MESSAGES.ownProfileOnly, 'OWN_PROFILE_ONLY');
}

function checkStatus(w: Writer, status: PostRecord['status']): void {
  if (status !== 'draft' && !can(w.role, 'posts.publish')) throw Forbidden(MESSAGES.cannotPublish, 'CANNOT_PUBLISH');
}

export function checkCreate(w: Writer, input: PostInput): void {
  checkByline(w, input);
  checkStatus(w, input.status);
}

export function checkUpdate(w: Writer, before: PostRecord, input: PostInput): void {
  if (!mayEdit(w, before)) throw Forbidden(MESSAGES.ownPostsOnly, 'OWN_POSTS_ONLY');
  checkByline(w, input);
  // A contributor's post leaves their hands once it is published or scheduled.
  checkStatus(w, before.status);
  checkStatus(w, input.status);
}

export function checkDelete(w: Writer, before: PostRecord): void {
  if (!mayEdit(w, before)) throw Forbidden(MESSAGES.ownPostsOnly, 'OWN_POSTS_ONLY');
  checkStatus(w, before.status);
}
