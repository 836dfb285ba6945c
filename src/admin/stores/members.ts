/** The Members screen's state: one page of members under the filters on screen, and the tiers to name and comp. */
import { atom } from 'nanostores';
import type { MemberStatus } from '@/shared/members';
import type { Member, MemberRow, Tier } from '@/shared/types';
import { membersApi, tiersApi } from '../api/members';
import { pagedList } from './list';

export interface MemberFilters {
  status: MemberStatus | '';
  tier: string;
  q: string;
}

export const $memberFilters = atom<MemberFilters>({ status: '', tier: '', q: '' });

export const members = pagedList<MemberRow>(20, (limit, offset) => {
  const { status, tier, q } = $memberFilters.get();
  return membersApi.page({ limit, offset, status: status || undefined, tier: tier || undefined, q: q.trim() || undefined });
});

/** Loads the first page under new filters. */
export function filterMembers(next: Partial<MemberFilters>): Promise<void> {
  $memberFilters.set({ ...$memberFilters.get(), ...next });
  return members.load(0);
}

export const $memberTiers = atom<Tier[] | null>(null);

export async function loadMemberTiers(): Promise<void> {
  $memberTiers.set(await tiersApi.all());
}

/** Gives the member a tier free (or takes it back with null) and shows the answer in their row. */
export async function compMember(row: MemberRow, comped: string | null): Promise<Member> {
  const member = await membersApi.comp(row.userId, comped);
  members.patch((m) => m.userId === row.userId, { ...row, ...member });
  return member;
}
