/**
 * `POST /api/events`: one stored key per counted event. Bots, Global Privacy Control and a site with
 * web analytics off are answered alike and counted nowhere.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { deviceOf } from '@/shared/analytics';
import type { RawEvent } from '@/shared/records';
import type { z } from 'zod';
import type { analyticsEventInput } from '@/shared/analytics-schemas';
import { now } from '../clock';
import { saltOf, saveEvent } from '../repos/analytics';
import { siteUrl } from '../mail';
import { dayAndHour, minuteOf } from './analytics-days';
import { familiesOf, isBot, postIdOf, sourceOf, splitPath } from './analytics-traffic';
import { getSettings } from './settings';

export interface Sender {
  ip: string;
  userAgent: string;
  /** `Sec-GPC: 1`. */
  gpc: boolean;
  country: string;
  /** The host pages are served from: a referrer on it is Direct. */
  host: string;
}

const salts = new Map<string, string>();
async function daySalt(day: string): Promise<string> {
  let salt = salts.get(day);
  if (!salt) {
    salt = await saltOf(day, randomBytes(32).toString('hex'));
    salts.clear();
    salts.set(day, salt);
  }
  return salt;
}

/** Who the visitor is today and only today: the salt is deleted after 48 hours. */
const visitorHash = (salt: string, ip: string, userAgent: string) =>
  createHash('sha256')
    .update(`${salt}\n${new URL(siteUrl()).host}\n${ip}\n${userAgent}`)
    .digest('base64url')
    .slice(0, 22);

/** True when the event was stored. */
export async function collectEvent(event: z.output<typeof analyticsEventInput>, sender: Sender): Promise<boolean> {
  if (sender.gpc || isBot(sender.userAgent)) return false;
  const settings = await getSettings();
  if (settings.webAnalytics === 'off') return false;
  const { path, utm } = splitPath(event.path);
  if (path === '/admin' || path.startsWith('/admin/')) return false;
  const at = now();
  const visitor = visitorHash(await daySalt(dayAndHour(at, settings.timezone).day), sender.ip, sender.userAgent);
  const postId = postIdOf(path);
  const record: RawEvent = {
    at,
    type: event.type,
    visitor,
    path,
    ...(postId ? { postId } : {}),
    source: sourceOf(event.referrer, utm.source, sender.host),
    ...(Object.keys(utm).length ? { utm } : {}),
    device: deviceOf(event.width),
    ...familiesOf(sender.userAgent),
    country: sender.country,
    ...(event.engagedMs !== undefined ? { engagedMs: event.engagedMs } : {}),
    ...(event.depth !== undefined ? { depth: event.depth } : {}),
  };
  await saveEvent(minuteOf(at), `${at}-${randomUUID()}`, record);
  return true;
}
