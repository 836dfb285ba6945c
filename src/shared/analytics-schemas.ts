/** Input of the analytics routes: the tracker's events and the reports' ranges. */
import { z } from 'zod';
import { ANALYTICS_LIMITS, EVENT_TYPES } from './analytics';
import { day } from './schemas';

/** What the tracker sends to `POST /api/events`; anything else in the body is dropped. */
export const analyticsEventInput = z.object({
  type: z.enum(EVENT_TYPES, { error: `type must be one of ${EVENT_TYPES.join(', ')}` }),
  path: z.string().max(ANALYTICS_LIMITS.eventBytes).startsWith('/', 'path must start with /'),
  referrer: z.string().max(ANALYTICS_LIMITS.eventBytes).optional().default(''),
  width: z.number().int().min(0).max(100_000),
  engagedMs: z.number().int().min(0).max(86_400_000).optional(),
  depth: z.number().int().min(0).max(100).optional(),
});

/** `from`/`to` of the analytics reports (days in the site's time zone) and the length of their lists. */
export const analyticsRangeQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ANALYTICS_LIMITS.listRows),
});
