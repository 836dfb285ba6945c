/** Site settings in their two forms: the app's camelCase and the stored snake_case of `PUT /api/settings`. */
import type { SiteSettings, StoredSettings } from './types';

export const DEFAULT_SETTINGS: SiteSettings = {
  title: 'Inkwell',
  description: 'A modern blogging platform for creators and readers',
  logoLightUrl: '',
  logoDarkUrl: '',
  twitterUrl: 'https://twitter.com',
  githubUrl: 'https://github.com',
};

/** Missing fields take the defaults; a blank title falls back too, since it names the site everywhere. */
export function fromStoredSettings(stored: Partial<StoredSettings> | null | undefined): SiteSettings {
  const pick = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
  return {
    title: (typeof stored?.title === 'string' && stored.title.trim()) || DEFAULT_SETTINGS.title,
    description: pick(stored?.description, DEFAULT_SETTINGS.description),
    logoLightUrl: pick(stored?.logo_light_url, DEFAULT_SETTINGS.logoLightUrl),
    logoDarkUrl: pick(stored?.logo_dark_url, DEFAULT_SETTINGS.logoDarkUrl),
    twitterUrl: pick(stored?.twitter_url, DEFAULT_SETTINGS.twitterUrl),
    githubUrl: pick(stored?.github_url, DEFAULT_SETTINGS.githubUrl),
  };
}

export function toStoredSettings(s: SiteSettings): StoredSettings {
  return {
    title: s.title,
    description: s.description,
    logo_light_url: s.logoLightUrl,
    logo_dark_url: s.logoDarkUrl,
    twitter_url: s.twitterUrl,
    github_url: s.githubUrl,
  };
}
