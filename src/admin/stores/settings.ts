import { atom } from 'nanostores';
import type { BuildStatus, SiteSettings } from '@/shared/types';
import { buildStatusApi, settingsApi } from '../api/site';

/** Site settings; null until loaded. */
export const $settings = atom<SiteSettings | null>(null);

export async function loadSettings(): Promise<SiteSettings> {
  const settings = await settingsApi.get();
  $settings.set(settings);
  return settings;
}

/** Saves and keeps the edited values locally even when the server refuses them. */
export async function saveSettings(settings: SiteSettings): Promise<void> {
  $settings.set(settings);
  await settingsApi.save(settings);
  void loadBuildStatus();
}

export const $buildStatus = atom<BuildStatus | null>(null);

export async function loadBuildStatus(): Promise<void> {
  try {
    $buildStatus.set(await buildStatusApi.get());
  } catch {
    $buildStatus.set(null);
  }
}
