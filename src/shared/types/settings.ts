import type { z } from 'zod';
import type { siteSettings } from '../settings-schemas';
import type { StoredNames } from '../settings-keys';

/** Site settings as the app uses them. */
export type SiteSettings = z.output<typeof siteSettings>;
/** Site settings as stored and as `PUT /api/settings` takes them. */
export type StoredSettings = StoredNames<SiteSettings>;

export interface BuildStatus {
  lastRequestedAt: string | null;
  configured: boolean;
}

/** Posts whose prebuilt page is older than their last change (`GET /api/page-changes`). */
export interface PageChanges {
  /** When the deployed build read the store; null when nothing is prebuilt (`npm run dev`). */
  builtAt: string | null;
  /** A change shown on every post page came later: no prebuilt post page is current. */
  all: boolean;
  /** Posts changed since the build. */
  posts: string[];
}
