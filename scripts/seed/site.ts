import type { StoredSettings } from '@/shared/types';

export const seedSettings: StoredSettings = {
  title: 'Inkwell',
  description: 'A modern blogging platform for creators and readers',
  logo_light_url: '',
  logo_dark_url: '',
  twitter_url: 'https://twitter.com/inkwell',
  github_url: 'https://github.com/inkwell',
  timezone: 'UTC',
  web_analytics: 'on',
  email_tracking: 'aggregate',
  payment_grace_days: 7,
  require_staff_2fa: false,
  // On for a deployed site; the demo store keeps it off, so npm run dev signs staff in with a password alone.
  staff_device_verification: false,
};
