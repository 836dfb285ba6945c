/** Site settings: stored snake_case under one key, answered in the app's camelCase with defaults. */
import { fromStoredSettings, toStoredSettings } from '@/shared/settings';
import type { SiteSettings } from '@/shared/types';
import { readStoredSettings, saveStoredSettings } from '../repos/settings';
import { written, type Written } from '../changes';

export async function getSettings(): Promise<SiteSettings> {
  return fromStoredSettings(await readStoredSettings());
}

export async function saveSettings(settings: SiteSettings): Promise<Written<SiteSettings>> {
  await saveStoredSettings(toStoredSettings(settings));
  return written(settings, { entity: 'settings', kind: 'updated', id: 'settings', title: settings.title, live: true });
}
