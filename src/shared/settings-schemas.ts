/** Site settings: as the app holds them, and under the stored names `PUT /api/settings` takes. */
import { z } from 'zod';
import { LIMITS } from './limits';
import { EMAIL_TRACKING_MODES, WEB_ANALYTICS_MODES } from './analytics';
import { DEFAULT_PAYMENT_GRACE_DAYS, MAX_PAYMENT_GRACE_DAYS } from './members';
import { VALIDATION } from './messages';
import { isTimeZone } from './post-status';
import { toStoredKeys } from './settings-keys';
import { httpUrl, imageUrl, required } from './schemas';

/** Site settings as the app holds them. */
/** Times are shown and picked in the site's zone; they are stored in UTC. */
const timeZone = z.string().max(64).refine(isTimeZone, { error: VALIDATION.timeZone });

export const siteSettings = z.object({
  title: required(LIMITS.title, 'Site title'),
  description: required(LIMITS.description, 'Site description'),
  logoLightUrl: imageUrl.default(''),
  logoDarkUrl: imageUrl.default(''),
  twitterUrl: httpUrl.default(''),
  githubUrl: httpUrl.default(''),
  timezone: timeZone.default('UTC'),
  /** The tracker on public pages and the counting of what it sends. */
  webAnalytics: z.enum(WEB_ANALYTICS_MODES, { error: 'web_analytics must be "on" or "off"' }).default('on'),
  /** Newsletter opens and clicks: counted in aggregate, or plain links and no pixel. */
  emailTracking: z.enum(EMAIL_TRACKING_MODES, { error: 'email_tracking must be "aggregate" or "off"' }).default('aggregate'),
  /** How long a member whose payment failed keeps paid access while Stripe retries. */
  paymentGraceDays: z
    .number({ error: VALIDATION.graceDays })
    .int({ error: VALIDATION.graceDays })
    .min(0, { error: VALIDATION.graceDays })
    .max(MAX_PAYMENT_GRACE_DAYS, { error: VALIDATION.graceDays })
    .default(DEFAULT_PAYMENT_GRACE_DAYS),
  /** Staff without a passkey or an authenticator app may then reach only Account → Security. */
  requireStaff2fa: z.boolean({ error: 'require_staff_2fa must be true or false' }).default(false),
  /** A staff sign-in with a password alone from a new browser is confirmed by a code by email. */
  staffDeviceVerification: z.boolean({ error: 'staff_device_verification must be true or false' }).default(true),
});
/**
 * The same rules under the stored names `PUT /api/settings` takes, so problems are reported by those
 * names. The time zone, the analytics modes, the grace days and the two-factor rule may be left out
 * by clients that predate them: the stored ones are then kept.
 */
export const settingsInput = z.object({
  ...toStoredKeys(siteSettings.shape),
  timezone: timeZone.optional(),
  web_analytics: siteSettings.shape.webAnalytics.unwrap().optional(),
  email_tracking: siteSettings.shape.emailTracking.unwrap().optional(),
  payment_grace_days: siteSettings.shape.paymentGraceDays.unwrap().optional(),
  require_staff_2fa: siteSettings.shape.requireStaff2fa.unwrap().optional(),
  /** The app's own names for the security rules, accepted too. */
  requireStaff2fa: siteSettings.shape.requireStaff2fa.unwrap().optional(),
  staff_device_verification: siteSettings.shape.staffDeviceVerification.unwrap().optional(),
  staffDeviceVerification: siteSettings.shape.staffDeviceVerification.unwrap().optional(),
});
