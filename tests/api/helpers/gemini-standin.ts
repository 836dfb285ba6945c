/**
 * A local stand-in for the Gemini REST API, speaking the paths and bodies @google/genai sends:
 * `:generateContent`, `:streamGenerateContent?alt=sse` and Imagen's `:predict`. Answers are canned
 * from what the request asks for (its JSON schema, stream or image), and every request is recorded.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GeminiRequest {
  model: string;
  method: 'generateContent' | 'streamGenerateContent' | 'predict';
  apiKey: string | undefined;
  body: GeminiBody;
}

export interface GeminiBody {
  contents?: { role?: string; parts: { text?: string }[] }[];
  systemInstruction?: { parts: { text?: string }[] };
  generationConfig?: { responseMimeType?: string; responseSchema?: { properties?: Record<string, unknown> }; responseModalities?: string[] };
  instances?: { prompt: string }[];
  parameters?: Record<string, unknown>;
}

/** What a test may force instead of the canned answer: a JSON body, an error status, or stream chunks. */
export type Override = { json: unknown } | { status: number } | { chunks: string[] };

/** A 16×16 JPEG, small but real enough for the browser to show. */
export const TINY_JPEG =
  '/9j/4AAQSkZJRgABAQEAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBD/wAARCAAQABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABwQF/8QAJBAAAQQBBAICAwAAAAAAAAAAAQIDBAYFBwgSExEiABQJMTL/xAAVAQEBAAAAAAAAAAAAAAAAAAAABv/EACMRAAECBQMFAAAAAAAAAAAAAAECEQMEBQYhABIxFRZhgeH/2gAMAwEAAhEDEQA/ABSm0mobc8HmExLUlRzzEWPkJWW+ulrsaUVAseUgslSlH9LKuPryIKuWPZdskzXmm3fX5m2nF4GlVxx/HOpx4ks51+MiU/Iaad7UcUo4tILoS4kqcWkezS0hO/HvuRp0rO6hWnWO1UisZVuFi4GFeyEpmGepa5S5SWVPuciFKRFLgSrwetnyPIB+Vb4N9mKhQMzo5po9XLdDs9d6ZVix2VEhiL9kuNPxw2gEKcDQ/rs8AuA8VAe0vdl7VOYn+27flGAUgmITjbhSmCg3BYlyeWDkMolvw4KOp1KM6iCNvngZHwetf//Z';

export const CANNED = {
  summary: ['The article explains the main idea.', 'It gives two practical examples.', 'It ends with a clear recommendation.'],
  quiz: [
    { question: 'What is the article mainly about?', options: ['Gardening', 'Testing software', 'Cooking'], correctAnswer: 'Testing software' },
    { question: 'Which tool does it recommend?', options: ['A stand-in server', 'A spreadsheet', 'A typewriter'], correctAnswer: 'A stand-in server' },
    { question: 'How many examples does it give?', options: ['One', 'Two', 'Five'], correctAnswer: 'Two' },
  ],
  scenes: ['A lighthouse keeper finds a glowing map', 'She rows into a storm at night', 'An island of crystal trees appears', 'She returns home at dawn, changed'],
  seo: { title: 'Testing Software with Local Stand-ins', description: 'Learn how local stand-ins make API tests fast and reliable.', keywords: ['testing', 'api', 'stand-in', 'vitest', 'node'], feedback: 'Add a clear call to action.', score: 'Good' },
  excerpt: 'A practical guide to testing software against local stand-ins, so every test runs fast, offline and with answers you control.',
  story: ['The Lantern Map\n\n', 'Once upon a time, ', 'a keeper found a map ', 'that glowed in the dark.'],
  chat: ['The article ', 'says the tests ', 'never reach the internet.'],
};

const sse = (text: string, last = false) => `data: ${JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text }] }, ...(last ? { finishReason: 'STOP' } : {}) }] })}\n\n`;
const textAnswer = (text: string) => ({ candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP' }] });

function cannedJson(body: GeminiBody): unknown {
  const props = Object.keys(body.generationConfig?.responseSchema?.properties ?? {});
  if (props.includes('quiz')) return { quiz: CANNED.quiz };
  if (props.includes('points')) return { points: CANNED.summary };
  if (props.includes('scenes')) return { scenes: CANNED.scenes };
  if (props.includes('score')) return CANNED.seo;
  return {};
}

function cannedText(body: GeminiBody): string {
  const system = body.systemInstruction?.parts.map((p) => p.text).join('') ?? '';
  const prompt = body.contents?.at(-1)?.parts.map((p) => p.text).join('') ?? '';
  if (/excerpt/i.test(system)) return CANNED.excerpt;
  return `Rewritten: ${prompt.split('TEXT:\n').at(-1)}`;
}

export interface GeminiStandin {
  url: string;
  requests: GeminiRequest[];
  /** Answers the next matching requests with `o` until `reset()`. */
  override(o: Override): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startGeminiStandin(): Promise<GeminiStandin> {
  const requests: GeminiRequest[] = [];
  let forced: Override | null = null;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const m = /^\/v1beta\/models\/([^:/?]+):(generateContent|streamGenerateContent|predict)/.exec(req.url ?? '');
    if (req.method !== 'POST' || !m) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 404, message: `No route ${req.url}` } }));
      return;
    }
    const body = JSON.parse(raw || '{}') as GeminiBody;
    const method = m[2] as GeminiRequest['method'];
    requests.push({ model: decodeURIComponent(m[1]!), method, apiKey: req.headers['x-goog-api-key'] as string | undefined, body });

    if (forced && 'status' in forced) {
      res.writeHead(forced.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: forced.status, message: 'Forced failure', status: 'INTERNAL' } }));
      return;
    }
    if (method === 'streamGenerateContent') {
      const system = body.systemInstruction?.parts.map((p) => p.text).join('') ?? '';
      const chunks = forced && 'chunks' in forced ? forced.chunks : /storyteller/i.test(system) ? CANNED.story : CANNED.chat;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const c of chunks) {
        res.write(sse(c));
        await new Promise((r) => setTimeout(r, 5));
      }
      res.end(sse('', true));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    if (method === 'predict') {
      res.end(JSON.stringify(forced && 'json' in forced ? forced.json : { predictions: [{ bytesBase64Encoded: TINY_JPEG, mimeType: 'image/jpeg' }] }));
    } else if (body.generationConfig?.responseModalities?.includes('IMAGE')) {
      res.end(JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ inlineData: { mimeType: 'image/png', data: TINY_JPEG } }] }, finishReason: 'STOP' }] }));
    } else if (body.generationConfig?.responseMimeType === 'application/json') {
      res.end(JSON.stringify(textAnswer(JSON.stringify(forced && 'json' in forced ? forced.json : cannedJson(body)))));
    } else {
      res.end(JSON.stringify(textAnswer(forced && 'json' in forced ? String(forced.json) : cannedText(body))));
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => res.writeHead(500).end(String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    override: (o) => {
      forced = o;
    },
    reset: () => {
      forced = null;
      requests.length = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
