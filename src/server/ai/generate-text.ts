/** Text answers from the text model: whole, as JSON constrained by a schema, or streamed. */
import {
  ThinkingLevel,
  type Content,
  type GenerateContentConfig,
  type GenerateContentResponse,
  type Schema,
} from '@google/genai';
import { AI_OUTPUT_TOKENS, type AiFeature } from '@/shared/limits';
import { call, client, textModel } from './client';
import { AiFailed } from './provider-errors';

/** Room for the model's thinking on top of a feature's answer cap. */
const THINKING_TOKENS = 512;

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
