/** Input validation shared by the API (authoritative) and the forms (early feedback). */
import { z } from 'zod';
import { LIMITS } from './limits';
import { ANALYTICS_LIMITS } from './analytics';
import { VALIDATION } from './messages';
import { snippetIconOrDefault } from './snippets';
import { ROLES, STAFF_ROLES } from './roles';

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
/** `DELETE /api/auth/sessions` ends the caller's other sessions, and says so: `?others=1`. */
export const endSessionsQuery = z.object({
  others: z.literal('1', { error: 'Add others=1 to sign out your other sessions' }),
});
export const oauthInput = z.object({ accessToken: z.string({ error: 'accessToken is required' }).min(10).max(10_000) });

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

/** A test of a post's newsletter, mailed to the signed-in staff member. */
export const newsletterTestInput = z.object({ postId: required(LIMITS.name * 2, 'postId') });

/** The signed token of a link in mail (confirm, one-click unsubscribe). */
export const mailTokenQuery = z.object({ token: z.string().trim().min(1).max(LIMITS.mailToken).optional() });

/** A day as `YYYY-MM-DD` (reader questions and analytics ranges). */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31')
  .refine((d) => !Number.isNaN(Date.parse(d)), 'Not a date');
