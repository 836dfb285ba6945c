/**
 * Browser side of /api/ai/*: JSON calls through the shared API client, streamed answers read
 * chunk by chunk, and the rule for which server message a reader gets to see.
 */
import { ApiError, storedToken } from '@/browser/api';
import { AI_STREAM_ERROR } from '@/shared/limits';
import type { ApiFailure } from '@/shared/types';

/**
 * Plain text of the article on this page, or null where there is none to read. The panels check
 * the spec's minimum lengths with it before asking the server, as the spec's client does.
 */
export function pageArticleText(): string | null {
  const body = document.querySelector('[data-article-body]');
  return body ? (body.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
}

export const isTooShort = (min: number) => {
  const text = pageArticleText();
  return text !== null && text.length < min;
};

export { aiPost } from '@/browser/api';

/**
 * POSTs `body` and hands each piece of the streamed text to `onText` as it arrives. An answer that
 * failed midway ends with AI_STREAM_ERROR and the error, which is thrown like any other failure.
 */
export async function aiStream(path: string, body: unknown, onText: (text: string) => void, signal?: AbortSignal): Promise<void> {
  const token = storedToken();
  let res: Response;
  try {
    res = await fetch(`/api/ai/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('Network error', 0);
  }
  if (!res.ok || !res.body) {
    const json = (await res.json().catch(() => null)) as ApiFailure | null;
    throw new ApiError(json?.error || 'Request failed', res.status, json?.code, json?.errors);
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let failure: string | null = null;
  const take = (text: string) => {
    if (failure !== null) {
      failure += text;
      return;
    }
    const cut = text.indexOf(AI_STREAM_ERROR);
    if (cut < 0) {
      if (text) onText(text);
      return;
    }
    if (cut > 0) onText(text.slice(0, cut));
    failure = text.slice(cut + 1);
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      take(decoder.decode(value, { stream: true }));
    }
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('Network error', 0);
  }
  take(decoder.decode());
  if (failure !== null) {
    const json = (() => {
      try {
        return JSON.parse(failure) as ApiFailure;
      } catch {
        return null;
      }
    })();
    throw new ApiError(json?.error || 'Request failed', 502, json?.code);
  }
}

export { aiErrorMessage } from '@/browser/ai-errors';
export { isAbort } from '@/browser/api';
