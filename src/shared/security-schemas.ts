/** Input of the staff-security routes: History's filters and the second-factor forms. */
import { z } from 'zod';
import { registerInput } from './schemas';

export const AUDIT_PAGE_SIZE = 50;

/** `GET /api/audit?actor&action&before&limit`: `before` is a `nextCursor` or a date. */
export const auditQuery = z.object({
  actor: z.string().trim().max(200).optional(),
  action: z
    .string()
    .trim()
    .max(100)
    .regex(/^[a-z0-9_.]*$/, 'Action must look like post.published')
    .optional(),
  before: z
    .string()
    .trim()
    .max(100)
    .refine((v) => /^\d{13}-[a-z0-9]+$/.test(v) || !Number.isNaN(Date.parse(v)), 'before must be a cursor or a date')
    .optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.output<typeof auditQuery>;

const sixDigits = z
  .string({ error: 'Code is required' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');

/** The code from the authenticator app that confirms its setup. */
export const totpConfirmInput = z.object({ code: sixDigits });

/** The second step of a sign-in: an authenticator, backup or emailed code. */
export const twoFactorLoginInput = z.object({
  challenge: z.string({ error: 'challenge is required' }).trim().min(1, 'challenge is required').max(200),
  code: z.string({ error: 'Code is required' }).trim().min(1, 'Code is required').max(32),
});

/** The password again, before a change to how the account signs in. */
export const reauthInput = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

/** A WebAuthn credential as `@simplewebauthn/browser` answers it; the library checks the rest. */
const credentialJson = z.looseObject({
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1).max(20_000) }),
});

export const passkeyAddInput = z.object({
  response: credentialJson,
  name: z.string().trim().min(1, 'Name the passkey').max(60, 'Name must be at most 60 characters').default('Passkey'),
});

export const passkeySignInInput = z.object({ response: credentialJson });

/** A new password, set after the password (or a passkey) was given within the last 5 minutes. */
export const passwordChangeInput = z.object({ newPassword: registerInput.shape.password });
