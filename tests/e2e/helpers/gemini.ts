/** Steers the Gemini stand-in behind the AI site (tests/support/gemini-server.ts). */
import type { Override } from '../../support/gemini-standin';
import { GEMINI_CONTROL } from './ports';

export { CANNED } from '../../support/gemini-standin';

async function post(action: string, body: unknown): Promise<Response> {
  const res = await fetch(`${GEMINI_CONTROL}/${action}`, { method: 'POST', body: JSON.stringify(body) });
  if (res.status >= 400 && res.status !== 409) throw new Error(`stand-in ${action}: ${res.status} ${await res.text()}`);
  return res;
}

/** Requests whose body contains `match` get `override` instead of the canned answer. */
export const overrideGemini = (match: string, override: Override) => post('override', { match, override });

/** Sends the next piece of a gated stream; false while the stream has not arrived yet. */
export const releaseGemini = async (match: string, piece: string | { end: true }) =>
  (await post('release', { match, piece })).status === 200;

export interface SeenByGemini {
  model: string;
  method: string;
  body: { contents?: { parts: { text?: string }[] }[]; systemInstruction?: { parts: { text?: string }[] } };
}

/** What the server sent the model, for requests whose body contains `match`. */
export async function geminiRequests(match: string): Promise<SeenByGemini[]> {
  return (await fetch(`${GEMINI_CONTROL}/requests?match=${encodeURIComponent(match)}`)).json();
}

/** A marker unique to this test, to put in prompts and scope overrides by. */
export const marker = () => `mk${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
