import type { z } from 'zod';
import type { syncInput } from '../sync-schemas';

export type SyncInput = z.output<typeof syncInput>;

/** Someone else in the post, as the relay last heard from them. */
export interface SyncPresence {
  userId: string;
  name: string;
  avatarUrl: string;
  /** The person's colour for their caret and avatar ring, the same on every screen. */
  color: string;
  clientId: string;
  state: Record<string, unknown> | null;
  /** ISO time they were last heard from. */
  at: string;
}

/** What `POST /api/posts/{id}/sync` answers. */
export interface SyncAnswer {
  /** Pass back as `cursor` next time. */
  cursor: number;
  /** The merged document up to the log's compacted part, when the client's cursor is older than it. */
  snapshot: string | null;
  /** Updates after the cursor (or after the snapshot), oldest first, base64; the client's own left out. */
  updates: string[];
  /** The others in the post now (not the caller). */
  presence: SyncPresence[];
  /** When to ask again: 1 s with others in the post, 5 s alone. */
  pollMs: number;
}
