import type { z } from 'zod';
import type { settingsInput } from '../schemas';

/** Site settings as the app uses them. */
export interface SiteSettings {
  title: string;
  description: string;
  logoLightUrl: string;
  logoDarkUrl: string;
  twitterUrl: string;
  githubUrl: string;
}
/** Site settings as stored and as `PUT /api/settings` takes them. */
export type StoredSettings = z.output<typeof settingsInput>;

export interface BuildStatus {
  lastRequestedAt: string | null;
  configured: boolean;
}
