/** Contact messages from readers, read by admins newest first. */
import type { ContactInput, ContactMessage, MessageListQuery } from '@/shared/types';
import { NotFound } from '../errors';
import { deleteMessage, getMessage, insertMessage, messageIdsNewestFirst, messagesByIds, newMessageId } from '../repos/messages';

export async function sendMessage(input: ContactInput): Promise<ContactMessage> {
  const message: ContactMessage = { id: newMessageId(), ...input, timestamp: new Date().toISOString() };
  await insertMessage(message);
  return message;
}

/** Only the requested page of messages is read: ids sort by time, so the order needs no records. */
export async function listMessages(q: MessageListQuery): Promise<{ items: ContactMessage[]; total: number }> {
  const newest = await messageIdsNewestFirst();
  const ids = q.sort === 'oldest' ? newest.reverse() : newest;
  return { items: await messagesByIds(ids.slice(q.offset, q.offset + q.limit)), total: ids.length };
}

export async function removeMessage(id: string): Promise<ContactMessage> {
  const m = await getMessage(id);
  if (!m) throw NotFound('Message');
  await deleteMessage(id);
  return m;
}
