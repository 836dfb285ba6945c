/**
 * A local stand-in for the Gemini REST API, speaking the paths and bodies @google/genai sends:
 * `:generateContent`, `:streamGenerateContent?alt=sse` and `:batchEmbedContents`. Answers are canned
 * from what the request asks for (its JSON schema, a stream or an image), embeddings come from a
 * deterministic bag-of-words embedder, Ask the archive is answered from the passages it is given
 * (citing those that share words with the question), every request is recorded, and a test
 * can force the failures a real provider has: error statuses, retired models, blocked prompts,
 * safety stops, malformed JSON, streams cut off midway and answers that never come.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface GeminiRequest {
  model: string;
  method: 'generateContent' | 'streamGenerateContent' | 'batchEmbedContents';
  apiKey: string | undefined;
  body: GeminiBody;
  /** Set when the caller closed the connection before the answer was complete. */
  closedEarly: boolean;
}

export interface GeminiBody {
  /** batchEmbedContents: one request per text. */
  requests?: { model?: string; content: { parts: { text?: string }[] }; taskType?: string; outputDimensionality?: number }[];
  contents?: { role?: string; parts: { text?: string }[] }[];
  systemInstruction?: { parts: { text?: string }[] };
  generationConfig?: {
    responseMimeType?: string;
    responseSchema?: { properties?: Record<string, unknown> };
    responseModalities?: string[];
    maxOutputTokens?: number;
    thinkingConfig?: { thinkingBudget?: number; thinkingLevel?: string };
    imageConfig?: { aspectRatio?: string };
  };
}

/** What a test may force instead of the canned answer, optionally after `delayMs`. */
export type Override = (
  | { json: unknown } // this JSON (or, for plain text answers, its string) as the answer
  | { raw: string } // this text as the answer, even where JSON was asked for
  | { status: number; retryAfter?: number } // an error status; 429 with Retry-After and a RetryInfo detail
  | { chunks: string[] } // a stream of these pieces
  | { cutAfter: number } // a stream that breaks off after this many pieces
  | { blocked: string } // promptFeedback.blockReason, no candidates
  | { safety: true } // finishReason SAFETY and no text
  | { hang: true } // never answers
  | { image: 'square' | 'jpeg' } // a 1:1 PNG, or a 16:9 JPEG, instead of the 16:9 PNG
  | { gate: true } // a stream whose pieces are sent only when `release()` says so
  | { delayMs: number } // the canned answer, late
) & { delayMs?: number };

/** Models Google has shut down: the stand-in answers them 404 as the real API does. */
export const RETIRED_MODELS = ['gemini-2.5-flash', 'gemini-2.0-flash', 'imagen-3.0-generate-002', 'gemini-2.5-flash-image'];

export const CANNED = {
  summary: ['The article explains the main idea.', 'It gives two practical examples.', 'It ends with a clear recommendation.'],
  quiz: [
    {
      question: 'What is the article mainly about?',
      options: ['Gardening', 'Testing software', 'Cooking'],
      correctAnswer: 'Testing software',
    },
    {
      question: 'Which tool does it recommend?',
      options: ['A stand-in server', 'A spreadsheet', 'A typewriter'],
      correctAnswer: 'A stand-in server',
    },
    { question: 'How many examples does it give?', options: ['One', 'Two', 'Five'], correctAnswer: 'Two' },
  ],
  scenes: [
    'A lighthouse keeper finds a glowing map',
    'She rows into a storm at night',
    'An island of crystal trees appears',
    'She returns home at dawn, changed',
  ],
  seo: {
    title: 'Testing Software with Local Stand-ins',
    description: 'Learn how local stand-ins make API tests fast and reliable.',
    keywords: ['testing', 'api', 'stand-in', 'vitest', 'node'],
    feedback: 'Add a clear call to action.',
    score: 'Good',
  },
  excerpt:
    'A practical guide to testing software against local stand-ins, so every test runs fast, offline and with answers you control.',
  story: ['The Lantern Map\n\n', 'Once upon a time, ', 'a keeper found a map ', 'that glowed in the dark.'],
  chat: ['The article ', 'says the tests ', 'never reach the internet.'],
  pathDescription: 'From first steps to deeper ideas.',
};

const STOP = new Set(
  'a an and are about as at be by can do does did for from has have how i if in into is it its me my of on or our so that the their then there this to was we what when where which who why will with you your'.split(
    ' ',
  ),
);
/** Lower-cased content words, with a plural "s" dropped so "tides" meets "tide". */
export const contentWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));

function hash(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A deterministic stand-in for an embedding model: hashed bag of words, unit length. */
export function standinEmbed(text: string, dims = 768): number[] {
  const v = new Array<number>(dims).fill(0);
  for (const w of contentWords(text)) {
    const h = hash(w);
    v[h % dims]! += h & 0x80000000 ? -1 : 1;
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

/** The numbered passages of an Ask the archive prompt. */
const askedPassages = (prompt: string) =>
  [...prompt.matchAll(/^\[(\d+)\] (.*)\n(.*)$/gm)].map((m) => ({ n: Number(m[1]), title: m[2]!, text: m[3]! }));

/** Answers from the passages that share words with the question, citing them; not covered when none do. */
function askAnswer(prompt: string): { answer: string; covered: boolean; cited: number[] } {
  const question = new Set(contentWords(/^Question: (.*)$/m.exec(prompt)?.[1] ?? ''));
  const used = askedPassages(prompt)
    .filter((p) => contentWords(`${p.title} ${p.text}`).some((w) => question.has(w)))
    .slice(0, 3);
  if (!used.length) return { answer: "The passages don't answer this.", covered: false, cited: [] };
  const sentence = (t: string) => (/^[^.!?]*[.!?]?/.exec(t)?.[0] ?? t).trim();
  return { answer: used.map((p) => `${sentence(p.text)} [${p.n}]`).join(' '), covered: true, cited: used.map((p) => p.n) };
}

const candidate = (text: string, finishReason?: string) => ({
  content: { role: 'model', parts: [{ text }] },
  ...(finishReason ? { finishReason } : {}),
});
const sse = (body: unknown) => `data: ${JSON.stringify(body)}\n\n`;
const textAnswer = (text: string) => ({ candidates: [candidate(text, 'STOP')] });
const SAFETY_STOP = { candidates: [{ content: { role: 'model', parts: [] }, finishReason: 'SAFETY' }] };

/** The ids the server offered Pathfinder, in the order it listed them. */
const offeredIds = (body: GeminiBody) =>
  [
    ...(
      body.contents
        ?.at(-1)
        ?.parts.map((p) => p.text)
        .join('') ?? ''
    ).matchAll(/^- id: (.+)$/gm),
  ].map((m) => m[1]!);

function cannedJson(body: GeminiBody): unknown {
  const props = Object.keys(body.generationConfig?.responseSchema?.properties ?? {});
  if (props.includes('cited'))
    return askAnswer(
      body.contents
        ?.at(-1)
        ?.parts.map((p) => p.text)
        .join('') ?? '',
    );
  if (props.includes('quiz')) return { quiz: CANNED.quiz };
  if (props.includes('points')) return { points: CANNED.summary };
  if (props.includes('scenes')) return { scenes: CANNED.scenes };
  if (props.includes('score')) return CANNED.seo;
  // Pathfinder: the first three candidates, most relevant last (the model orders beginner to advanced).
  if (props.includes('steps'))
    return {
      description: CANNED.pathDescription,
      steps: offeredIds(body)
        .slice(0, 3)
        .reverse()
        .map((id) => ({ id, reason: `Step about ${id}.` })),
    };
  return {};
}

function cannedText(body: GeminiBody): string {
  const system = body.systemInstruction?.parts.map((p) => p.text).join('') ?? '';
  const prompt =
    body.contents
      ?.at(-1)
      ?.parts.map((p) => p.text)
      .join('') ?? '';
  if (/excerpt/i.test(system)) return CANNED.excerpt;
  return `Rewritten: ${prompt.split('TEXT:\n').at(-1)}`;
}

/** Real image bytes, labelled with the MIME type they actually are. */
async function image(kind: 'wide' | 'square' | 'jpeg'): Promise<{ mimeType: string; data: string }> {
  const base = sharp({
    create: { width: kind === 'square' ? 48 : 64, height: kind === 'square' ? 48 : 36, channels: 3, background: '#c06030' },
  });
  if (kind === 'jpeg') return { mimeType: 'image/jpeg', data: (await base.jpeg().toBuffer()).toString('base64') };
  return { mimeType: 'image/png', data: (await base.png().toBuffer()).toString('base64') };
}

export interface GeminiStandin {
  url: string;
  requests: GeminiRequest[];
  /** Answers the next requests with `o` until `reset()`; with `match`, only requests whose body contains it. */
  override(o: Override, match?: string): void;
  /** Sends one piece of a gated stream (`{ gate: true }` for `match`), or ends it. */
  release(match: string, piece: string | { end: true }): boolean;
  reset(): void;
  /** Resolves once a request has arrived and its caller has closed the connection early. */
  waitForEarlyClose(timeoutMs?: number): Promise<GeminiRequest>;
  close(): Promise<void>;
}

export interface StandinOptions {
  port?: number;
  /** Answers paths the Gemini API does not have (a test-control API); returns false to fall through. */
  extra?: (req: IncomingMessage, res: ServerResponse, self: GeminiStandin) => Promise<boolean>;
}

export async function startGeminiStandin({ port: wanted = 0, extra }: StandinOptions = {}): Promise<GeminiStandin> {
  const requests: GeminiRequest[] = [];
  const hung = new Set<ServerResponse>();
  let forced: Override | null = null;
  /** Overrides that apply only to requests whose body contains their key, so parallel tests keep apart. */
  const scoped = new Map<string, Override>();
  const gates = new Map<string, ServerResponse>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const m = /^\/v1beta\/models\/([^:/?]+):(generateContent|streamGenerateContent|batchEmbedContents)/.exec(req.url ?? '');
    if (req.method !== 'POST' || !m) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { code: 404, message: `No route ${req.url}`, status: 'NOT_FOUND' } }));
      return;
    }
    const body = JSON.parse(raw || '{}') as GeminiBody;
    const method = m[2] as GeminiRequest['method'];
    const model = decodeURIComponent(m[1]!);
    const record: GeminiRequest = {
      model,
      method,
      apiKey: req.headers['x-goog-api-key'] as string | undefined,
      body,
      closedEarly: false,
    };
    requests.push(record);
    res.on('close', () => {
      if (!res.writableFinished) record.closedEarly = true;
    });

    if (RETIRED_MODELS.includes(model)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: {
            code: 404,
            message: `models/${model} is not found for API version v1beta, or is not supported for ${method}.`,
            status: 'NOT_FOUND',
          },
        }),
      );
      return;
    }
    const o = [...scoped].find(([match]) => raw.includes(match))?.[1] ?? forced;
    if (o?.delayMs) await new Promise((r) => setTimeout(r, o.delayMs));
    if (o && 'hang' in o) {
      hung.add(res);
      return;
    }
    if (o && 'status' in o) {
      const retry = o.retryAfter;
      const error = {
        code: o.status,
        message: o.status === 429 ? 'Resource has been exhausted (e.g. check quota).' : 'Forced failure',
        status: o.status === 429 ? 'RESOURCE_EXHAUSTED' : o.status === 503 ? 'UNAVAILABLE' : 'INTERNAL',
        ...(retry ? { details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${retry}s` }] } : {}),
      };
      res
        .writeHead(o.status, { 'content-type': 'application/json', ...(retry ? { 'retry-after': String(retry) } : {}) })
        .end(JSON.stringify({ error }));
      return;
    }
    if (o && 'blocked' in o) {
      res.writeHead(200, { 'content-type': method === 'streamGenerateContent' ? 'text/event-stream' : 'application/json' });
      const answer = { promptFeedback: { blockReason: o.blocked } };
      res.end(method === 'streamGenerateContent' ? sse(answer) : JSON.stringify(answer));
      return;
    }
    if (method === 'batchEmbedContents') {
      const embeddings = (body.requests ?? []).map((r) => ({
        values: standinEmbed(r.content.parts.map((p) => p.text ?? '').join(' '), r.outputDimensionality ?? 768),
      }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ embeddings }));
      return;
    }
    if (method === 'streamGenerateContent') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      if (o && 'gate' in o) {
        res.flushHeaders();
        gates.set([...scoped].find(([, v]) => v === o)?.[0] ?? '', res);
        return;
      }
      if (o && 'safety' in o) {
        res.end(sse(SAFETY_STOP));
        return;
      }
      const system = body.systemInstruction?.parts.map((p) => p.text).join('') ?? '';
      const canned = /storyteller/i.test(system) ? CANNED.story : CANNED.chat;
      const chunks = o && 'chunks' in o ? o.chunks : canned;
      for (const [i, c] of chunks.entries()) {
        if (o && 'cutAfter' in o && i === o.cutAfter) {
          res.destroy();
          return;
        }
        res.write(sse({ candidates: [candidate(c)] }));
        await new Promise((r) => setTimeout(r, 40));
        if (res.destroyed) return;
      }
      res.end(sse({ candidates: [candidate('', 'STOP')] }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    if (o && 'safety' in o) {
      res.end(JSON.stringify(SAFETY_STOP));
    } else if (body.generationConfig?.responseModalities?.includes('IMAGE')) {
      const img = await image(o && 'image' in o ? o.image : 'wide');
      res.end(
        JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ inlineData: img }] }, finishReason: 'STOP' }] }),
      );
    } else if (o && 'raw' in o) {
      res.end(JSON.stringify(textAnswer(o.raw)));
    } else if (body.generationConfig?.responseMimeType === 'application/json') {
      res.end(JSON.stringify(textAnswer(JSON.stringify(o && 'json' in o ? o.json : cannedJson(body)))));
    } else {
      res.end(JSON.stringify(textAnswer(o && 'json' in o ? String(o.json) : cannedText(body))));
    }
  };

  const server = createServer((req, res) => {
    (async () => {
      if (!(extra && (await extra(req, res, self)))) await handle(req, res);
    })().catch((err) => res.writeHead(500).end(String(err)));
  });
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const self: GeminiStandin = {
    url: `http://127.0.0.1:${port}`,
    requests,
    override: (o, match) => {
      if (match === undefined) forced = o;
      else scoped.set(match, o);
    },
    release: (match, piece) => {
      const res = gates.get(match);
      if (!res) return false;
      if (typeof piece === 'string') res.write(sse({ candidates: [candidate(piece)] }));
      else {
        res.end(sse({ candidates: [candidate('', 'STOP')] }));
        gates.delete(match);
      }
      return true;
    },
    reset: () => {
      forced = null;
      scoped.clear();
      for (const res of gates.values()) res.destroy();
      gates.clear();
      requests.length = 0;
      for (const res of hung) res.destroy();
      hung.clear();
    },
    waitForEarlyClose: async (timeoutMs = 5_000) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const r = requests.find((q) => q.closedEarly);
        if (r) return r;
        if (Date.now() > until) throw new Error('no request was closed early');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return self;
}
