import type { Role } from '../roles';

/** Who did it, as they were at the time. */
export interface AuditActor {
  id: string;
  name: string;
  role: Role;
}

/** What it was done to: a post, a user, the settings… `title` as it read at the time. */
export interface AuditTarget {
  type: string;
  id: string | null;
  title: string | null;
}

/** One line of History (DESIGN.md, Staff accounts and History): written once, never edited. */
export interface AuditEntry {
  id: string;
  at: string;
  actor: AuditActor;
  /** `post.published`, `user.role_changed`, `settings.updated`, `login.failed`, … */
  action: string;
  target: AuditTarget | null;
  /** The network it came from, cut to /24 or /48 as sessions keep it. */
  ip: string;
  /** For `settings.updated`: the names of the settings changed, never their values. */
  keys?: string[];
}

/** A page of History, newest first; `nextCursor` asks for the next older page (`before=`). */
export interface AuditPage {
  data: AuditEntry[];
  nextCursor: string | null;
}
