/** Site settings: stored snake_case under one key, answered in the app's camelCase with defaults. */
import { fromStoredSettings, toStoredSettings } from '@/shared/settings';
import type { SiteSettings } from '@/shared/types';
import { readStoredSettings, saveStoredSettings } from '../repos/settings';
import { written, type Written } from '../changes';
import { requiresProductionSettings } from '../config';

/**
 * The new-device check is on by default for a deployed site; a store that never set it keeps it off
 * locally (the demo seed stores it off too).
 */
export async function getSettings(): Promise<SiteSettings> {
  const stored = await readStoredSettings();
  const settings = fromStoredSettings(stored);
  if (typeof stored?.staff_device_verification !== 'boolean') settings.staffDeviceVerification = requiresProductionSettings();
  return settings;
}

export async function saveSettings(settings: SiteSettings): Promise<Written<SiteSettings>> {
  await saveStoredSettings(toStoredSettings(settings));
  return written(settings, { entity: 'settings', kind: 'updated', id: 'settings', title: settings.title, live: true });
}
