/**
 * The administrators' members figures: paid and comped members now, monthly recurring revenue per
 * currency, and signups and cancellations per day in the site's time zone. Reads the billed members
 * and the change log's keys, never every user.
 */
import { MEMBER_SUMMARY_MAX_DAYS } from '@/shared/members';
import { memberOf } from '@/shared/member-status';
import type { UserRecord } from '@/shared/records';
import type { MemberChangeDay, MemberSummary, MemberSummaryQuery, MoneyAmount } from '@/shared/types';
import { now } from '../clock';
import { billedMemberIds } from '../repos/billed-members';
import { memberChangesBetween } from '../repos/member-changes';
import { getUsers } from '../repos/users';
import { addDays, dayAndHour, dayRange, daysBetween } from './analytics-days';
import { getSettings } from './settings';

/** Monthly prices plus yearly prices ÷ 12, summed per currency and rounded once at the end. */
function recurringRevenue(paying: UserRecord[]): MoneyAmount[] {
  const sums = new Map<string, number>();
  for (const u of paying) {
    const b = u.billing;
    if (!b?.amount || !b.currency || !b.cadence) continue;
    const monthly = b.cadence === 'year' ? b.amount / 12 : b.amount;
    sums.set(b.currency, (sums.get(b.currency) ?? 0) + monthly);
  }
  return [...sums]
    .map(([currency, amount]) => ({ currency, amount: Math.round(amount) }))
    .sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency));
}

export async function memberSummary(q: MemberSummaryQuery): Promise<MemberSummary> {
  const at = now();
  const { timezone } = await getSettings();
  const { from, to } = dayRange(q, dayAndHour(at, timezone).day, MEMBER_SUMMARY_MAX_DAYS);
  const [users, changes] = await Promise.all([
    getUsers(await billedMemberIds()),
    // A day boundary in any time zone lies within a day of UTC midnight.
    memberChangesBetween(Date.parse(`${addDays(from, -1)}T00:00:00Z`), Date.parse(`${addDays(to, 2)}T00:00:00Z`)),
  ]);
  const statuses = users.map((u) => memberOf(u, at).status);
  const days = new Map<string, MemberChangeDay>(
    daysBetween(from, to).map((date) => [date, { date, signups: 0, cancellations: 0 }]),
  );
  for (const c of changes) {
    const day = days.get(dayAndHour(c.at, timezone).day);
    if (!day) continue;
    if (c.kind === 'signup') day.signups++;
    else day.cancellations++;
  }
  return {
    from,
    to,
    timezone,
    paid: statuses.filter((s) => s === 'paid').length,
    comped: statuses.filter((s) => s === 'comped').length,
    mrr: recurringRevenue(users.filter((_, i) => statuses[i] === 'paid')),
    days: [...days.values()],
  };
}
