/**
 * The search dialog: debounced search of published posts, at most 10 results, links to /post/{id};
 * and Ask the archive, which answers the typed question from the archive with cited passages.
 */
import { formatDate } from '@/lib/text';
import { searchPosts, type SearchCard } from './search-posts';
import { h } from '@/browser/dom';
import { errorMessage } from '@/browser/api';
import { iconElement } from '@/browser/icons';
import { ASK_TITLE, askArchive, askErrorMessage, renderAnswer } from '@/browser/archive-answer';

export const SEARCH_LIMIT = 10;
const DEBOUNCE_MS = 250;
const FOCUS_DELAY_MS = 100;

let dialog: HTMLDialogElement | null = null;
let input: HTMLInputElement;
let results: HTMLElement;
let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight: AbortController | null = null;
let returnFocus: HTMLElement | null = null;

function message(title: string, text: string): HTMLElement {
  return h(
    'div',
    { class: 'px-6 py-12 text-center' },
    iconElement('search', 'mx-auto mb-3 size-8 text-zinc-400'),
    h('p', { class: 'font-semibold text-zinc-900 dark:text-white' }, title),
    h('p', { class: 'mt-1 text-sm text-zinc-600 dark:text-zinc-400' }, text),
  );
}

function resultItem(p: SearchCard): HTMLElement {
  return h(
    'li',
    {},
    h(
      'a',
      {
        href: `/post/${encodeURIComponent(p.id)}`,
        class:
          'flex gap-4 rounded-xl p-3 hover:bg-zinc-100 focus-visible:bg-zinc-100 dark:hover:bg-zinc-800 dark:focus-visible:bg-zinc-800',
      },
      p.imageUrl
        ? h('img', {
            src: p.imageUrl,
            alt: '',
            width: 64,
            height: 64,
            loading: 'lazy',
            class: 'size-16 shrink-0 rounded-lg bg-zinc-100 object-cover dark:bg-zinc-800',
          })
        : null,
      h(
        'span',
        { class: 'min-w-0' },
        h('span', { class: 'eyebrow block' }, p.category.name),
        h('span', { class: 'mt-0.5 block font-semibold text-zinc-900 dark:text-white' }, p.title),
        h('span', { class: 'mt-0.5 line-clamp-1 block text-sm text-zinc-600 dark:text-zinc-400' }, p.excerpt),
        h(
          'span',
          { class: 'mt-1 block text-xs text-zinc-500 dark:text-zinc-400' },
          `${p.author.name} · ${formatDate(p.publishedDate)}`,
        ),
      ),
    ),
  );
}

function show(...nodes: (Node | null)[]): void {
  results.replaceChildren(...nodes.filter((n): n is Node => n !== null));
}

async function search(q: string): Promise<void> {
  inFlight?.abort();
  if (!q) return show(message('Find something amazing', 'Start typing to search the entire blog.'));
  const ctrl = (inFlight = new AbortController());
  results.setAttribute('aria-busy', 'true');
  try {
    const { items: data, total } = await searchPosts(q, SEARCH_LIMIT, ctrl.signal);
    if (ctrl.signal.aborted) return;
    if (!data.length) return show(message('No results found', 'Try a different search query.'));
    const more = total > data.length;
    show(
      h('ul', { class: 'space-y-1 p-2', 'aria-label': 'Search results' }, ...data.map(resultItem)),
      // Search answers at most SEARCH_LIMIT posts (the page too), so say how many more matched.
      more
        ? h(
            'p',
            { class: 'border-t border-zinc-200 px-6 py-3 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-400' },
            `Showing ${data.length} of ${total} matches. Try a more specific search.`,
          )
        : null,
    );
  } catch (err) {
    if ((err as Error).name === 'AbortError') return;
    show(message('Search failed', errorMessage(err, 'Request failed')));
  } finally {
    if (inFlight === ctrl) results.removeAttribute('aria-busy');
  }
}

async function ask(): Promise<void> {
  const q = input.value.trim();
  clearTimeout(timer);
  inFlight?.abort();
  if (!q) return show(message(ASK_TITLE, 'Type a question, then ask the archive.'));
  const ctrl = (inFlight = new AbortController());
  results.setAttribute('aria-busy', 'true');
  show(h('p', { class: 'px-6 py-8 text-center text-zinc-600 dark:text-zinc-400' }, 'Asking the archive...'));
  try {
    const answer = await askArchive(q);
    if (ctrl.signal.aborted) return;
    show(
      h(
        'section',
        { class: 'px-6 py-5', 'aria-label': 'Answer from the archive' },
        h('h2', { class: 'eyebrow mb-2' }, ASK_TITLE),
        renderAnswer(answer),
      ),
    );
  } catch (err) {
    if (!ctrl.signal.aborted) show(message(ASK_TITLE, askErrorMessage(err)));
  } finally {
    if (inFlight === ctrl) results.removeAttribute('aria-busy');
  }
}

function build(): HTMLDialogElement {
  input = h('input', {
    type: 'search',
    name: 'q',
    autocomplete: 'off',
    'aria-label': 'Search',
    placeholder: 'Search for articles, topics, or authors...',
    class:
      'w-full bg-transparent py-4 text-lg text-zinc-900 outline-none placeholder:text-zinc-500 dark:text-white [&::-webkit-search-cancel-button]:appearance-none',
  });
  results = h('div', { class: 'max-h-[60vh] overflow-y-auto', 'aria-live': 'polite' });
  const close = h('button', { type: 'button', 'aria-label': 'Close search', class: 'icon-btn' }, iconElement('x'));
  const askButton = h('button', { type: 'button', class: 'btn btn-outline min-h-11 shrink-0' }, ASK_TITLE);
  const el = h(
    'dialog',
    {
      id: 'search-overlay',
      'aria-label': 'Search',
      class:
        'mx-auto mt-[10vh] w-[min(42rem,calc(100vw-2rem))] overflow-hidden rounded-2xl border border-zinc-200 bg-white p-0 shadow-2xl backdrop:bg-zinc-950/50 backdrop:backdrop-blur-sm dark:border-zinc-800 dark:bg-zinc-900',
    },
    h(
      'form',
      { role: 'search', class: 'flex items-center gap-3 border-b border-zinc-200 px-5 dark:border-zinc-800' },
      iconElement('search', 'size-5 shrink-0 text-zinc-500'),
      input,
      close,
    ),
    h(
      'div',
      { class: 'flex items-center justify-between gap-3 border-b border-zinc-200 px-5 py-2 dark:border-zinc-800' },
      h('p', { class: 'text-sm text-zinc-600 dark:text-zinc-400' }, 'Have a question? Get an answer with sources.'),
      askButton,
    ),
    results,
  );
  el.querySelector('form')!.addEventListener('submit', (e) => {
    e.preventDefault();
    const q = input.value.trim();
    if (q) location.assign(`/search?q=${encodeURIComponent(q)}`);
  });
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void search(input.value.trim()), DEBOUNCE_MS);
  });
  close.addEventListener('click', () => el.close());
  askButton.addEventListener('click', () => void ask());
  // A search field swallows the first Escape (it clears itself), so the dialog listens for it.
  el.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    el.close();
  });
  // A click on the backdrop lands on the dialog element itself.
  el.addEventListener('click', (e) => {
    if (e.target === el) el.close();
  });
  el.addEventListener('close', () => {
    returnFocus?.focus();
    returnFocus = null;
  });
  // Following a result leaves the page; close first so the overlay is not carried along.
  results.addEventListener('click', (e) => {
    if ((e.target as Element).closest('a')) el.close();
  });
  return el;
}

export function openSearch(trigger?: HTMLElement): void {
  if (!dialog || !dialog.isConnected) {
    dialog = build();
    document.body.append(dialog);
  }
  if (dialog.open) return;
  returnFocus = trigger ?? null;
  input.value = '';
  void search('');
  dialog.showModal();
  setTimeout(() => input.focus(), FOCUS_DELAY_MS);
}
