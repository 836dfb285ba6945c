/**
 * Staff roles and what each may do (DESIGN.md, Staff roles). The server checks these on every route
 * and in the services; the admin app reads the same table to show only what a role may use.
 */
export const ROLES = ['reader', 'contributor', 'author', 'editor', 'administrator'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ['contributor', 'author', 'editor', 'administrator'] as const satisfies readonly Role[];

export type Capability =
  /** Create posts; edit and delete their own drafts. */
  | 'posts.write'
  /** Ask for review of their own draft. */
  | 'posts.submit'
  /** Publish, schedule, unpublish, edit and delete their own posts after publishing. */
  | 'posts.publish'
  /** Edit, publish and delete anyone's posts; see the review queue. */
  | 'posts.others'
  | 'uploads'
  /** Categories, tags, author profiles, pages, snippets; comment moderation. */
  | 'content.manage'
  /** Invite staff and change roles (an editor: contributors and authors only). */
  | 'staff.invite'
  /** Settings, users, subscribers, messages, newsletters, import and export. */
  | 'site.admin';

const CAN: Record<Exclude<Role, 'reader'>, readonly Capability[]> = {
  contributor: ['posts.write', 'posts.submit', 'uploads'],
  author: ['posts.write', 'posts.submit', 'posts.publish', 'uploads'],
  editor: ['posts.write', 'posts.publish', 'posts.others', 'uploads', 'content.manage', 'staff.invite'],
  administrator: ['posts.write', 'posts.publish', 'posts.others', 'uploads', 'content.manage', 'staff.invite', 'site.admin'],
};

export const can = (role: Role, capability: Capability): boolean => role !== 'reader' && CAN[role].includes(capability);

export const isStaff = (role: Role): boolean => role !== 'reader';

/** The roles `inviter` may give or take away: an editor contributors and authors, an administrator all. */
export function assignableRoles(inviter: Role): readonly Role[] {
  if (inviter === 'administrator') return ROLES;
  if (inviter === 'editor') return ['reader', 'contributor', 'author'];
  return [];
}

/** A user's role; accounts made before roles existed have only `isAdmin`. */
export const roleOf = (u: { role?: Role | null; isAdmin?: boolean }): Role => u.role ?? (u.isAdmin ? 'administrator' : 'reader');
