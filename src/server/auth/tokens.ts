/** Our session tokens: HS256 JWTs signed with JWT_SECRET (or a generated secret kept in the local store). */
import { SignJWT, jwtVerify } from 'jose';
import { randomBytes } from 'node:crypto';
import { claimJwtSecret } from '../repos/meta';
import { missingSetting, requiresProductionSettings } from '../config';

const TTL = process.env.JWT_TTL || '7d';
/** Shorter secrets can be guessed offline from any one token a reader holds. */
const MIN_SECRET_LENGTH = 32;
const SECRET_PURPOSE = `It signs sessions and the links in mail: ${MIN_SECRET_LENGTH} or more random characters.`;
let cached: Uint8Array | null = null;

/** The server's signing secret; also signs short-lived values other than tokens (AI scene prompts). */
export async function secret(): Promise<Uint8Array> {
  if (cached) return cached;
  const fromEnv = process.env.JWT_SECRET;
  const deployed = requiresProductionSettings();
  if (fromEnv?.trim()) {
    if (deployed && fromEnv.trim().length < MIN_SECRET_LENGTH)
      throw missingSetting(['JWT_SECRET'], SECRET_PURPOSE, `too short (${fromEnv.trim().length} characters)`);
    return (cached = new TextEncoder().encode(fromEnv));
  }
  // Deployed, the secret is configuration: never made up and kept in the store beside the accounts it guards.
  if (deployed) throw missingSetting(['JWT_SECRET'], SECRET_PURPOSE);
  // Whichever server created it first, every server reads the same secret back.
  const stored = await claimJwtSecret(randomBytes(48).toString('base64url'));
  if (!stored) throw new Error('The JWT secret could not be read back from the store');
  return (cached = new TextEncoder().encode(stored));
}

/** A session token: the user and the session record it stands for (services/sessions.ts keeps the records). */
export async function signSessionToken(userId: string, sessionId: string): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(TTL)
    .sign(await secret());
}

/** How long a session token lives, in milliseconds (its record is kept as long). */
export const sessionTtlMs = (): number => {
  const m = /^(\d+)\s*([smhd])$/.exec(TTL.trim());
  const unit = { s: 1e3, m: 6e4, h: 36e5, d: 864e5 } as const;
  return m ? Number(m[1]) * unit[m[2] as keyof typeof unit] : 7 * 864e5;
};

/**
 * The user and session of a valid session token, else null (bad signature, alg none, expired,
 * malformed, a link token, or a token from before sessions were records).
 */
export async function verifyToken(token: string): Promise<{ userId: string; sessionId: string } | null> {
  // Outside the try: a secret the server lacks is its own fault (503), not a bad token (401).
  const key = await secret();
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (payload.purpose !== undefined || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

/** What a signed link in mail may do; a link token is never a session token, nor one purpose another. */
export type LinkPurpose =
  | 'subscriber-confirm'
  | 'subscriber-unsubscribe'
  | 'staff-invite'
  | 'newsletter-run'
  | 'import-run'
  | 'fediverse-run'
  | 'staff-device';

/** A token for a link in mail: the record it names, what it is for, and, when given, when it stops working. */
export async function signLinkToken(purpose: LinkPurpose, subject: string, expiresIn?: string): Promise<string> {
  const jwt = new SignJWT({ purpose }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(subject).setIssuedAt();
  if (expiresIn) jwt.setExpirationTime(expiresIn);
  return jwt.sign(await secret());
}

/** The subject of a valid link token made for `purpose`, else null. */
export async function verifyLinkToken(purpose: LinkPurpose, token: string): Promise<string | null> {
  const key = await secret();
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    return payload.purpose === purpose && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
