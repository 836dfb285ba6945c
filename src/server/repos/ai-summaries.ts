/** Generated article summaries, one document per post, each stamped with the revision it summarises. */
import type { AiSummary } from '@/shared/types';
import { getJSON, setJSON } from '../storage/store';

export interface StoredSummary extends AiSummary {
  updatedAt: string;
}

export const aiSummaryKeys = { aiSummary: (postId: string) => `ai-summary/${postId}` };

export const readSummary = (postId: string) => getJSON<StoredSummary>(aiSummaryKeys.aiSummary(postId));
export const saveSummary = (postId: string, summary: StoredSummary) => setJSON(aiSummaryKeys.aiSummary(postId), summary);
