/** Site settings: stored snake_case under one key, answered in the app's camelCase with defaults. */
import { fromStoredSettings } from '@/shared/settings';
import type { SiteSettings, StoredSettings } from '@/shared/types';
import { readStoredSettings, saveStoredSettings } from '../repos/settings';

export async function getSettings(): Promise<SiteSettings> {
  return fromStoredSettings(await readStoredSettings());
}

export async function saveSettings(input: StoredSettings): Promise<SiteSettings> {
  await saveStoredSettings(input);
  return fromStoredSettings(input);
}
