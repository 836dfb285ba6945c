/** Failed sign-ins: one key per failure (`<epoch ms>-<random>`) under the email's hash, so concurrent failures all count. */
import { randomBytes } from 'node:crypto';
import { createJSON, deleteKey, listKeys } from '../storage/store';
import { emailHash } from './users';

const keys = {
  loginFailures: (hash: string) => `login-fail/${hash}/`,
  loginFailure: (hash: string, id: string) => `login-fail/${hash}/${id}`,
};

export async function loginFailureTimes(email: string): Promise<{ key: string; at: number }[]> {
  const found = await listKeys(keys.loginFailures(emailHash(email)));
  return found.map((key) => ({ key, at: Number(key.split('/').at(-1)!.split('-')[0]) }));
}

export async function recordLoginFailure(email: string, at = Date.now()): Promise<void> {
  await createJSON(keys.loginFailure(emailHash(email), `${at}-${randomBytes(4).toString('hex')}`), 1);
}

export const deleteLoginFailures = (failureKeys: string[]) => Promise.all(failureKeys.map((k) => deleteKey(k)));
