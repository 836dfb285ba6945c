import { settingsInput } from '@/shared/schemas';
import { readJson, validate } from '@/server/http/input';
import { ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { requestRebuild } from '@/server/build-hook';
import { getSettings, saveSettings } from '@/server/services/settings';

/** Logos may arrive inline as image data URLs, so the body may be larger than other JSON bodies. */
const SETTINGS_BODY_BYTES = 5_500_000;

export const routes = [
  route('GET', '/api/settings', 'public', async () => ok(await getSettings())),
  route('PUT', '/api/settings', 'admin', async ({ req, waitUntil }) => {
    const settings = await saveSettings(validate(settingsInput, await readJson(req, SETTINGS_BODY_BYTES)));
    waitUntil(requestRebuild('Site settings updated'));
    return ok(settings);
  }),
];

export const app = serve(routes);
export const handler = lambda(app);
