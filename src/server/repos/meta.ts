/** Single documents about the store itself: the generated signing secret, build requests, seed markers. */
import { createJSON, getJSON, setJSON } from '../storage/store';

export const metaKeys = {
  jwtSecret: 'meta/jwt-secret',
  buildStatus: 'meta/build',
  seeded: 'meta/seeded',
  snippetsSeeded: 'meta/seeded-snippets',
  staffSeeded: 'meta/seeded-staff',
  /** The first administrator, whom nobody else may demote or delete. */
  owner: 'meta/owner',
};

/** Keeps `secret` unless a secret is stored already, then answers the stored one, so every server signs alike. */
export async function claimJwtSecret(secret: string): Promise<string | null> {
  await createJSON(metaKeys.jwtSecret, { secret });
  return (await getJSON<{ secret: string }>(metaKeys.jwtSecret))?.secret ?? null;
}

export const saveBuildRequest = (request: { lastRequestedAt: string; reason: string }) => setJSON(metaKeys.buildStatus, request);
export const readBuildRequest = () => getJSON<{ lastRequestedAt: string }>(metaKeys.buildStatus);

type SeedMarker = 'seeded' | 'snippetsSeeded' | 'staffSeeded';
export const readSeedMarker = (marker: SeedMarker) => getJSON<{ at: string }>(metaKeys[marker]);
export const markSeeded = (marker: SeedMarker, at: string) => setJSON(metaKeys[marker], { at });

/** Makes `userId` the owner unless there is one; answers the owner's id. */
export async function claimOwner(userId: string): Promise<string | null> {
  await createJSON(metaKeys.owner, { id: userId });
  return (await getJSON<{ id: string }>(metaKeys.owner))?.id ?? null;
}
export const readOwnerId = async () => (await getJSON<{ id: string }>(metaKeys.owner))?.id ?? null;
