/**
 * The one place that talks to Gemini: every model call (text, embeddings, images) goes through
 * `client` and `call`. The key stays on the server; every failure of the provider becomes a typed error: the provider being busy or misconfigured is said as such, anything the
 * model refuses or gets wrong carries the feature's own message. Callers never see provider details.
 */
import { GoogleGenAI } from '@google/genai';
import { ServiceUnavailable } from '../errors';
import { AiFailed, providerError } from './provider-errors';

/**
 * Google's current stable Flash text model and its stable image model (Nano Banana 2, image output
 * through generateContent), from the Gemini API models and deprecations pages as of November 2026.
 */
export const DEFAULT_TEXT_MODEL = 'gemini-3.8-flash';
export const DEFAULT_IMAGE_MODEL = 'gemini-3.1-flash-image';
const DEFAULT_TIMEOUT_MS = 60_000;
export const textModel = () => process.env.GEMINI_TEXT_MODEL?.trim() || DEFAULT_TEXT_MODEL;
export const imageModel = () => process.env.GEMINI_IMAGE_MODEL?.trim() || DEFAULT_IMAGE_MODEL;
const apiKey = () => process.env.GEMINI_API_KEY?.trim() ?? '';
const timeoutMs = () => Number(process.env.GEMINI_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS;

export const aiConfigured = () => apiKey() !== '';

export function requireAi(): void {
  if (!aiConfigured()) throw ServiceUnavailable('AI features are not configured.', 'AI_NOT_CONFIGURED');
}

/**
 * SDK 3 defaults to the `v1` endpoints; the JSON schemas, thinking levels and image output used here
 * were built and checked against `v1beta`, so that stays the endpoint until they are checked on `v1`.
 */
const API_VERSION = 'v1beta';

export function client(): GoogleGenAI {
  requireAi();
  return new GoogleGenAI({
    apiKey: apiKey(),
    httpOptions: { apiVersion: API_VERSION, baseUrl: process.env.GEMINI_BASE_URL?.trim() || undefined },
  });
}

/** The request's signal joined with the provider timeout. */
function callSignal(signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs());
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** Runs one provider call under the request's signal and the timeout; what it throws becomes a typed error. */
export async function call<T>(
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
