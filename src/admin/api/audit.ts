import { api } from '@/browser/api';
import type { AuditEntry } from '@/shared/types';

export interface HistoryFilter {
  /** A staff member's id; empty for everyone. */
  actor: string;
  /** An action (`post.published`) or a kind (`post`); empty for all. */
  action: string;
}

export const auditApi = {
  page: async (filter: HistoryFilter, before?: string) => {
    const res = await api.get<AuditEntry[]>('/audit', { actor: filter.actor, action: filter.action, before });
    return { items: res.data, nextCursor: res.nextCursor ?? null };
  },
};
