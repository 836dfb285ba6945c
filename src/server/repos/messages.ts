/** Contact messages: one document per message under a time-sortable id, so listing keys orders them. */
import { randomBytes } from 'node:crypto';
import type { ContactMessage } from '@/shared/types';
import { createJSON, deleteKey, getJSON, getMany, listKeys, setJSON } from '../storage/store';

const keys = {
  message: (id: string) => `messages/${id}`,
  messages: 'messages/',
};

/** Newest sorts last by key. */
export const newMessageId = () => `${Date.now().toString(36).padStart(9, '0')}-${randomBytes(4).toString('hex')}`;

export const insertMessage = (m: ContactMessage) => setJSON(keys.message(m.id), m);
/** False when the id is taken. */
export const createMessage = (m: ContactMessage) => createJSON(keys.message(m.id), m);
export const getMessage = (id: string) => getJSON<ContactMessage>(keys.message(id));
export const deleteMessage = (id: string) => deleteKey(keys.message(id));

/** Message ids, newest first. */
export async function messageIdsNewestFirst(): Promise<string[]> {
  return (await listKeys(keys.messages))
    .map((k) => k.slice(keys.messages.length))
    .sort()
    .reverse();
}

export const messagesByIds = (ids: string[]) => getMany<ContactMessage>(ids.map(keys.message));
