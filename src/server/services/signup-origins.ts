/**
 * Attribution: a new subscriber or account records where it happened (the page, its post, the
 * visit's source), never who. It is the form's word, so a failure to record never fails the signup.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { signupOrigin } from '@/shared/schemas';
import { now } from '../clock';
import { saveSignupOrigin } from '../repos/signup-origins';
import { postIdOf, sourceOf, splitPath } from './analytics-traffic';

export async function recordSignupOrigin(
  kind: 'subscription' | 'signup',
  from: z.output<typeof signupOrigin>,
  host: string,
): Promise<void> {
  if (!from) return;
  const { path, utm } = splitPath(from.path);
  const postId = postIdOf(path);
  try {
    await saveSignupOrigin(`${now()}-${randomUUID()}`, {
      kind,
      at: new Date(now()).toISOString(),
      path,
      ...(postId ? { postId } : {}),
      source: sourceOf(from.referrer, utm.source, host),
    });
  } catch (err) {
    console.error('Could not record where a signup happened', err);
  }
}
