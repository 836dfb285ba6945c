/** The import's file, from memory or from its stored parts, as a stream of chunks. */
import { getFileChunk } from '../repos/imports';

const SLICE = 1024 * 1024;

export async function* memoryChunks(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.byteLength; at += SLICE) yield bytes.subarray(at, at + SLICE);
}

/** Reads the stored parts one after the other: only one part is in memory at a time. */
export async function* storedChunks(jobId: string): AsyncGenerator<Uint8Array> {
  for (let n = 0; ; n++) {
    const part = await getFileChunk(jobId, n);
    if (!part) return;
    yield part;
  }
}

export async function readAllText(chunks: AsyncIterable<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const c of chunks) text += decoder.decode(c, { stream: true });
  return text + decoder.decode();
}
