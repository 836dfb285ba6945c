/** Site settings: stored snake_case under one key, answered in the app's camelCase with defaults. */
import { fromStoredSettings, toStoredSettings } from '@/shared/settings';
import type { SiteSettings, StoredSettings } from '@/shared/types';
import { getJSON, keys, setJSON } from '../storage/blobs';
import { written, type Written } from '../changes';

export async function getSettings(): Promise<SiteSettings> {
  return fromStoredSettings(await getJSON<Partial<StoredSettings>>(keys.settings));
}

export async function saveSettings(settings: SiteSettings): Promise<Written<SiteSettings>> {
  await setJSON(keys.settings, toStoredSettings(settings));
  return written(settings, { entity: 'settings', kind: 'updated', id: 'settings', title: settings.title, live: true });
}
