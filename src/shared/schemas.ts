/** Input validation shared by the API (authoritative) and the forms (early feedback). */
import { z } from 'zod';
import { LIMITS } from './limits';
import { ANALYTICS_LIMITS, EMAIL_TRACKING_MODES, WEB_ANALYTICS_MODES } from './analytics';
import { VALIDATION } from './messages';
import { toStoredKeys } from './settings-keys';
import { snippetIconOrDefault } from './snippets';
import { isTimeZone, POST_STATUSES } from './post-status';
import { ROLES, STAFF_ROLES } from './roles';
import { DEFAULT_PAYMENT_GRACE_DAYS, MAX_PAYMENT_GRACE_DAYS, POST_VISIBILITIES } from './members';

export const trimmed = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
export const required = (max: number, label: string) =>
  z
    .string({ error: VALIDATION.required(label) })
    .trim()
    .min(1, VALIDATION.required(label))
    .max(max, `${label} must be at most ${max} characters`);

/** Absolute http(s) URL, a site-relative path, or an inline image data URL (logos, generated images). */
export const imageUrl = z
  .string()
  .trim()
  .max(3_000_000)
  .refine(
    (v) => v === '' || /^https?:\/\//i.test(v) || v.startsWith('/') || /^data:image\/(png|jpe?g|gif|webp);base64,/i.test(v),
    {
      message: 'Must be an http(s) URL, a site path or an image data URL',
    },
  );

export const httpUrl = z
  .string()
  .trim()
  .max(LIMITS.url)
  .refine((v) => v === '' || v === '#' || /^https?:\/\/[^\s]+\.[^\s]+/i.test(v), { message: 'Must be a valid URL' });

export const email = z
  .string({ error: VALIDATION.required('Email') })
  .trim()
  .toLowerCase()
  .max(LIMITS.email)
  .email(VALIDATION.invalidEmail);

/**
 * A moment with its zone (`Z` or `±hh:mm`). The API stores and answers UTC, in the form its own
 * stamps take (`toISOString`), so a time sent with an offset is normalised here, on the way in.
 * The format check admits only real calendar dates, so the conversion cannot fail.
 */
export const utcDateTime = z
  .string()
  .datetime({ offset: true })
  .transform((v) => new Date(v).toISOString());

/** Where a subscription or sign-up happened: the page, and the visit's referrer (only its source is kept). */
export const signupOrigin = z
  .object({
    path: z.string().max(ANALYTICS_LIMITS.eventBytes).startsWith('/', 'path must start with /'),
    referrer: z.string().max(ANALYTICS_LIMITS.eventBytes).optional().default(''),
  })
  .optional();

export const registerInput = z.object({
  from: signupOrigin,
  name: required(LIMITS.name, 'Name'),
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(LIMITS.passwordMin, VALIDATION.passwordTooShort)
    .max(LIMITS.passwordMax),
});
/** An invitation to join the staff: the address and the role it gives. */
export const inviteInput = z.object({
  email,
  role: z.enum(STAFF_ROLES, { error: `role must be one of ${STAFF_ROLES.join(', ')}` }),
});
/** Accepting an invitation: the signed token from its link, and the new account's name and password. */
export const acceptInviteInput = registerInput.pick({ name: true, password: true }).extend({
  token: z.string({ error: 'token is required' }).min(10, 'token is required').max(2_000),
});
export const loginInput = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(LIMITS.passwordMax),
});
export const verifyEmailInput = z.object({
  code: z.string({ error: 'Code is required' }).regex(/^\d{6}$/, VALIDATION.codeIncomplete),
});
export const oauthInput = z.object({ accessToken: z.string({ error: 'accessToken is required' }).min(10).max(10_000) });

const tagInput = z.union([
  z.string().trim().min(1).max(LIMITS.name),
  z.object({ id: z.string().max(LIMITS.name).optional(), name: z.string().trim().min(1).max(LIMITS.name) }),
]);

export const postInput = z
  .object({
    title: required(LIMITS.title, 'Title'),
    excerpt: trimmed(LIMITS.excerpt).default(''),
    metaTitle: z.string().trim().max(LIMITS.metaTitle, `Meta title must be at most ${LIMITS.metaTitle} characters`).optional(),
    metaDescription: z
      .string()
      .trim()
      .max(LIMITS.metaDescription, `Meta description must be at most ${LIMITS.metaDescription} characters`)
      .optional(),
    content: z.string().max(LIMITS.content, `Content must be at most ${LIMITS.content} characters`).default(''),
    imageUrl: imageUrl.default(''),
    authorId: required(LIMITS.name, 'Author'),
    categoryId: required(LIMITS.name, 'Category'),
    tags: z.array(tagInput).max(LIMITS.tags).default([]),
    readingTime: z.number().int().min(0).max(10_000).optional(),
    featured: z.boolean().default(false),
    status: z.enum(POST_STATUSES).default('draft'),
    /** A draft's writer asks an editor to review it. */
    reviewRequested: z.boolean({ error: 'reviewRequested must be true or false' }).optional(),
    publishedDate: utcDateTime.optional(),
    /**
     * Email the post to the confirmed subscribers when it is published (now, or by the publishing job
     * when scheduled); administrators only. Absent: a scheduled post keeps what it was set to.
     */
    sendNewsletter: z.boolean({ error: 'sendNewsletter must be true or false' }).optional(),
  })
  .extend(postAccessShape());

export const likeInput = z.object({ liked: z.boolean({ error: 'liked must be true or false' }) });

export const categoryInput = z.object({
  name: required(LIMITS.name, 'Name'),
  description: trimmed(LIMITS.description).default(''),
  imageUrl: imageUrl.default(''),
});

/** The spec requires all three on create and on update: the author card shows each of them. */
export const authorInput = z.object({
  name: required(LIMITS.name, 'Name'),
  avatarUrl: z
    .string({ error: 'Avatar URL is required' })
    .trim()
    .min(1, { error: 'Avatar URL is required', abort: true })
    .pipe(imageUrl),
  bio: required(LIMITS.bio, 'Bio'),
  followers: z.number().int().min(0).max(1_000_000_000).default(0),
});

export const commentInput = z.object({
  postId: required(LIMITS.name * 2, 'postId'),
  text: required(LIMITS.commentText, 'Comment'),
});
export const commentStatusInput = z.object({
  status: z.enum(['pending', 'approved', 'spam'], { error: 'status must be pending, approved or spam' }),
});

export const userUpdateInput = z.object({
  name: trimmed(LIMITS.name).min(1).optional(),
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }).optional(),
  role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` }).optional(),
});

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
});
/**
 * The same rules under the stored names `PUT /api/settings` takes, so problems are reported by those
 * names. The time zone and the analytics modes may be left out by clients that predate them: the
 * stored ones are then kept.
 */
export const settingsInput = z.object({
  ...toStoredKeys(siteSettings.shape),
  timezone: timeZone.optional(),
  web_analytics: siteSettings.shape.webAnalytics.unwrap().optional(),
  email_tracking: siteSettings.shape.emailTracking.unwrap().optional(),
  payment_grace_days: siteSettings.shape.paymentGraceDays.unwrap().optional(),
});

export const subscribeInput = z.object({ email, from: signupOrigin });

/** One message per field, the first rule broken, as the contact form checks them in order. */
export const contactInput = z.object({
  name: required(LIMITS.name, 'Name'),
  email: z
    .string({ error: VALIDATION.required('Email') })
    .trim()
    .min(1, { error: VALIDATION.required('Email'), abort: true })
    .pipe(email),
  message: z
    .string({ error: VALIDATION.required('Message') })
    .trim()
    .min(1, { error: VALIDATION.required('Message'), abort: true })
    .min(LIMITS.contactMessageMin, VALIDATION.contactMessageTooShort)
    .max(LIMITS.contactMessage),
});

export const pageInput = z.object({
  title: required(LIMITS.title, 'Title'),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may use lowercase letters, digits and dashes')
    .max(80)
    .optional(),
  content: z.string().max(LIMITS.content).default(''),
  isDeletable: z.boolean().optional(),
});
export const pageUpdateInput = pageInput.omit({ slug: true, isDeletable: true }).partial({ content: true });

/** Name and content must hold more than blanks; an icon outside the spec's list becomes the default pen icon. */
export const snippetInput = z.object({
  name: required(LIMITS.name, 'Name'),
  description: trimmed(LIMITS.description).default(''),
  icon: z
    .string({ error: 'Icon must be an icon name' })
    .trim()
    .max(LIMITS.name, `Icon must be at most ${LIMITS.name} characters`)
    .optional()
    .transform(snippetIconOrDefault),
  content: required(LIMITS.content, 'Content'),
});

/** List query: `limit`/`offset` with a default and a maximum. */
export const PAGE = { defaultLimit: 20, maxLimit: 100 } as const;
export const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE.maxLimit).default(PAGE.defaultLimit),
  offset: z.coerce.number().int().min(0).default(0),
});
export const postListQuery = listQuery.extend({
  status: z.enum([...POST_STATUSES, 'all']).optional(),
  /** `true`: only drafts waiting for review (the editors' queue). */
  review: z.enum(['true', 'false']).optional(),
  category: z.string().max(100).optional(),
  tag: z.string().max(100).optional(),
  author: z.string().max(100).optional(),
  featured: z.enum(['true', 'false']).optional(),
  q: z.string().max(200).optional(),
  sort: z.enum(['newest', 'likes']).default('newest'),
  /** Only posts saved at or after this moment (readers' search asks for what the last build missed). */
  since: utcDateTime.optional(),
});

/** Order of the moderation lists by date (comments, messages); subscribers may also go by email. */
export const DATE_SORTS = ['newest', 'oldest'] as const;
export const SUBSCRIBER_SORTS = [...DATE_SORTS, 'email'] as const;
export type DateSort = (typeof DATE_SORTS)[number];
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];
const dateSort = z.enum(DATE_SORTS, { error: 'sort must be newest or oldest' });

/**
 * Comment lists: `status` filters by moderation state (`all` for every state); `sort` defaults to
 * oldest first under a post (a conversation) and newest first in moderation.
 */
export const commentListQuery = listQuery.extend({
  status: z.enum(['pending', 'approved', 'spam', 'all'], { error: 'status must be pending, approved, spam or all' }).optional(),
  sort: dateSort.optional(),
});
export const messageListQuery = listQuery.extend({ sort: dateSort.default('newest') });
/** A subscriber's place in double opt-in: asked, confirmed by mail, left, or refused by their mail server. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'bounced'] as const;
export const subscriberStatus = z.enum(SUBSCRIBER_STATUSES);
export const subscriberListQuery = listQuery.extend({
  sort: z.enum(SUBSCRIBER_SORTS, { error: 'sort must be newest, oldest or email' }).default('newest'),
  status: z
    .enum([...SUBSCRIBER_STATUSES, 'all'], { error: 'status must be pending, confirmed, unsubscribed, bounced or all' })
    .default('all'),
});
export const NEWSLETTER_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
/** Newsletter sends, newest first; `postId` narrows them to one post's (at most one). */
export const newsletterListQuery = listQuery.extend({
  postId: z
    .string()
    .max(LIMITS.name * 2)
    .optional(),
});
/** A test of a post's newsletter, mailed to the signed-in staff member. */
export const newsletterTestInput = z.object({ postId: required(LIMITS.name * 2, 'postId') });

/** The signed token of a link in mail (confirm, one-click unsubscribe). */
export const mailTokenQuery = z.object({ token: z.string().trim().min(1).max(LIMITS.mailToken).optional() });

/** Who may read a post; `tiers` names the tiers admitted when visibility is `tiers`. */
function postAccessShape() {
  return {
    // Absent: a new post is public, an edited one keeps what it was set to.
    visibility: z.enum(POST_VISIBILITIES, { error: `visibility must be one of ${POST_VISIBILITIES.join(', ')}` }).optional(),
    tiers: z.array(z.string().trim().min(1).max(LIMITS.name)).max(50).optional(),
  };
}

/** A day as `YYYY-MM-DD` (reader questions and analytics ranges). */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31')
  .refine((d) => !Number.isNaN(Date.parse(d)), 'Not a date');
