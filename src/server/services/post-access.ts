/** The server's enforcement of the post rules in `@/shared/post-rights`: a refused change answers 403. */
import { MESSAGES } from '@/shared/messages';
import type { PostRecord } from '@/shared/records';
import { mayEdit, mayHandleStatus, seesEveryPost, type Writer } from '@/shared/post-rights';
import type { PostInput } from '@/shared/types';
import { Forbidden } from '../errors';

export { mayEdit, mayRead, writerOf, type Writer } from '@/shared/post-rights';

function checkByline(w: Writer, input: PostInput): void {
  if (seesEveryPost(w)) return;
  if (!w.authorId) throw Forbidden(MESSAGES.noAuthorProfile, 'NO_AUTHOR_PROFILE');
  if (input.authorId !== w.authorId) throw Forbidden(MESSAGES.ownProfileOnly, 'OWN_PROFILE_ONLY');
}

function checkStatus(w: Writer, status: PostRecord['status']): void {
  if (!mayHandleStatus(w, status)) throw Forbidden(MESSAGES.cannotPublish, 'CANNOT_PUBLISH');
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
