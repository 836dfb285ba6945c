/** The members CSV (DESIGN.md, Members: growth): one row per account, for a spreadsheet or another platform. */
import Papa from 'papaparse';
import { memberOf } from '@/shared/member-status';
import { listUsers } from '../../repos/users';
import { allSubscribers } from '../../repos/subscribers';
import { listTiers } from '../tiers';

export const MEMBER_CSV_COLUMNS = [
  'email',
  'name',
  'status',
  'tier',
  'created',
  'newsletters',
  'stripe_customer_id',
  'comp_or_gift_end',
] as const;

/** The name the newsletter goes by in the CSV until there are several. */
const NEWSLETTER = 'Newsletter';

export async function exportMembersCsv(): Promise<string> {
  const [users, tiers, subscribers] = await Promise.all([listUsers(), listTiers(true), allSubscribers()]);
  const tierNames = new Map(tiers.map((t) => [t.id, t.name]));
  const reading = new Set(subscribers.filter((s) => s.status === 'confirmed').map((s) => s.email.toLowerCase()));
  const data = users.map((u) => {
    const m = memberOf(u);
    return [
      u.email,
      u.name,
      m.status,
      m.tierId ? (tierNames.get(m.tierId) ?? m.tierId) : '',
      u.createdAt ?? '',
      reading.has(u.email.toLowerCase()) ? NEWSLETTER : '',
      u.billing?.customerId ?? '',
      // A comp has no end; a paid member's current period is not one either.
      '',
    ];
  });
  // A cell starting with = + - @ is quoted so a spreadsheet shows it instead of running it.
  return Papa.unparse({ fields: [...MEMBER_CSV_COLUMNS], data }, { escapeFormulae: true }) + '\r\n';
}
