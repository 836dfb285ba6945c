/**
 * Who may read and change which post (DESIGN.md, Staff roles): editors and administrators any post;
 * authors their own, published or not; contributors their own drafts, which they submit for review.
 * "Own" means bylined to the author profile linked to the account. The server enforces these; the
 * admin app reads the same rules to show only the actions a role may take.
 */
import { can, isStaff, roleOf, type Role } from './roles';

export interface Writer {
  role: Role;
  authorId: string | null;
}

export const writerOf = (u: { isAdmin?: boolean; authorId?: string | null; role?: Role | null } | null): Writer | null =>
  u ? { role: roleOf(u), authorId: u.authorId ?? null } : null;

export const seesEveryPost = (w: Writer | null): boolean => Boolean(w && can(w.role, 'posts.others'));

export const owns = (w: Writer | null, p: { authorId: string }): boolean => Boolean(w?.authorId && p.authorId === w.authorId);

/** `p` with its status as readers see it now (a due scheduled post reads as published). */
export const mayRead = (w: Writer | null, p: { status: string; authorId: string }): boolean =>
  p.status === 'published' || seesEveryPost(w) || Boolean(w && isStaff(w.role) && owns(w, p));

/** Histories and review state are for those who may edit the post. */
export const mayEdit = (w: Writer | null, p: { authorId: string }): boolean => seesEveryPost(w) || owns(w, p);

/** A post in this status may be set or left by this role (only publishers go past a draft). */
export const mayHandleStatus = (w: Writer, status: string): boolean => status === 'draft' || can(w.role, 'posts.publish');

/** Edit or delete the post as it stands: a contributor's post leaves their hands once published or scheduled. */
export const mayChange = (w: Writer | null, p: { authorId: string; status: string }): boolean =>
  Boolean(w && mayEdit(w, p) && mayHandleStatus(w, p.status));
