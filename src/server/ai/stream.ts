/**
 * Streamed AI answers go to the browser as plain UTF-8 text, chunk by chunk. When the answer fails
 * midway, the text ends with AI_STREAM_ERROR and a JSON error body, so the reader is told instead
 * of being left with half an answer. When the reader goes away, the provider call is stopped.
 */
import { AI_STREAM_ERROR } from '@/shared/limits';
import type { ApiFailure } from '@/shared/types';
import { HttpError } from '../errors';
import { ClientGone } from './provider-errors';
import { type TextStream } from './generate-text';

export function textStreamResponse(stream: TextStream, failure: string, onComplete?: (text: string) => Promise<void>): Response {
  const encoder = new TextEncoder();
  let full = stream.first;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(stream.first));
    },
    async pull(controller) {
      try {
        const { value, done } = await stream.rest.next();
        if (!done) {
          full += value;
          controller.enqueue(encoder.encode(value));
          return;
        }
        await onComplete?.(full);
        controller.close();
      } catch (err) {
        if (err instanceof ClientGone) return;
        const failed: ApiFailure =
          err instanceof HttpError ? { error: err.message, ...(err.code ? { code: err.code } : {}) } : { error: failure };
        controller.enqueue(encoder.encode(AI_STREAM_ERROR + JSON.stringify(failed)));
        controller.close();
      }
    },
    cancel() {
      stream.abort();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  });
}
