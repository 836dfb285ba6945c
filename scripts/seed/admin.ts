/** The local admin account: ADMIN_* from the environment, else `.env`, else the defaults in `.env.example`. */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { UserRecord } from '@/shared/records';
import { hashPassword } from '@/server/auth/passwords';
import { markSeeded, readSeedMarker } from '@/server/repos/meta';
import { authors } from '@/server/repos/taxonomy';
import { findUserByEmail, insertUser } from '@/server/repos/users';
import { recordOwnerIfFirst } from '@/server/services/owner';

export interface AdminAccount {
  email: string;
  password: string;
  name: string;
}
type Vars = Record<string, string | undefined>;

/** `KEY=VALUE` lines; blank lines, comments and `export ` prefixes allowed, values may be quoted. */
export function parseEnvFile(text: string): Vars {
  const vars: Vars = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m) continue;
    vars[m[1]!] = m[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return vars;
}

/** The first non-empty value of each key across the sources, in order. */
export function resolveAdmin(...sources: Vars[]): AdminAccount {
  const pick = (key: string) => sources.map((s) => s[key]?.trim()).find((v) => v) ?? '';
  return { email: pick('ADMIN_EMAIL').toLowerCase(), password: pick('ADMIN_PASSWORD'), name: pick('ADMIN_NAME') || 'Site Admin' };
}

const readVars = (path: string): Vars => (existsSync(path) ? parseEnvFile(readFileSync(path, 'utf8')) : {});

export const adminFromEnvironment = (): AdminAccount => resolveAdmin(process.env, readVars('.env'), readVars('.env.example'));

/** Creates the admin unless the email is taken; returns what happened, for the seed's summary line. */
export async function ensureAdmin(account: AdminAccount, now: Date): Promise<string> {
  if (!account.email || account.password.length < 6) return 'no admin (set ADMIN_EMAIL and an ADMIN_PASSWORD of 6+ characters)';
  if (await findUserByEmail(account.email)) return `admin ${account.email} already exists`;
  const user: UserRecord = {
    id: randomUUID(),
    name: account.name,
    email: account.email,
    avatarUrl: '',
    isVerified: true,
    isAdmin: true,
    role: 'administrator',
    oauthProvider: null,
    createdAt: now.toISOString(),
    passwordHash: await hashPassword(account.password),
    verification: null,
  };
  if (!(await insertUser(user))) return `admin ${account.email} already exists`;
  await recordOwnerIfFirst(user);
  return `admin ${account.email}`;
}

/**
 * One demo account per staff role below administrator, each writing as a seeded author, so a new
 * user can sign in as each and see what the role may do. Local demo content only.
 */
export const SEED_STAFF = [
  { role: 'editor', email: 'editor@example.com', password: 'editor12345', authorId: 'elena-marsh', name: 'Elena Marsh' },
  { role: 'author', email: 'author@example.com', password: 'author12345', authorId: 'david-okafor', name: 'David Okafor' },
  {
    role: 'contributor',
    email: 'contributor@example.com',
    password: 'contributor12345',
    authorId: 'sofia-reyes',
    name: 'Sofia Reyes',
  },
] as const;

export async function ensureStaff(now: Date): Promise<string> {
  await markSeeded('staffSeeded', now.toISOString());
  let made = 0;
  for (const s of SEED_STAFF) {
    if (await findUserByEmail(s.email)) continue;
    const user: UserRecord = {
      id: randomUUID(),
      name: s.name,
      email: s.email,
      avatarUrl: '',
      isVerified: true,
      isAdmin: false,
      role: s.role,
      authorId: s.authorId,
      oauthProvider: null,
      createdAt: now.toISOString(),
      passwordHash: await hashPassword(s.password),
      verification: null,
    };
    if (await insertUser(user)) made++;
  }
  return `${made} staff accounts`;
}

/**
 * A demo store seeded before staff roles existed gets the demo staff once (their own marker, as the
 * starter snippets have), provided the seeded author profiles they write as are still there.
 */
export async function ensureStaffOnce(now: Date): Promise<number> {
  if (await readSeedMarker('staffSeeded')) return 0;
  const profiles = await Promise.all(SEED_STAFF.map((s) => authors.get(s.authorId)));
  if (profiles.some((p) => !p)) return 0;
  const line = await ensureStaff(now);
  await markSeeded('staffSeeded', now.toISOString());
  return Number.parseInt(line, 10) || 0;
}
