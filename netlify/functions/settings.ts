import { settingsInput } from '@/shared/settings-schemas';
import { fromStoredSettings } from '@/shared/settings';
import { ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { livePages } from '@/server/http/rebuild';
import { getSettings, saveSettings } from '@/server/services/settings';
import { requireOwnSecondFactor } from '@/server/services/staff-two-factor';

/** Logos may arrive inline as image data URLs, so the body may be larger than other JSON bodies. */
const SETTINGS_BODY_BYTES = 5_500_000;

/** History names the settings changed, never their values. */
const SETTINGS_TARGET = { type: 'settings', id: null, title: 'Settings' };

export const routes = [
  route('GET', '/api/settings', 'public', async () => ok(await getSettings())),
  route(
    'PUT',
    '/api/settings',
    'admin',
    { input: settingsInput, bodyBytes: SETTINGS_BODY_BYTES, rebuild: livePages },
    async ({ input, user }) => {
      const stored = await getSettings();
      const requireStaff2fa = input.require_staff_2fa ?? input.requireStaff2fa ?? stored.requireStaff2fa;
      if (requireStaff2fa && !stored.requireStaff2fa) requireOwnSecondFactor(user!);
      const { data, changes } = await saveSettings({
        ...fromStoredSettings(input),
        timezone: input.timezone ?? stored.timezone,
        webAnalytics: input.web_analytics ?? stored.webAnalytics,
        emailTracking: input.email_tracking ?? stored.emailTracking,
        paymentGraceDays: input.payment_grace_days ?? stored.paymentGraceDays,
        requireStaff2fa,
        staffDeviceVerification:
          input.staff_device_verification ?? input.staffDeviceVerification ?? stored.staffDeviceVerification,
      });
      const keys = Object.keys(data).filter(
        (k) => JSON.stringify(data[k as keyof typeof data]) !== JSON.stringify(stored[k as keyof typeof stored]),
      );
      return ok(data, { changes, audit: { action: 'settings.updated', target: SETTINGS_TARGET, keys } });
    },
  ),
];

export const app = serve(routes);
export const handler = lambda(app);
