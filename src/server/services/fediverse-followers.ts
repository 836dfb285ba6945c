/** The publication's followers and blocks (DESIGN.md, The fediverse, Admin). */
import { randomUUID } from 'node:crypto';
import type { Actor } from '@fedify/fedify/vocab';
import type { FediverseBlock, FediverseFollower } from '@/shared/fediverse';
import { NotFound } from '../errors';
import { now } from '../clock';
import {
  allBlocks,
  allFollowers,
  deleteBlock,
  deleteFollower,
  followerId,
  getBlock,
  getFollower,
  saveBlock,
  saveFollower,
  type FollowerRecord,
} from '../repos/fediverse';
import { hostOf } from './fediverse-hosts';

export const accountOf = (actor: Actor) => `@${actor.preferredUsername?.toString() ?? 'unknown'}@${hostOf(actor.id?.href ?? '')}`;

export async function addFollower(actor: Actor, follow: unknown): Promise<FollowerRecord> {
  const id = actor.id!.href;
  const record: FollowerRecord = {
    id: followerId(id),
    actor: id,
    account: accountOf(actor),
    name: actor.name?.toString() ?? actor.preferredUsername?.toString() ?? id,
    inbox: actor.inboxId?.href ?? '',
    sharedInbox: actor.endpoints?.sharedInbox?.href ?? '',
    followedAt: new Date(now()).toISOString(),
    follow,
  };
  await saveFollower(record);
  return record;
}

export const removeFollowerByActor = (actor: string) => deleteFollower(followerId(actor));

const shown = (f: FollowerRecord): FediverseFollower => ({
  id: f.id,
  account: f.account,
  actor: f.actor,
  name: f.name,
  inbox: f.inbox,
  followedAt: f.followedAt,
});

export async function listFollowers(q: { q?: string; limit: number; offset: number }) {
  const needle = q.q?.toLowerCase();
  const rows = (await allFollowers())
    .filter((f) => !needle || f.account.toLowerCase().includes(needle) || f.name.toLowerCase().includes(needle))
    .sort((a, b) => b.followedAt.localeCompare(a.followedAt));
  return { items: rows.slice(q.offset, q.offset + q.limit).map(shown), total: rows.length };
}

export async function removeFollower(id: string): Promise<void> {
  if (!(await getFollower(id))) throw NotFound('Follower');
  await deleteFollower(id);
}

export const listBlocks = async () => (await allBlocks()).sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** A block also removes the followers it covers: nothing more is sent to them. */
export async function addBlock(input: { domain: string } | { actor: string }): Promise<FediverseBlock> {
  const block: FediverseBlock = { id: randomUUID(), ...input, createdAt: new Date(now()).toISOString() };
  await saveBlock(block);
  const covered = (await allFollowers()).filter((f) =>
    'actor' in input ? f.actor === input.actor : hostOf(f.actor) === input.domain || hostOf(f.actor).endsWith(`.${input.domain}`),
  );
  await Promise.all(covered.map((f) => deleteFollower(f.id)));
  return block;
}

export async function removeBlock(id: string): Promise<void> {
  if (!(await getBlock(id))) throw NotFound('Block');
  await deleteBlock(id);
}
