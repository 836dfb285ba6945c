import type { z } from 'zod';
import type { siteSettings } from '../schemas';
import type { StoredNames } from '../settings-keys';

/** Site settings as the app uses them. */
export type SiteSettings = z.output<typeof siteSettings>;
/** Site settings as stored and as `PUT /api/settings` takes them. */
export type StoredSettings = StoredNames<SiteSettings>;

export interface BuildStatus {
  lastRequestedAt: string | null;
  configured: boolean;
}
