import { api } from '@/browser/api';
import type {
  Member,
  MemberImportInput,
  MemberImportReport,
  MemberListQuery,
  MemberRow,
  MemberSummary,
  Tier,
  TierInput,
} from '@/shared/types';
import { downloadFile } from '../lib/download';
import type { DayRange } from './analytics';

const tierAt = (id: string) => `/tiers/${encodeURIComponent(id)}`;

/** Tiers are a handful: one answer holds them all (administrators also get archived ones). */
export const tiersApi = {
  all: async () => (await api.get<Tier[]>('/tiers')).data,
  create: async (fields: TierInput) => (await api.post<Tier>('/tiers', fields)).data,
  update: async (id: string, fields: TierInput) => (await api.put<Tier>(tierAt(id), fields)).data,
  remove: (id: string) => api.del<unknown>(tierAt(id)),
};

export const membersApi = {
  page: async (q: Partial<MemberListQuery>) => {
    const res = await api.get<MemberRow[]>('/members', q as Record<string, string | number | undefined>);
    return { items: res.data, total: (res as { meta?: { total: number } }).meta?.total ?? res.data.length };
  },
  comp: async (userId: string, comped: string | null) =>
    (await api.put<Member>(`/members/${encodeURIComponent(userId)}`, { comped })).data,
  /** Paid and comped members, revenue and changes per day (administrators); the last 30 days without a range. */
  summary: async (r?: DayRange) =>
    (await api.get<MemberSummary>(r ? `/members/summary?from=${r.from}&to=${r.to}` : '/members/summary')).data,
  /** Checks (dryRun) or imports a Ghost or Substack members CSV. */
  importCsv: async (input: MemberImportInput) => (await api.post<MemberImportReport>('/members/import', input)).data,
  exportCsv: () => downloadFile('/api/members/export', 'members.csv', 'The members export failed.'),
};
