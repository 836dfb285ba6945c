/**
 * Mail caught by the local SMTP catcher (`npm run dev`, the browser tests' server): one document
 * per message under a time-sortable id, so listing keys orders them.
 */
import { randomBytes } from 'node:crypto';
import type { CapturedMail } from '@/shared/types';
import { deleteKey, getJSON, getMany, listKeys, setJSON } from '../storage/store';

const keys = {
  mail: (id: string) => `mailbox/${id}`,
  mailbox: 'mailbox/',
};

/** Newest sorts last by key. */
export const newMailId = () => `${Date.now().toString(36).padStart(9, '0')}-${randomBytes(4).toString('hex')}`;

export const saveCapturedMail = (m: CapturedMail) => setJSON(keys.mail(m.id), m);
export const getCapturedMail = (id: string) => getJSON<CapturedMail>(keys.mail(id));
export const deleteCapturedMail = (id: string) => deleteKey(keys.mail(id));

/** Captured mail ids, newest first. */
export async function capturedMailIdsNewestFirst(): Promise<string[]> {
  return (await listKeys(keys.mailbox))
    .map((k) => k.slice(keys.mailbox.length))
    .sort()
    .reverse();
}

export const capturedMailByIds = (ids: string[]) => getMany<CapturedMail>(ids.map(keys.mail));
