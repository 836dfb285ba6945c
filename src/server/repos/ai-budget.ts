/** Reader AI calls, one key per call under its UTC day, so concurrent calls never overwrite a count. */
import { createJSON, deleteKey, listKeys } from '../storage/store';

export const aiBudgetKeys = {
  aiCalls: (day: string) => `ai-budget/${day}/`,
  aiCall: (day: string, id: string) => `ai-budget/${day}/${id}`,
};

export const countCalls = async (day: string) => (await listKeys(aiBudgetKeys.aiCalls(day))).length;
export const recordCall = (day: string, id: string) => createJSON(aiBudgetKeys.aiCall(day, id), 1);

export async function deleteCallsOf(day: string): Promise<void> {
  for (const key of await listKeys(aiBudgetKeys.aiCalls(day))) await deleteKey(key);
}
