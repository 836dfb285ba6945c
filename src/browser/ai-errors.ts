import { AI_SHOWN_CODES } from '@/shared/messages';
import { errorMessage } from './api';

/**
 * AI features: input problems, missing configuration, a busy provider and rate limits are explained
 * as the server says (never blamed on the prompt); anything else gets the feature's own message.
 */
export const aiErrorMessage = (err: unknown, fallback: string) =>
  errorMessage(err, fallback, { shown: (e) => e.status === 400 || (e.code !== undefined && AI_SHOWN_CODES.has(e.code)) });
