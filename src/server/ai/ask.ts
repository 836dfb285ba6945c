/**
 * Ask the archive: the question is embedded, the closest published passages are retrieved, and the
 * text model answers only from them. Citations are built here from the retrieved passages the model
 * named by number, so a citation can never point at an address the model made up. A question that
 * nothing retrieved answers is logged (masked) for editors' Reader questions.
 */
import { Type } from '@google/genai';
import { AI_LIMITS } from '@/shared/limits';
import { MESSAGES } from '@/shared/messages';
import type { AskAnswer, AskCitation } from '@/shared/types';
import { embedTexts } from './embed';
import { generateJson } from './generate-text';
import { askPrompt, ASK_SYSTEM } from './prompts';
import { logUnanswered } from './question-log';
import { publicOnly, retrieve, type Retrieved } from './retrieve';

export const ASK_FAILED = MESSAGES.askFailed;
/** Suits gemini-embedding-001 at 768 dimensions; tests with a simpler embedder set ASK_MIN_SCORE lower. */
export const DEFAULT_MIN_SCORE = 0.6;

export function minScore(): number {
  const n = Number(process.env.ASK_MIN_SCORE);
  return process.env.ASK_MIN_SCORE?.trim() && Number.isFinite(n) ? n : DEFAULT_MIN_SCORE;
}

const notCovered = (): AskAnswer => ({ answer: MESSAGES.askNotCovered, covered: false, citations: [] });

/** The passage's opening, cut at a word, as the quote shown under the answer. */
export function quoteOf(text: string, max = AI_LIMITS.askQuoteChars): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd()}…`;
}

const SCHEMA = {
  type: Type.OBJECT,
  properties: {
    answer: { type: Type.STRING },
    covered: { type: Type.BOOLEAN },
    cited: { type: Type.ARRAY, items: { type: Type.INTEGER } },
  },
  required: ['answer', 'covered', 'cited'],
};

/** The citations the answer makes, in the order it first makes them, each a retrieved passage. */
function citationsOf(answer: string, cited: unknown, passages: Retrieved[]): AskCitation[] {
  const numbers = [...answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  if (Array.isArray(cited)) numbers.push(...cited.filter((n): n is number => typeof n === 'number'));
  const seen = new Set<number>();
  const out: AskCitation[] = [];
  for (const n of numbers) {
    const p = passages[n - 1];
    if (!Number.isInteger(n) || !p || seen.has(n)) continue;
    seen.add(n);
    out.push({
      n,
      postId: p.postId,
      title: p.title,
      anchor: p.anchor,
      url: `/post/${p.postId}#${p.anchor}`,
      quote: quoteOf(p.text),
    });
  }
  return out;
}

/** `spend` takes one call from the daily budget; it is called before each Gemini call. */
export async function askArchive(question: string, spend: () => Promise<void>, signal?: AbortSignal): Promise<AskAnswer> {
  await spend();
  const [vector] = await embedTexts([question], 'RETRIEVAL_QUERY', ASK_FAILED, signal);
  const passages = await retrieve(vector!, { top: AI_LIMITS.askPassages, minScore: minScore(), may: publicOnly });
  if (passages.length === 0) {
    await logUnanswered(question, 'archive', vector);
    return notCovered();
  }
  await spend();
  const raw = (await generateJson(
    { feature: 'ask', system: ASK_SYSTEM, contents: askPrompt(question, passages), schema: SCHEMA, signal },
    ASK_FAILED,
  )) as { answer?: unknown; covered?: unknown; cited?: unknown } | null;
  const text = typeof raw?.answer === 'string' ? raw.answer.trim() : '';
  const citations = raw?.covered === true && text ? citationsOf(text, raw.cited, passages) : [];
  if (citations.length === 0) {
    await logUnanswered(question, 'archive', vector);
    return notCovered();
  }
  const kept = new Set(citations.map((c) => c.n));
  // A number that names no retrieved passage is dropped from the text as well.
  const answer = text.replace(/\s?\[(\d+)\]/g, (m, n: string) => (kept.has(Number(n)) ? m : ''));
  return { answer, covered: true, citations: citations.sort((a, b) => a.n - b.n) };
}
