/** Site settings between the app's camelCase and the stored snake_case that `PUT /api/settings` takes. */
import { SETTING_KEYS, STORED_SETTING_KEYS, toStoredKeys, type SettingKey } from './settings-keys';
import type { SiteSettings, StoredSettings } from './types';
import { DEFAULT_PAYMENT_GRACE_DAYS } from './members';

export const DEFAULT_SETTINGS: SiteSettings = {
  title: 'Inkwell',
  description: 'A modern blogging platform for creators and readers',
  logoLightUrl: '',
  logoDarkUrl: '',
  twitterUrl: 'https://twitter.com',
  githubUrl: 'https://github.com',
  timezone: 'UTC',
  webAnalytics: 'on',
  emailTracking: 'aggregate',
  paymentGraceDays: DEFAULT_PAYMENT_GRACE_DAYS,
  requireStaff2fa: false,
  staffDeviceVerification: true,
};

/** Missing fields take the defaults; a blank title falls back too, since it names the site everywhere. */
export function fromStoredSettings(stored: Partial<StoredSettings> | null | undefined): SiteSettings {
  const settings = { ...DEFAULT_SETTINGS };
  for (const key of SETTING_KEYS) {
    const value: unknown = stored?.[STORED_SETTING_KEYS[key]];
    if (typeof value === typeof DEFAULT_SETTINGS[key]) (settings as Record<SettingKey, unknown>)[key] = value;
  }
  settings.title = settings.title.trim() || DEFAULT_SETTINGS.title;
  return settings;
}

export const toStoredSettings = (settings: SiteSettings): StoredSettings => toStoredKeys(settings);
