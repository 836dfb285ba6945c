/**
 * History entries, one document each under their month: `audit/<YYYY-MM>/<id>~<actor>~<action>`.
 * The id starts with the time in milliseconds, so keys sort by time, and the actor and action in the
 * key let a filtered page be found from a listing alone, reading only the entries it shows.
 */
import type { AuditEntry } from '@/shared/types';
import { createJSON, deleteKey, getMany, listFolders, listKeys } from '../storage/store';

const ROOT = 'audit/';
const SEP = '~';
/** Actor ids are record ids; anything else is escaped so it cannot split the key. */
const escapeActor = (id: string) => encodeURIComponent(id).replace(/~/g, '%7E');

export interface AuditKey {
  key: string;
  id: string;
  actorId: string;
  action: string;
}

const monthOfId = (id: string) => new Date(Number(id.slice(0, 13))).toISOString().slice(0, 7);

export async function insertAuditEntry(entry: AuditEntry): Promise<boolean> {
  const key = `${ROOT}${monthOfId(entry.id)}/${entry.id}${SEP}${escapeActor(entry.actor.id)}${SEP}${entry.action}`;
  return createJSON(key, entry);
}

/** The months that hold entries, `YYYY-MM`, newest first. */
export async function auditMonths(): Promise<string[]> {
  const folders = await listFolders(ROOT);
  return folders
    .map((f) => f.replace(/\/$/, '').split('/').pop()!)
    .filter((m) => /^\d{4}-\d{2}$/.test(m))
    .sort()
    .reverse();
}

/** One month's keys, parsed, newest first. */
export async function auditKeysOf(month: string): Promise<AuditKey[]> {
  const out: AuditKey[] = [];
  for (const key of await listKeys(`${ROOT}${month}/`)) {
    const [id, actor, action] = key.slice(ROOT.length + month.length + 1).split(SEP);
    if (id && actor !== undefined && action) out.push({ key, id, actorId: decodeURIComponent(actor), action });
  }
  return out.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

export const readAuditEntries = (keys: AuditKey[]) => getMany<AuditEntry>(keys.map((k) => k.key));

/** Retention only: History has no route that edits or deletes an entry. */
export const dropAuditKeys = (keys: AuditKey[]) => Promise.all(keys.map((k) => deleteKey(k.key)));
