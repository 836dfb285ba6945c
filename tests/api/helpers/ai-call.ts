/** Calls the AI function with a real Request, as Netlify would, and reads streamed answers. */
import { app as handler } from '../../../netlify/functions/ai';

export interface CallOptions {
  token?: string;
  ip?: string;
  signal?: AbortSignal;
}

export const callAi = (path: string, body: unknown, opts: CallOptions = {}) =>
  handler(
    new Request(`http://test/api/ai/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
      },
      body: JSON.stringify(body),
      signal: opts.signal,
    }),
  );

export async function readChunks(res: Response): Promise<string[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return chunks;
    chunks.push(decoder.decode(value, { stream: true }));
  }
}

/** The text of a streamed answer and, when it failed midway, the error it ended with. */
export async function readStream(
  res: Response,
): Promise<{ text: string; chunks: string[]; error?: { error: string; code?: string } }> {
  const chunks = await readChunks(res);
  const all = chunks.join('');
  const cut = all.indexOf('\u001e');
  return cut < 0 ? { text: all, chunks } : { text: all.slice(0, cut), chunks, error: JSON.parse(all.slice(cut + 1)) };
}
