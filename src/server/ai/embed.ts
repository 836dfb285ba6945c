/** Passages and questions as unit vectors from Google's embedding model. */
import { call, client } from './client';
import { AiFailed } from './provider-errors';

/** Google's stable embedding model; 768 of its dimensions are enough for passages and cost a quarter of the full 3,072. */
export const DEFAULT_EMBED_MODEL = 'gemini-embedding-001';
export const EMBED_DIMENSIONS = 768;
export const embedModel = () => process.env.GEMINI_EMBED_MODEL?.trim() || DEFAULT_EMBED_MODEL;

/** What a text is embedded for: passages as documents, readers' questions as queries. */
export type EmbedTask = 'RETRIEVAL_DOCUMENT' | 'RETRIEVAL_QUERY';
/** The Gemini API takes at most 100 texts in one batchEmbedContents request. */
const EMBED_BATCH = 100;

/** Scales a vector to length 1, so a dot product is the cosine; reduced dimensions come unnormalised. */
export function normalise(values: ArrayLike<number>): Float32Array {
  const v = Float32Array.from(values);
  let sum = 0;
  for (const x of v) sum += x * x;
  const norm = Math.sqrt(sum) || 1;
  for (let i = 0; i < v.length; i++) v[i]! /= norm;
  return v;
}

/** Unit vectors for `texts` from the embedding model (`models.embedContent`, one batch request per 100 texts). */
export async function embedTexts(
  texts: string[],
  task: EmbedTask,
  failure: string,
  signal?: AbortSignal,
): Promise<Float32Array[]> {
  const ai = client();
  const model = embedModel();
  const out: Float32Array[] = [];
  for (let i = 0; i < texts.length; i += EMBED_BATCH) {
    const batch = texts.slice(i, i + EMBED_BATCH);
    const res = await call(model, failure, signal, (s) =>
      ai.models.embedContent({
        model,
        contents: batch,
        config: { taskType: task, outputDimensionality: EMBED_DIMENSIONS, abortSignal: s },
      }),
    );
    const vectors = res.embeddings?.map((e) => e.values ?? []) ?? [];
    if (vectors.length !== batch.length || vectors.some((v) => v.length !== EMBED_DIMENSIONS)) {
      console.error(`Gemini embedding model "${model}" answered ${vectors.length} vectors for ${batch.length} texts.`);
      throw AiFailed(failure);
    }
    out.push(...vectors.map(normalise));
  }
  return out;
}
