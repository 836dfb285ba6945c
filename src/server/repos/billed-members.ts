/**
 * The users who have ever had a subscription or a comp: one small document, so the members summary
 * and the every-minute reconciliation read those users instead of every user. Ids are only added,
 * before the user's billing is written, so the list never misses a member (a few extra are harmless).
 */
import type { UserRecord } from '@/shared/records';
import { getJSON, updateJSON } from '../storage/store';
import { listUsers } from './users';

const key = 'members/billed';

interface BilledMembers {
  ids: string[];
}

const hasBilling = (u: UserRecord) => Boolean(u.billing?.subscriptionId || u.billing?.compedTierId);

/** The list as it would be had it been kept from the start: a site's members from before it existed. */
async function fromEveryUser(): Promise<string[]> {
  return (await listUsers()).filter(hasBilling).map((u) => u.id);
}

/** The list for a reader: without a stored list yet, worked out from every user (and not stored). */
export async function billedMemberIds(): Promise<string[]> {
  return (await getJSON<BilledMembers>(key))?.ids ?? fromEveryUser();
}

/** The list for a writer: the first use on a site whose members predate it builds it once and keeps it. */
export async function keptBilledMemberIds(): Promise<string[]> {
  const stored = await getJSON<BilledMembers>(key);
  if (stored) return stored.ids;
  const ids = await fromEveryUser();
  return (await updateJSON<BilledMembers>(key, (cur) => cur ?? { ids })).ids;
}

/** Adds the user unless listed already; conditional writes, so concurrent writers each keep their id. */
export async function addBilledMember(userId: string): Promise<void> {
  if ((await keptBilledMemberIds()).includes(userId)) return;
  await updateJSON<BilledMembers>(key, (cur) => {
    const ids = cur?.ids ?? [];
    return { ids: ids.includes(userId) ? ids : [...ids, userId] };
  });
}
