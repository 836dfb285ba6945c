import type { z } from 'zod';
import type { loginInput, registerInput, userUpdateInput } from '../schemas';

export type RegisterInput = z.output<typeof registerInput>;
export type LoginInput = z.output<typeof loginInput>;
export type UserUpdate = z.output<typeof userUpdateInput>;

/** A user as the app sees it (never the password hash). */
export type User = Pick<RegisterInput, 'name' | 'email'> & {
  id: string;
  avatarUrl: string;
  isVerified: boolean;
  isAdmin: boolean;
  oauthProvider?: string | null;
  createdAt?: string;
};

/** `verificationCode` only when no mail service is configured; `mailError` when the verification email failed. */
export interface AuthResult {
  token: string;
  user: User;
  verificationCode?: string;
  mailError?: string;
}
