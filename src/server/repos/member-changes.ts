/**
 * Signups and cancellations of paid members: one key per change, so concurrent writers never share a
 * key, and the key holds everything a count needs, so a summary lists keys and reads none. Keys are
 * filed by UTC month: a year's summary is about a dozen listings.
 */
import { MEMBER_CHANGE_KINDS, type MemberChangeKind } from '@/shared/members';
import type { MemberChangeRecord } from '@/shared/records';
import { createJSON, listKeys } from '../storage/store';

const monthOf = (ms: number) => new Date(ms).toISOString().slice(0, 7);
const folder = (month: string) => `members/changes/${month}/`;

export async function saveMemberChange(change: MemberChangeRecord): Promise<void> {
  const { kind, userId, at } = change;
  await createJSON(`${folder(monthOf(at))}${String(at).padStart(13, '0')}-${kind}-${userId}`, change);
}

function parse(key: string): MemberChangeRecord | null {
  const m = /^(\d{13})-([a-z]+)-(.+)$/.exec(key.slice(key.lastIndexOf('/') + 1));
  if (!m || !MEMBER_CHANGE_KINDS.includes(m[2] as MemberChangeKind)) return null;
  return { at: Number(m[1]), kind: m[2] as MemberChangeKind, userId: m[3]! };
}

/** The UTC months that `[fromMs, toMs)` touches, as `YYYY-MM`. */
function monthsBetween(fromMs: number, toMs: number): string[] {
  const months: string[] = [];
  const d = new Date(fromMs);
  for (let m = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1); m < toMs;) {
    months.push(monthOf(m));
    const next = new Date(m);
    m = Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1);
  }
  return months;
}

/** Every change from `fromMs` up to (not including) `toMs`. */
export async function memberChangesBetween(fromMs: number, toMs: number): Promise<MemberChangeRecord[]> {
  const lists = await Promise.all(monthsBetween(fromMs, toMs).map((m) => listKeys(folder(m))));
  return lists
    .flat()
    .map(parse)
    .filter((c): c is MemberChangeRecord => c !== null && c.at >= fromMs && c.at < toMs);
}
