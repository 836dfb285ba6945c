/** Where subscriptions and sign-ups happened: one key each, filed under the post (or `_site`). */
import type { SignupOrigin } from '@/shared/records';
import { createJSON, listKeys } from '../storage/store';

const SITE = '_site';
const keys = {
  of: (postId: string | undefined) => `signup-origins/${postId ?? SITE}/`,
  one: (postId: string | undefined, id: string) => `signup-origins/${postId ?? SITE}/${id}`,
};

export const saveSignupOrigin = (id: string, origin: SignupOrigin) => createJSON(keys.one(origin.postId, id), origin);
export const signupsOnPost = async (postId: string) => (await listKeys(keys.of(postId))).length;
