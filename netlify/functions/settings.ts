import { settingsInput } from '@/shared/settings-schemas';
import { fromStoredSettings } from '@/shared/settings';
import { ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { livePages } from '@/server/http/rebuild';
import { getSettings, saveSettings } from '@/server/services/settings';

/** Logos may arrive inline as image data URLs, so the body may be larger than other JSON bodies. */
const SETTINGS_BODY_BYTES = 5_500_000;

export const routes = [
  route('GET', '/api/settings', 'public', async () => ok(await getSettings())),
  route(
    'PUT',
    '/api/settings',
    'admin',
    { input: settingsInput, bodyBytes: SETTINGS_BODY_BYTES, rebuild: livePages },
    async ({ input }) => {
      const stored = await getSettings();
      const { data, changes } = await saveSettings({
        ...fromStoredSettings(input),
        timezone: input.timezone ?? stored.timezone,
        webAnalytics: input.web_analytics ?? stored.webAnalytics,
        emailTracking: input.email_tracking ?? stored.emailTracking,
        paymentGraceDays: input.payment_grace_days ?? stored.paymentGraceDays,
      });
      return ok(data, { changes });
    },
  ),
];

export const app = serve(routes);
export const handler = lambda(app);
