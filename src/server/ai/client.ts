/**
 * The one place that talks to Gemini. The key stays on the server; every failure of the provider
 * becomes a typed error carrying the feature's own message, so callers never see provider details.
 */
import { GoogleGenAI, type Content, type GenerateContentConfig, type GenerateContentResponse, type Schema } from '@google/genai';
import { HttpError, ServiceUnavailable } from '../errors';

const DEFAULT_TEXT_MODEL = 'gemini-2.5-flash';
const DEFAULT_IMAGE_MODEL = 'imagen-3.0-generate-002';
const GEMINI_API = 'https://generativelanguage.googleapis.com';
const TIMEOUT_MS = 60_000;

export const textModel = () => process.env.GEMINI_TEXT_MODEL?.trim() || DEFAULT_TEXT_MODEL;
export const imageModel = () => process.env.GEMINI_IMAGE_MODEL?.trim() || DEFAULT_IMAGE_MODEL;
const apiKey = () => process.env.GEMINI_API_KEY?.trim() ?? '';
const baseUrl = () => process.env.GEMINI_BASE_URL?.trim().replace(/\/+$/, '') || GEMINI_API;

export const aiConfigured = () => apiKey() !== '';

export function requireAi(): void {
  if (!aiConfigured()) throw ServiceUnavailable('AI features are not configured.', 'AI_NOT_CONFIGURED');
}

/** The provider failed or refused: 502 with the message the reader should see. */
export const AiFailed = (message: string) => new HttpError(502, message, 'AI_FAILED');

function client(): GoogleGenAI {
  requireAi();
  return new GoogleGenAI({ apiKey: apiKey(), httpOptions: { baseUrl: process.env.GEMINI_BASE_URL?.trim() || undefined, timeout: TIMEOUT_MS } });
}

export interface TextRequest {
  contents: string | Content[];
  system?: string;
  temperature?: number;
}

function configFor(req: TextRequest, extra: GenerateContentConfig = {}): GenerateContentConfig {
  const config: GenerateContentConfig = { ...extra };
  if (req.system) config.systemInstruction = req.system;
  if (req.temperature !== undefined) config.temperature = req.temperature;
  return config;
}

async function call<T>(failure: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    console.error('Gemini call failed:', err instanceof Error ? err.message : err);
    throw AiFailed(failure);
  }
}

/** A whole text answer; a blocked or empty answer counts as a failure. */
export async function generateText(req: TextRequest, failure: string): Promise<string> {
  const ai = client();
  const res = await call(failure, () => ai.models.generateContent({ model: textModel(), contents: req.contents, config: configFor(req) }));
  const text = res.text?.trim();
  if (!text) throw AiFailed(failure);
  return text;
}

/** A JSON answer constrained by `schema`; the caller still checks the shape it gets. */
export async function generateJson(req: TextRequest & { schema: Schema }, failure: string): Promise<unknown> {
  const ai = client();
  const res = await call(failure, () =>
    ai.models.generateContent({
      model: textModel(),
      contents: req.contents,
      config: configFor(req, { responseMimeType: 'application/json', responseSchema: req.schema }),
    }));
  try {
    return JSON.parse(res.text ?? '');
  } catch {
    throw AiFailed(failure);
  }
}

/**
 * A streamed text answer. The first piece of text is awaited before returning, so a refused or
 * failed request still becomes an error status instead of an empty 200 stream.
 */
export async function streamText(req: TextRequest, failure: string): Promise<ReadableStream<Uint8Array>> {
  const ai = client();
  const chunks = await call(failure, () => ai.models.generateContentStream({ model: textModel(), contents: req.contents, config: configFor(req) }));
  const nextText = async (): Promise<string | null> => {
    for (;;) {
      const { value, done } = await chunks.next();
      if (done) return null;
      const text = (value as GenerateContentResponse).text;
      if (text) return text;
    }
  };
  const first = await call(failure, nextText);
  if (first === null) throw AiFailed(failure);
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first));
    },
    async pull(controller) {
      try {
        const text = await nextText();
        if (text === null) controller.close();
        else controller.enqueue(encoder.encode(text));
      } catch (err) {
        console.error('Gemini stream failed:', err instanceof Error ? err.message : err);
        controller.error(AiFailed(failure));
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

interface Prediction { bytesBase64Encoded?: string; mimeType?: string; raiFilteredReason?: string }

/**
 * One 16:9 image as a data URL. Imagen models answer on the `:predict` endpoint, which this SDK
 * only offers for Vertex AI, so they are called over REST; Gemini image models use generateContent.
 */
export async function generateImage(prompt: string, failure: string): Promise<string> {
  requireAi();
  const model = imageModel();
  if (!model.startsWith('imagen')) {
    const ai = client();
    const res = await call(failure, () =>
      ai.models.generateContent({ model, contents: prompt, config: { responseModalities: ['IMAGE'], imageConfig: { aspectRatio: '16:9' } } }));
    const image = res.candidates?.[0]?.content?.parts?.find((p) => p.inlineData?.data)?.inlineData;
    if (!image?.data) throw AiFailed(failure);
    return `data:${image.mimeType || 'image/png'};base64,${image.data}`;
  }
  const prediction = await call(failure, async () => {
    const res = await fetch(`${baseUrl()}/v1beta/models/${encodeURIComponent(model)}:predict`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-goog-api-key': apiKey() },
      body: JSON.stringify({ instances: [{ prompt }], parameters: { sampleCount: 1, aspectRatio: '16:9' } }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`Imagen answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    const body = (await res.json()) as { predictions?: Prediction[] };
    return body.predictions?.find((p) => p.bytesBase64Encoded);
  });
  if (!prediction?.bytesBase64Encoded) throw AiFailed(failure);
  return `data:${prediction.mimeType || 'image/png'};base64,${prediction.bytesBase64Encoded}`;
}
