/**
 * Paid tiers (DESIGN.md, Members and paid content). A tier that has members is archived
 * (`active: false`), never deleted, so nobody's plan points at nothing.
 */
import { randomBytes } from 'node:crypto';
import type { Tier, TierInput } from '@/shared/types';
import { memberOf } from '@/shared/member-status';
import { Conflict, NotFound } from '../errors';
import { tiers } from '../repos/tiers';
import { listUsers } from '../repos/users';

const newId = () => `tier-${randomBytes(6).toString('hex')}`;

const byPrice = (a: Tier, b: Tier) => a.monthlyPrice - b.monthlyPrice || a.createdAt.localeCompare(b.createdAt);

/** Active tiers for everyone; administrators also see archived ones. */
export async function listTiers(all = false): Promise<Tier[]> {
  return (await tiers.all()).filter((t) => all || t.active).sort(byPrice);
}

export async function getTier(id: string): Promise<Tier> {
  const t = await tiers.get(id);
  if (!t) throw NotFound('Tier');
  return t;
}

export async function createTier(input: TierInput, now = new Date()): Promise<Tier> {
  const at = now.toISOString();
  for (;;) {
    const tier: Tier = { id: newId(), ...input, createdAt: at, updatedAt: at };
    if (await tiers.create(tier)) return tier;
  }
}

export async function updateTier(id: string, input: TierInput, now = new Date()): Promise<Tier> {
  const current = await getTier(id);
  const next: Tier = { ...current, ...input, id, updatedAt: now.toISOString() };
  await tiers.save(next);
  return next;
}

/** Members paying for or given the tier now. */
export async function tierMemberCount(id: string): Promise<number> {
  const users = await listUsers();
  return users.filter((u) => {
    const m = memberOf(u);
    return m.status !== 'free' && m.tierId === id;
  }).length;
}

export async function deleteTier(id: string): Promise<{ id: string }> {
  await getTier(id);
  if (await tierMemberCount(id))
    throw Conflict('This tier has members: archive it instead (set it inactive).', 'TIER_HAS_MEMBERS');
  await tiers.remove(id);
  return { id };
}
