/**
 * Newsletter opens and clicks: each send's links (the only addresses its redirects lead to), and one
 * key per open or click named by the send and the message's nonce, never by the subscriber.
 */
import { createJSON, getJSON, listKeys } from '../storage/store';

export interface TrackedLink {
  sendId: string;
  postId: string;
  url: string;
}

const keys = {
  link: (linkId: string) => `email-links/${linkId}`,
  opens: (sendId: string) => `email-opens/${sendId}/`,
  open: (sendId: string, nonce: string, id: string) => `email-opens/${sendId}/${nonce}/${id}`,
  clicks: (sendId: string) => `email-clicks/${sendId}/`,
  click: (sendId: string, nonce: string, linkId: string, id: string) => `email-clicks/${sendId}/${nonce}/${linkId}/${id}`,
};

export const saveLink = (linkId: string, link: TrackedLink) => createJSON(keys.link(linkId), link);
export const getLink = (linkId: string) => getJSON<TrackedLink>(keys.link(linkId));

/** `id` is `<ms>-<m|h>-<random>`: when, and whether an image proxy fetched it. */
export const saveOpen = (sendId: string, nonce: string, id: string) => createJSON(keys.open(sendId, nonce, id), 1);
export const saveClick = (sendId: string, nonce: string, linkId: string, id: string) =>
  createJSON(keys.click(sendId, nonce, linkId, id), 1);

/** `[nonce, id]` of every open of the send. */
export const opensOf = async (sendId: string) =>
  (await listKeys(keys.opens(sendId))).map((k) => k.slice(keys.opens(sendId).length).split('/') as [string, string]);
/** `[nonce, linkId, id]` of every counted click of the send. */
export const clicksOf = async (sendId: string) =>
  (await listKeys(keys.clicks(sendId))).map((k) => k.slice(keys.clicks(sendId).length).split('/') as [string, string, string]);
