/** What a failed call to Gemini becomes: the provider busy or misconfigured said as such, anything else the feature's own message. */
import { ApiError } from '@google/genai';
import { MESSAGES } from '@/shared/messages';
import { HttpError } from '../errors';

/** The model refused or broke its contract: 502 with the message the reader should see. */
export const AiFailed = (message: string) => new HttpError(502, message, 'AI_FAILED');
export const AI_BUSY_MESSAGE = MESSAGES.aiBusy;
export const AiBusy = (retryAfterSeconds = 60) =>
  new HttpError(503, AI_BUSY_MESSAGE, 'AI_BUSY', undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
const ModelUnavailable = () => new HttpError(503, 'AI is unavailable right now. Please try again later.', 'AI_MODEL_UNAVAILABLE');

/** Thrown when the reader went away; nobody reads the answer (499, nginx's "client closed request"), the point is to stop the work. */
export class ClientGone extends HttpError {
  constructor() {
    super(499, 'The request was cancelled.', 'CLIENT_CLOSED');
  }
}

/** Seconds the provider asked us to wait, from its RetryInfo detail; a minute otherwise. */
function retryDelay(message: string): number {
  const m = /"retryDelay"\s*:\s*"(\d+(?:\.\d+)?)s"/.exec(message);
  return m ? Number(m[1]) : 60;
}

/** Maps what the SDK threw to what the reader is told. */
export function providerError(err: unknown, model: string, failure: string, signal?: AbortSignal): Error {
  if (signal?.aborted) return new ClientGone();
  if (err instanceof HttpError) return err;
  if (err instanceof ApiError) {
    if (err.status === 404) {
      console.error(
        `Gemini model "${model}" is not available (404). Set GEMINI_TEXT_MODEL / GEMINI_IMAGE_MODEL / GEMINI_EMBED_MODEL to a current model.`,
      );
      return ModelUnavailable();
    }
    if (err.status === 429 || err.status === 503) {
      console.warn(`Gemini is busy (${err.status}) for model "${model}".`);
      return AiBusy(retryDelay(err.message));
    }
  }
  console.error(`Gemini call to "${model}" failed:`, err instanceof Error ? `${err.name}: ${err.message.slice(0, 300)}` : err);
  return AiFailed(failure);
}
