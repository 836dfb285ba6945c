/**
 * Every write of a member's billing goes through here: the member is listed among billed members
 * before the write, and a change of paid status that the write makes is logged as a signup or a
 * cancellation. The change is judged inside the same conditional update, so two writers never log
 * one transition twice, and a write that leaves the status as it was logs nothing.
 */
import type { MemberChangeKind } from '@/shared/members';
import type { BillingRecord, UserRecord } from '@/shared/records';
import { memberOf } from '@/shared/member-status';
import { addBilledMember } from '../repos/billed-members';
import { saveMemberChange } from '../repos/member-changes';
import { updateUser } from '../repos/users';

/**
 * `signup` when the member starts paying; `cancellation` when a paying member asks to cancel at the
 * period's end, or loses paid access without having asked. A resume is neither.
 */
export function changeOf(prev: BillingRecord | undefined, next: BillingRecord, at: number): MemberChangeKind | null {
  const before = memberOf({ billing: prev }, at);
  const after = memberOf({ billing: next }, at);
  if (after.status === 'paid') {
    if (before.status !== 'paid') return 'signup';
    return !before.cancelAtPeriodEnd && after.cancelAtPeriodEnd ? 'cancellation' : null;
  }
  // Access can lapse between two syncs (a grace period running out): a sync judges it as of the last one.
  const lastSync = next.syncedAt !== prev?.syncedAt && prev?.syncedAt ? Math.min(prev.syncedAt, at) : at;
  const was = before.status === 'paid' ? before : memberOf({ billing: prev }, lastSync);
  return was.status === 'paid' && !was.cancelAtPeriodEnd ? 'cancellation' : null;
}

/** Replaces the member's billing with `fn`'s answer to the stored one; answers the stored user. */
export async function writeBilling(
  userId: string,
  fn: (current: BillingRecord | undefined) => BillingRecord,
  at = Date.now(),
): Promise<UserRecord> {
  await addBilledMember(userId);
  const seen: { change: MemberChangeKind | null } = { change: null };
  const user = await updateUser(userId, (cur) => {
    const billing = fn(cur!.billing);
    seen.change = changeOf(cur!.billing, billing, at);
    return { ...cur!, billing };
  });
  if (seen.change) await saveMemberChange({ kind: seen.change, userId, at });
  return user;
}
