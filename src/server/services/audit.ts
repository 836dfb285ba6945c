/**
 * History (DESIGN.md, Staff accounts and History): every staff write and every sign-in event of a
 * staff account, recorded once, read newest first by administrators, kept 365 days. Nothing here
 * edits an entry; only the retention sweep deletes them.
 */
import { randomBytes } from 'node:crypto';
import type { AuditQuery } from '@/shared/security-schemas';
import type { UserRecord } from '@/shared/records';
import type { AuditEntry, AuditPage, AuditTarget } from '@/shared/types';
import { roleOf } from '@/shared/roles';
import { networkOf } from '../auth/client';
import { now } from '../clock';
import { auditKeysOf, auditMonths, dropAuditKeys, insertAuditEntry, readAuditEntries, type AuditKey } from '../repos/audit';

const RETENTION_DAYS = 365;
const DAY = 86_400_000;

/** What a write did, as its route or service describes it. */
export interface AuditNote {
  action: string;
  target?: AuditTarget | null;
  keys?: string[];
}

const newId = (at: number) => `${String(at).padStart(13, '0')}-${randomBytes(5).toString('hex')}`;

/** Records one entry for `actor`; `ip` is the full address, kept only as its network. */
export async function recordAudit(actor: UserRecord, note: AuditNote, ip: string): Promise<AuditEntry> {
  const at = now();
  const entry: AuditEntry = {
    id: newId(at),
    at: new Date(at).toISOString(),
    actor: { id: actor.id, name: actor.name, role: roleOf(actor) },
    action: note.action,
    target: note.target ?? null,
    ip: networkOf(ip),
    ...(note.keys ? { keys: note.keys } : {}),
  };
  await insertAuditEntry(entry);
  return entry;
}

/** `before` as the id every listed entry must sort under: a cursor as it is, a date as its millisecond. */
function upperBound(before: string | undefined): string | null {
  if (!before) return null;
  if (/^\d{13}-/.test(before)) return before;
  return String(Date.parse(before)).padStart(13, '0');
}

const matches = (q: AuditQuery, bound: string | null) => (k: AuditKey) =>
  (!bound || k.id < bound) &&
  (!q.actor || k.actorId === q.actor) &&
  (!q.action || k.action === q.action || k.action.startsWith(`${q.action}.`));

/** A page of History, newest first, filtered by person and action. */
export async function auditPage(q: AuditQuery): Promise<AuditPage> {
  const bound = upperBound(q.before);
  const boundMonth = bound ? new Date(Number(bound.slice(0, 13))).toISOString().slice(0, 7) : null;
  const found: AuditKey[] = [];
  for (const month of await auditMonths()) {
    if (boundMonth && month > boundMonth) continue;
    found.push(...(await auditKeysOf(month)).filter(matches(q, bound)));
    if (found.length > q.limit) break;
  }
  const page = found.slice(0, q.limit);
  const entries = await readAuditEntries(page);
  return { data: entries, nextCursor: found.length > q.limit ? page.at(-1)!.id : null };
}

/** Drops entries older than 365 days: whole months past the cutoff, single entries in its month. */
export async function pruneAudit(at = now()): Promise<number> {
  const cutoff = String(at - RETENTION_DAYS * DAY).padStart(13, '0');
  const cutoffMonth = new Date(at - RETENTION_DAYS * DAY).toISOString().slice(0, 7);
  let dropped = 0;
  for (const month of await auditMonths()) {
    if (month > cutoffMonth) continue;
    const old = (await auditKeysOf(month)).filter((k) => k.id < cutoff);
    await dropAuditKeys(old);
    dropped += old.length;
  }
  return dropped;
}
