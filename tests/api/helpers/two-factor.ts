/** People with a password and, when asked, an authenticator, as the API enrols them. */
import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { changeFactors, refreshFactorKinds } from '@/server/services/two-factor';
import { linkCredential } from '@/server/repos/factors';
import { TOTP, Secret } from 'otpauth';
import { hashPassword } from '@/server/auth/passwords';
import { updateUser } from '@/server/repos/users';
import type { Role } from '@/shared/roles';
import { call } from './dispatch';
import { makeUser } from './users';

export const PASSWORD = 'two-factor-pass-1';

export async function withPassword(opts: { role?: Role; admin?: boolean; name?: string } = {}) {
  const made = await makeUser(opts);
  const passwordHash = await hashPassword(PASSWORD);
  const user = await updateUser(made.user.id, (u) => ({ ...u!, passwordHash }));
  return { ...made, user };
}

/** The code an authenticator app shows for `secret`, `stepsFromNow` steps of 30 s away. */
export const codeFor = (secret: string, stepsFromNow = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsFromNow * 30_000,
  });

/** Enrols an authenticator through the API; answers the secret and the ten backup codes. */
export async function enrolTotp(token: string): Promise<{ secret: string; otpauthUrl: string; backupCodes: string[] }> {
  const setup = await call('POST', '/api/auth/2fa/totp/setup', { token });
  expect(setup.status, await setup.clone().text()).toBe(200);
  const { secret, otpauthUrl } = (await setup.json()).data;
  // The code of the step before: the sign-in tests then have this step's code unused. When a step
  // begins while the request is on its way, that code is two steps old on arrival: ask again.
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    const confirm = await call('POST', '/api/auth/2fa/totp/confirm', { token, body: { code: codeFor(secret, -1) } });
    if (confirm.status === 400 && Math.floor(Date.now() / 30_000) !== step) continue;
    expect(confirm.status, await confirm.clone().text()).toBe(200);
    return { secret, otpauthUrl, backupCodes: (await confirm.json()).data.backupCodes };
  }
}

/**
 * A passkey record written straight into the store (its key pair is made up: it can be listed and
 * removed, never used to sign in). Answers its id.
 */
export async function storedPasskey(userId: string, name = 'Old laptop'): Promise<string> {
  const id = randomUUID();
  const credentialId = randomBytes(16).toString('base64url');
  await changeFactors(userId, async (f) => ({
    next: {
      ...f,
      passkeys: [
        ...(f.passkeys ?? []),
        {
          id,
          name,
          createdAt: new Date().toISOString(),
          lastUsedAt: null,
          credentialId,
          publicKey: 'AA',
          counter: 0,
          transports: [],
        },
      ],
    },
    result: null,
  }));
  await linkCredential(credentialId, userId);
  await refreshFactorKinds(userId);
  return id;
}

/** A user with a password and an authenticator, signed in (their session is the one that enrolled). */
export async function withTotp(opts: { role?: Role; admin?: boolean; name?: string } = {}) {
  const made = await withPassword(opts);
  return { ...made, ...(await enrolTotp(made.token)) };
}
