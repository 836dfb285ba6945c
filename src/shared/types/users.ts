import type { z } from 'zod';
import type { loginInput, registerInput, userUpdateInput } from '../schemas';
import type { Role } from '../roles';
import type { Member } from './members';

export type RegisterInput = z.output<typeof registerInput>;
export type LoginInput = z.output<typeof loginInput>;
export type UserUpdate = z.output<typeof userUpdateInput>;

/** A user as the app sees it (never the password hash). */
export type User = Pick<RegisterInput, 'name' | 'email'> & {
  id: string;
  avatarUrl: string;
  isVerified: boolean;
  /** True exactly for administrators (the spec's flag, kept beside `role`). */
  isAdmin: boolean;
  role: Role;
  /** The author profile a staff member writes as. */
  authorId?: string | null;
  /** The first administrator: nobody else may demote or delete them. */
  isOwner?: boolean;
  oauthProvider?: string | null;
  createdAt?: string;
  /** Every signed-in reader is a member: free, paid or comped. */
  member?: Member;
};

/** `verificationCode` only when no mail service is configured; `mailError` when the verification email failed. */
export interface AuthResult {
  token: string;
  user: User;
  verificationCode?: string;
  mailError?: string;
}

/**
 * How a session was started: `totp`, `backup-code` and `email-code` are a password and that second
 * step; a passkey is both factors at once.
 */
export type SignInMethod = 'password' | 'google' | 'registration' | 'invite' | 'totp' | 'backup-code' | 'email-code' | 'passkey';

/** What `/api/auth/login/2fa` takes after a password: an authenticator code, a backup code, a code by email. */
export type SecondStepMethod = 'totp' | 'backup' | 'email';

/** `POST /api/auth/login` for an account with a second factor: no token yet, a challenge to answer. */
export interface MfaChallenge {
  mfaRequired: true;
  challenge: string;
  methods: SecondStepMethod[];
}

export type LoginResult = AuthResult | MfaChallenge;

/** `GET /api/auth/2fa`: which second factors the account has (never a secret). */
export interface TwoFactorStatus {
  totp: boolean;
  backupCodesLeft: number;
  passkeys: number;
  /** The site requires a second factor of this account (staff, with `requireStaff2fa` on). */
  required: boolean;
}

/** A passkey as `GET /api/auth/passkeys` lists it. */
export interface PasskeyInfo {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** `POST /api/auth/2fa/totp/setup`: shown once, as a QR code and as text, until confirmed. */
export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
}

/** A signed-in session as `GET /api/auth/sessions` lists it (DESIGN.md, Staff accounts and History). */
export interface SessionInfo {
  id: string;
  /** The session the request itself was made with. */
  current: boolean;
  /** The browser and OS families, e.g. "Chrome on Linux". */
  device: string;
  /** The address it signed in from, cut to its /24 (IPv4) or /48 (IPv6) network. */
  ip: string;
  method: SignInMethod;
  createdAt: string;
  /** To the minute. */
  lastSeenAt: string;
}
