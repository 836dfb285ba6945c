import { atom } from 'nanostores';
import type { FediverseBlock, FediverseDelivery, FediverseFollower, FediverseSettings } from '@/shared/fediverse';
import { fediverseApi } from '../api/fediverse';

/** The fediverse settings; null until loaded. */
export const $fediverse = atom<FediverseSettings | null>(null);
export const $followers = atom<{ items: FediverseFollower[]; total: number } | null>(null);
export const $blocks = atom<FediverseBlock[]>([]);
export const $deliveries = atom<FediverseDelivery[] | null>(null);

export async function loadFediverse(): Promise<FediverseSettings> {
  const settings = await fediverseApi.settings();
  $fediverse.set(settings);
  return settings;
}

export async function saveFediverse(enabled: boolean, handle: string): Promise<void> {
  $fediverse.set(await fediverseApi.save({ enabled, handle }));
}

export async function loadFollowers(q = ''): Promise<void> {
  const res = await fediverseApi.followers(q);
  $followers.set({ items: res.data, total: res.meta?.total ?? res.data.length });
  $blocks.set(await fediverseApi.blocks());
}

export async function removeFollower(id: string, q = ''): Promise<void> {
  await fediverseApi.removeFollower(id);
  await loadFollowers(q);
}

/** Blocking an account or its whole server also removes the followers it covers. */
export async function blockFollower(follower: FediverseFollower, scope: 'account' | 'domain', q = ''): Promise<void> {
  await fediverseApi.block(scope === 'domain' ? { domain: new URL(follower.actor).hostname } : { actor: follower.actor });
  await loadFollowers(q);
}

export async function unblock(id: string, q = ''): Promise<void> {
  await fediverseApi.unblock(id);
  await loadFollowers(q);
}

export async function loadDeliveries(postId: string): Promise<void> {
  $deliveries.set(await fediverseApi.deliveries(postId));
}

export async function retryFailedDeliveries(postId: string): Promise<number> {
  const { data } = await fediverseApi.retry(postId);
  await loadDeliveries(postId);
  return data.retried;
}
