/**
 * What a write changed, reported by the service that made it, so a route's policy can decide what
 * readers' pages need (a rebuild today, cache tags to purge later) without reading anything again.
 */
export type ChangeKind = 'added' | 'updated' | 'deleted' | 'published' | 'unpublished';
export type ChangedEntity = 'post' | 'page' | 'category' | 'author' | 'settings';

export interface Change {
  entity: ChangedEntity;
  kind: ChangeKind;
  id: string;
  /** The title or name readers know it by. */
  title: string;
  /** True when prebuilt pages showed it before or show it now: a draft's edits change none. */
  live: boolean;
}

/** A write's answer and what it changed. */
export interface Written<T> {
  data: T;
  changes: Change[];
}

export const written = <T>(data: T, ...changes: Change[]): Written<T> => ({ data, changes });

/** A post's change from its status before and after the write (null before: created). */
export function postChange(post: { id: string; title: string; status: string }, before: { status: string } | null): Change {
  const was = before?.status === 'published';
  const is = post.status === 'published';
  const kind: ChangeKind = is && !was ? 'published' : was && !is ? 'unpublished' : before ? 'updated' : 'added';
  return { entity: 'post', kind, id: post.id, title: post.title, live: was || is };
}
