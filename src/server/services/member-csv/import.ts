/**
 * Brings members in from Ghost or Substack (DESIGN.md, Members: growth): a dry run says what would
 * change and writes nothing; an import creates the accounts that are missing, signs the newsletter's
 * readers up as confirmed (they confirmed there), gives comped members their tier, and links a paying
 * member's Stripe customer by reading their subscription from Stripe. Running it again changes
 * nothing: every step first checks whether it is done.
 */
import { randomUUID } from 'node:crypto';
import type { UserRecord } from '@/shared/records';
import type { MemberImportInput, MemberImportReport, Tier } from '@/shared/types';
import { memberOf } from '@/shared/member-status';
import { paymentsConfigured, stripe } from '../../payments/stripe-client';
import { keptBilledMemberIds } from '../../repos/billed-members';
import { findUserByEmail, insertUser } from '../../repos/users';
import { getSubscriber, insertSubscriber, subscriberId, updateSubscriber } from '../../repos/subscribers';
import { syncSubscription } from '../billing-sync';
import { writeBilling } from '../member-billing';
import { listTiers } from '../tiers';
import { PLATFORM_NAMES, readRows, type ImportRow, type Platform, type Problem } from './rows';

/** Rows worked on at once: each is a few small reads and writes, so the store's latency, not CPU, sets the pace. */
const PARALLEL_ROWS = 32;
const LIVE_SUBSCRIPTIONS = ['active', 'trialing', 'past_due'];

type Outcome = 'created' | 'updated' | 'unchanged';

interface RowContext {
  platform: Platform;
  dryRun: boolean;
  tiers: Tier[];
  problem: (message: string) => void;
}

export async function importMembers({ format, csv, dryRun }: MemberImportInput): Promise<MemberImportReport> {
  const { rows, problems } = readRows(format, csv);
  const tiers = (await listTiers(true)).filter((t) => t.active);
  // A site that has never billed anyone builds its list of billed members from every user on first
  // use: before the rows, while those are the site's own, not during them from thousands of new ones.
  if (!dryRun && rows.some((r) => r.comped || r.paid)) await keptBilledMemberIds();
  const report: MemberImportReport = { created: 0, updated: 0, unchanged: 0, problems };
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const r = rows[next++]!;
      const problem = (message: string) => problems.push({ row: r.row, message });
      try {
        report[await importRow(r, { platform: format, dryRun, tiers, problem })]++;
      } catch (err) {
        console.error(`Member import, row ${r.row}`, err);
        problem('Could not be imported; nothing was changed for it. Try the import again.');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_ROWS, rows.length) }, worker));
  problems.sort((a: Problem, b: Problem) => a.row - b.row);
  return report;
}

const newMember = (r: ImportRow): UserRecord => ({
  id: randomUUID(),
  name: r.name || r.email.split('@')[0]!,
  email: r.email,
  avatarUrl: '',
  // The other platform confirmed the address; they sign in with Google or set a password by email.
  isVerified: true,
  isAdmin: false,
  role: 'reader',
  oauthProvider: null,
  oauthId: null,
  passwordHash: null,
  createdAt: r.createdAt ?? new Date().toISOString(),
});

async function importRow(r: ImportRow, ctx: RowContext): Promise<Outcome> {
  let user = await findUserByEmail(r.email);
  const existed = user !== null;
  if (!user && !ctx.dryRun) {
    const made = newMember(r);
    // Someone signing up with the address meanwhile keeps their account; the import adds to it.
    user = (await insertUser(made)) ? made : await findUserByEmail(r.email);
  }
  const changes = [await joinNewsletter(r, ctx), await giveComp(r, user, ctx), await linkStripe(r, user, ctx)];
  if (!existed) return 'created';
  return changes.some(Boolean) ? 'updated' : 'unchanged';
}

/** A reader of the newsletter there is a confirmed subscriber here; one who left here stays left. */
async function joinNewsletter(r: ImportRow, { dryRun }: RowContext): Promise<boolean> {
  if (!r.newsletter) return false;
  const id = subscriberId(r.email);
  const current = await getSubscriber(id);
  if (current && current.status !== 'pending') return false;
  if (dryRun) return true;
  const at = new Date().toISOString();
  if (!current)
    return insertSubscriber({ id, email: r.email, subscribedAt: r.createdAt ?? at, status: 'confirmed', confirmedAt: at });
  await updateSubscriber(id, (cur) => ({ ...cur!, status: 'confirmed', confirmedAt: at }));
  return true;
}

const tierNamed = (name: string | null, tiers: Tier[]) =>
  (name && tiers.find((t) => t.name.trim().toLowerCase() === name.toLowerCase())) || tiers[0] || null;

async function giveComp(r: ImportRow, user: UserRecord | null, ctx: RowContext): Promise<boolean> {
  if (!r.comped) return false;
  const tier = tierNamed(r.tierName, ctx.tiers);
  if (!tier) {
    ctx.problem(`Comped on ${PLATFORM_NAMES[ctx.platform]}, but there is no active tier to give: imported as a free member.`);
    return false;
  }
  if (user && (user.billing?.compedTierId === tier.id || memberOf(user).status === 'paid')) return false;
  if (!ctx.dryRun) await writeBilling(user!.id, (prev) => ({ ...prev, compedTierId: tier.id }));
  return true;
}

/** A member who paid through Stripe there keeps paying: their subscription is read from Stripe and stored. */
async function linkStripe(r: ImportRow, user: UserRecord | null, ctx: RowContext): Promise<boolean> {
  if (!r.paid) return false;
  const platform = PLATFORM_NAMES[ctx.platform];
  const customer = r.stripeCustomerId;
  if (!customer) {
    ctx.problem(`Paid on ${platform} without a Stripe customer to link: imported as a free member.`);
    return false;
  }
  if (user?.billing?.customerId === customer && user.billing.subscriptionId) return false;
  if (ctx.dryRun) return true;
  if (!paymentsConfigured()) {
    ctx.problem(`Paid on ${platform}, but payments are not set up here: imported as a free member. Import again once they are.`);
    return false;
  }
  const subscriptions = await stripe().subscriptions.list({ customer, status: 'all', limit: 10 });
  const live = subscriptions.data.find((s) => LIVE_SUBSCRIPTIONS.includes(s.status));
  if (!live) {
    ctx.problem(`Stripe has no current subscription for customer ${customer}: imported as a free member.`);
    return false;
  }
  const tier = tierNamed(r.tierName, ctx.tiers);
  if (tier) await writeBilling(user!.id, (prev) => ({ ...prev, tierId: prev?.tierId ?? tier.id }));
  await syncSubscription(live.id, user!.id);
  return true;
}
