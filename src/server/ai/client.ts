/**
 * The one place that talks to Gemini. The key stays on the server; every failure of the provider
 * becomes a typed error: the provider being busy or misconfigured is said as such, anything the
 * model refuses or gets wrong carries the feature's own message. Callers never see provider details.
 */
import {
  ApiError,
  GoogleGenAI,
  ThinkingLevel,
  type Content,
  type GenerateContentConfig,
  type GenerateContentResponse,
  type Schema,
} from '@google/genai';
import { AI_OUTPUT_TOKENS, type AiFeature } from '@/shared/limits';
import { HttpError, ServiceUnavailable } from '../errors';
import { MESSAGES } from '@/shared/messages';

/**
 * Google's current stable Flash text model and its stable image model (Nano Banana 2, image output
 * through generateContent), from the Gemini API models and deprecations pages as of November 2026.
 */
export const DEFAULT_TEXT_MODEL = 'gemini-3.8-flash';
export const DEFAULT_IMAGE_MODEL = 'gemini-3.1-flash-image';
const DEFAULT_TIMEOUT_MS = 60_000;
/** Room for the model's thinking on top of a feature's answer cap. */
const THINKING_TOKENS = 512;

/** Google's stable embedding model; 768 of its dimensions are enough for passages and cost a quarter of the full 3,072. */
export const DEFAULT_EMBED_MODEL = 'gemini-embedding-001';
export const EMBED_DIMENSIONS = 768;
export const embedModel = () => process.env.GEMINI_EMBED_MODEL?.trim() || DEFAULT_EMBED_MODEL;
export const textModel = () => process.env.GEMINI_TEXT_MODEL?.trim() || DEFAULT_TEXT_MODEL;
export const imageModel = () => process.env.GEMINI_IMAGE_MODEL?.trim() || DEFAULT_IMAGE_MODEL;
const apiKey = () => process.env.GEMINI_API_KEY?.trim() ?? '';
const timeoutMs = () => Number(process.env.GEMINI_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS;

export const aiConfigured = () => apiKey() !== '';

export function requireAi(): void {
  if (!aiConfigured()) throw ServiceUnavailable('AI features are not configured.', 'AI_NOT_CONFIGURED');
}

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

/**
 * SDK 3 defaults to the `v1` endpoints; the JSON schemas, thinking levels and image output used here
 * were built and checked against `v1beta`, so that stays the endpoint until they are checked on `v1`.
 */
const API_VERSION = 'v1beta';

function client(): GoogleGenAI {
  requireAi();
  return new GoogleGenAI({
    apiKey: apiKey(),
    httpOptions: { apiVersion: API_VERSION, baseUrl: process.env.GEMINI_BASE_URL?.trim() || undefined },
  });
}

/** Seconds the provider asked us to wait, from its RetryInfo detail; a minute otherwise. */
function retryDelay(message: string): number {
  const m = /"retryDelay"\s*:\s*"(\d+(?:\.\d+)?)s"/.exec(message);
  return m ? Number(m[1]) : 60;
}

/** The request's signal joined with the provider timeout. */
function callSignal(signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs());
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** Maps what the SDK threw to what the reader is told. */
function providerError(err: unknown, model: string, failure: string, signal?: AbortSignal): Error {
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

async function call<T>(
  model: string,
  failure: string,
  signal: AbortSignal | undefined,
  fn: (s: AbortSignal) => Promise<T>,
): Promise<T> {
  try {
    return await fn(callSignal(signal));
  } catch (err) {
    throw providerError(err, model, failure, signal);
  }
}

export interface TextRequest {
  feature: AiFeature;
  contents: string | Content[];
  system?: string;
  temperature?: number;
  /** Aborts the provider call, e.g. when the reader disconnects. */
  signal?: AbortSignal;
}

/** Gemini 3 models take a thinking level; 2.5 models a token budget. Either way, thinking is kept small. */
function thinkingFor(model: string): GenerateContentConfig['thinkingConfig'] {
  return /^gemini-2\./.test(model) ? { thinkingBudget: THINKING_TOKENS } : { thinkingLevel: ThinkingLevel.LOW };
}

function configFor(
  model: string,
  req: TextRequest,
  signal: AbortSignal,
  extra: GenerateContentConfig = {},
): GenerateContentConfig {
  const config: GenerateContentConfig = {
    ...extra,
    maxOutputTokens: AI_OUTPUT_TOKENS[req.feature] + THINKING_TOKENS,
    thinkingConfig: thinkingFor(model),
    abortSignal: signal,
  };
  if (req.system) config.systemInstruction = req.system;
  if (req.temperature !== undefined) config.temperature = req.temperature;
  return config;
}

/** The answer's text, or null when the prompt or the answer was blocked or nothing came back. */
function answerText(res: GenerateContentResponse): string | null {
  if (res.promptFeedback?.blockReason) {
    console.warn(`Gemini blocked the prompt: ${res.promptFeedback.blockReason}`);
    return null;
  }
  const text = res.text?.trim();
  if (!text) {
    const reason = res.candidates?.[0]?.finishReason;
    if (reason) console.warn(`Gemini answered no text (finishReason ${reason}).`);
    return null;
  }
  return text;
}

/** A whole text answer; a blocked or empty answer counts as a failure. */
export async function generateText(req: TextRequest, failure: string): Promise<string> {
  const ai = client();
  const model = textModel();
  const res = await call(model, failure, req.signal, (signal) =>
    ai.models.generateContent({ model, contents: req.contents, config: configFor(model, req, signal) }),
  );
  const text = answerText(res);
  if (!text) throw AiFailed(failure);
  return text;
}

/** A JSON answer constrained by `schema`; the caller still checks the shape it gets. */
export async function generateJson(req: TextRequest & { schema: Schema }, failure: string): Promise<unknown> {
  const ai = client();
  const model = textModel();
  const res = await call(model, failure, req.signal, (signal) =>
    ai.models.generateContent({
      model,
      contents: req.contents,
      config: configFor(model, req, signal, { responseMimeType: 'application/json', responseSchema: req.schema }),
    }),
  );
  const text = answerText(res);
  if (!text) throw AiFailed(failure);
  try {
    return JSON.parse(text);
  } catch {
    console.warn(`Gemini answered malformed JSON for ${req.feature}.`);
    throw AiFailed(failure);
  }
}

/** Pieces of a streamed answer; the iterator throws a typed error when the stream fails or is cut off. */
export interface TextStream {
  first: string;
  rest: AsyncGenerator<string, void, undefined>;
  /** Stops the provider call (the reader went away). */
  abort: () => void;
}

/**
 * A streamed text answer. The first piece of text is awaited before returning, so a refused or
 * failed request still becomes an error status instead of an empty 200 stream.
 */
export async function streamText(req: TextRequest, failure: string): Promise<TextStream> {
  const ai = client();
  const model = textModel();
  const local = new AbortController();
  const signal = req.signal ? AbortSignal.any([req.signal, local.signal]) : local.signal;
  const chunks = await call(model, failure, signal, (s) =>
    ai.models.generateContentStream({ model, contents: req.contents, config: configFor(model, req, s) }),
  );
  let finished = false;
  const nextText = async (): Promise<string | null> => {
    for (;;) {
      const { value, done } = await chunks.next();
      if (done) {
        // A stream that ends without a finish reason was cut off, not completed.
        if (!finished) throw new Error('Gemini stream ended without a finish reason');
        return null;
      }
      const res = value as GenerateContentResponse;
      if (res.promptFeedback?.blockReason) throw new Error(`Gemini blocked the prompt: ${res.promptFeedback.blockReason}`);
      const reason = res.candidates?.[0]?.finishReason;
      if (reason) {
        if (reason !== 'STOP' && reason !== 'MAX_TOKENS') throw new Error(`Gemini stopped the answer: ${reason}`);
        finished = true;
      }
      const text = res.text;
      if (text) return text;
    }
  };
  const first = await call(model, failure, signal, nextText);
  if (first === null) throw AiFailed(failure);
  async function* rest(): AsyncGenerator<string, void, undefined> {
    for (;;) {
      const text = await call(model, failure, signal, nextText);
      if (text === null) return;
      yield text;
    }
  }
  return { first, rest: rest(), abort: () => local.abort() };
}

export interface GeneratedImage {
  mimeType: string;
  bytes: Buffer;
}

/** One 16:9 image from a Gemini image model (image output through generateContent). */
export async function generateImage(prompt: string, failure: string, signal?: AbortSignal): Promise<GeneratedImage> {
  const ai = client();
  const model = imageModel();
  const res = await call(model, failure, signal, (s) =>
    ai.models.generateContent({
      model,
      contents: prompt,
      config: { responseModalities: ['IMAGE'], imageConfig: { aspectRatio: '16:9' }, abortSignal: s },
    }),
  );
  if (res.promptFeedback?.blockReason) console.warn(`Gemini blocked the image prompt: ${res.promptFeedback.blockReason}`);
  const image = res.candidates?.[0]?.content?.parts?.find((p) => p.inlineData?.data)?.inlineData;
  if (!image?.data) throw AiFailed(failure);
  return { mimeType: image.mimeType || 'image/png', bytes: Buffer.from(image.data, 'base64') };
}

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
