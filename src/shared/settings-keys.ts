/**
 * The spec's snake_case names of the site settings: `PUT /api/settings` takes them and storage keeps
 * them. Everywhere else the settings go by their camelCase names; this map is where the two meet.
 */
export const STORED_SETTING_KEYS = {
  title: 'title',
  description: 'description',
  logoLightUrl: 'logo_light_url',
  logoDarkUrl: 'logo_dark_url',
  twitterUrl: 'twitter_url',
  githubUrl: 'github_url',
  timezone: 'timezone',
  webAnalytics: 'web_analytics',
  emailTracking: 'email_tracking',
  paymentGraceDays: 'payment_grace_days',
  requireStaff2fa: 'require_staff_2fa',
  staffDeviceVerification: 'staff_device_verification',
} as const;
export type SettingKey = keyof typeof STORED_SETTING_KEYS;
export const SETTING_KEYS = Object.keys(STORED_SETTING_KEYS) as SettingKey[];

/** One thing per setting (a value, or its schema), under the stored names. */
export type StoredNames<T extends Record<SettingKey, unknown>> = {
  -readonly [K in SettingKey as (typeof STORED_SETTING_KEYS)[K]]: T[K];
};

export function toStoredKeys<T extends Record<SettingKey, unknown>>(byName: T): StoredNames<T> {
  return Object.fromEntries(SETTING_KEYS.map((key) => [STORED_SETTING_KEYS[key], byName[key]])) as StoredNames<T>;
}
