/**
 * Vision Weaver draws only the scene prompts this server wrote: each comes with an HMAC of the
 * prompt and an expiry, made with the server secret, so the site is not an open image generator.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AI_LIMITS } from '@/shared/limits';
import { secret } from '../auth/tokens';

const mac = async (scene: string, expires: number) =>
  createHmac('sha256', await secret())
    .update(`scene\n${expires}\n${scene}`)
    .digest('base64url');

export async function signScene(scene: string, now = Date.now()): Promise<string> {
  const expires = now + AI_LIMITS.sceneSignatureMinutes * 60_000;
  return `${expires}.${await mac(scene, expires)}`;
}

export async function sceneSignatureValid(scene: string, signature: string, now = Date.now()): Promise<boolean> {
  const [, time, mac64] = /^(\d{10,16})\.([A-Za-z0-9_-]{43})$/.exec(signature) ?? [];
  if (!time || !mac64) return false;
  const expires = Number(time);
  if (expires < now) return false;
  const expected = Buffer.from(await mac(scene, expires));
  const given = Buffer.from(mac64);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
