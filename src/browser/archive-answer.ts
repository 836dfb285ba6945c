/**
 * An Ask the archive answer as the search overlay and /ask show it: the answer with its numbered
 * citations as links to the passages, then the sources with their quotes; or the plain sentence that
 * the archive does not cover the question. Shared by both so they cannot drift.
 */
import type { AskAnswer, AskCitation } from '@/shared/types';
import { aiPost } from './api';
import { aiErrorMessage } from './ai-errors';
import { h } from './dom';
import { MESSAGES } from '@/shared/messages';

export const ASK_TITLE = 'Ask the archive';

export const askArchive = (question: string) => aiPost<AskAnswer>('ask', { question });

export const askErrorMessage = (err: unknown) => aiErrorMessage(err, MESSAGES.askFailed);

const citeLink = (c: AskCitation) =>
  h('a', { href: c.url, class: 'font-semibold text-accent-700 hover:underline dark:text-accent-300' }, `[${c.n}]`);

/** The answer's text with each "[n]" it cites turned into a link to that passage. */
function answerText(a: AskAnswer): HTMLElement {
  const byN = new Map(a.citations.map((c) => [c.n, c]));
  const parts = a.answer.split(/(\[\d+\])/).map((part) => {
    const c = byN.get(Number(/^\[(\d+)\]$/.exec(part)?.[1]));
    return c ? citeLink(c) : part;
  });
  return h('p', { class: 'leading-7 text-zinc-800 dark:text-zinc-200' }, ...parts);
}

function sources(a: AskAnswer): HTMLElement {
  return h(
    'ol',
    { class: 'mt-4 space-y-3', 'aria-label': 'Sources' },
    ...a.citations.map((c) =>
      h(
        'li',
        { class: 'rounded-xl border border-zinc-200 p-3 dark:border-zinc-800' },
        h('a', { href: c.url, class: 'font-semibold text-zinc-900 hover:underline dark:text-white' }, `[${c.n}] ${c.title}`),
        h('blockquote', { class: 'mt-1 text-sm text-zinc-600 dark:text-zinc-400' }, `“${c.quote}”`),
      ),
    ),
  );
}

export function renderAnswer(a: AskAnswer): HTMLElement {
  if (!a.covered) return h('p', { class: 'text-zinc-700 dark:text-zinc-300', 'data-ask-answer': 'not-covered' }, a.answer);
  return h('div', { 'data-ask-answer': 'covered' }, answerText(a), sources(a));
}
