import { api } from '@/browser/api';
import type { ReaderQuestionGroup } from '@/shared/types';

/** What readers asked that nothing answered, grouped by meaning; `from`/`to` are UTC days (YYYY-MM-DD). */
export const questionsApi = {
  groups: async (from?: string, to?: string) =>
    (await api.get<ReaderQuestionGroup[]>('/ai/questions', { ...(from ? { from } : {}), ...(to ? { to } : {}) })).data,
};
