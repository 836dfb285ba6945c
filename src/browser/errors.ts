/** The one way an API failure becomes the sentence a person reads. */
import { AI_SHOWN_CODES } from '@/shared/messages';
import { ApiError } from './api';

export interface MessageRules {
  /** Which API errors carry words meant for this screen; the others get `fallback`. Default: all. */
  shown?: (err: ApiError) => boolean;
  /** List every field problem the server named ("a, b") instead of its summary. */
  fields?: boolean;
}

export function errorMessage(err: unknown, fallback: string, rules: MessageRules = {}): string {
  if (err instanceof ApiError) {
    if (rules.shown && !rules.shown(err)) return fallback;
    if (rules.fields && err.errors?.length) return err.errors.map((e) => e.msg).join(', ');
    return err.message || fallback;
  }
  // A thrown non-API error (a bug, a browser refusal) is only shown where every message is.
  if (rules.shown) return fallback;
  return err instanceof Error && err.message ? err.message : fallback;
}

/**
 * AI features: input problems, missing configuration, a busy provider and rate limits are explained
 * as the server says (never blamed on the prompt); anything else gets the feature's own message.
 */
export const aiErrorMessage = (err: unknown, fallback: string) =>
  errorMessage(err, fallback, { shown: (e) => e.status === 400 || (e.code !== undefined && AI_SHOWN_CODES.has(e.code)) });

export const isAbort = (err: unknown) => err instanceof Error && err.name === 'AbortError';
