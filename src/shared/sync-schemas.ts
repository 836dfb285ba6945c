/**
 * Writing together (DESIGN.md): what `POST /api/posts/{id}/sync` takes. A client sends its Yjs
 * updates base64-encoded and its presence (caret, selection, colour), and gets back what the others
 * sent after its cursor.
 */
import { z } from 'zod';

/** Limits of the relay: one request's update, one presence, and when the log is compacted. */
export const SYNC_LIMITS = {
  updateBytes: 512 * 1024,
  awarenessChars: 4_000,
  /** Compacted into one merged snapshot past this many updates… */
  logUpdates: 200,
  /** …or this many bytes of updates. */
  logBytes: 256 * 1024,
  /** A person not heard from in this long has left the post. */
  presenceMs: 30_000,
} as const;

const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const syncInput = z.object({
  /** One per tab (the Y.Doc's clientID, a 32-bit number), so a person's own tabs see each other's updates. */
  clientId: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1)
    .transform(String),
  /** The last log position this client has; 0 for none. */
  cursor: z.number().int().min(0).default(0),
  update: z
    .string()
    .max(Math.ceil(SYNC_LIMITS.updateBytes / 3) * 4, 'The update is too large')
    .regex(base64, 'The update must be base64')
    .optional(),
  /** Free-form presence state (the editor's caret and selection); kept per person. */
  awareness: z
    .record(z.string(), z.unknown())
    .refine((a) => JSON.stringify(a).length <= SYNC_LIMITS.awarenessChars, 'The presence state is too large')
    .optional(),
});
