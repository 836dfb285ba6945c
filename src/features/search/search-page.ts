/** /search?q=: finds at most 10 published matches (Pagefind, plus the API for newer posts) and shows them as cards. */
import { formatDate, plural } from '@/lib/text';
import { searchPosts, type SearchCard } from './search-posts';

export const SEARCH_LIMIT = 10;
let inFlight: AbortController | null = null;

function fillCard(template: HTMLTemplateElement, p: SearchCard): DocumentFragment {
  const card = template.content.cloneNode(true) as DocumentFragment;
  const href = `/post/${encodeURIComponent(p.id)}`;
  const q = <T extends Element>(sel: string) => card.querySelector<T>(sel)!;
  q<HTMLAnchorElement>('[data-link]').href = href;
  const img = q<HTMLImageElement>('[data-image]');
  if (p.imageUrl) {
    img.src = p.imageUrl;
    q('[data-placeholder]').remove();
  } else img.remove();
  const category = q<HTMLAnchorElement>('[data-category]');
  category.href = `/category/${encodeURIComponent(p.category.id)}`;
  category.textContent = p.category.name;
  const title = q<HTMLAnchorElement>('[data-title]');
  title.href = href;
  title.textContent = p.title;
  const excerpt = q('[data-excerpt]');
  if (p.excerpt) excerpt.textContent = p.excerpt;
  else excerpt.remove();
  const author = q<HTMLAnchorElement>('[data-author]');
  author.href = `/author/${encodeURIComponent(p.author.id)}`;
  author.textContent = p.author.name;
  const date = q<HTMLTimeElement>('[data-date]');
  date.dateTime = p.publishedDate;
  date.textContent = formatDate(p.publishedDate);
  q('[data-reading]').textContent = `${Math.max(1, p.readingTime)} min read`;
  return card;
}

async function run(root: HTMLElement) {
  const query = new URLSearchParams(location.search).get('q')?.trim() ?? '';
  const status = root.querySelector<HTMLElement>('[data-search-status]')!;
  const empty = root.querySelector<HTMLElement>('[data-search-empty]')!;
  const results = root.querySelector<HTMLElement>('[data-search-results]')!;
  const template = root.querySelector<HTMLTemplateElement>('[data-search-card]')!;
  const input = root.querySelector<HTMLInputElement>('input[name="q"]')!;
  input.value = query;
  empty.hidden = true;
  results.replaceChildren();
  inFlight?.abort();
  if (!query) {
    status.textContent = 'Start your search.';
    return;
  }
  status.textContent = 'Searching...';
  const ctrl = (inFlight = new AbortController());
  try {
    const { items } = await searchPosts(query, SEARCH_LIMIT, ctrl.signal);
    if (ctrl.signal.aborted) return;
    const posts = items.slice(0, SEARCH_LIMIT);
    status.textContent = `${plural(posts.length, 'result')} for "${query}"`;
    if (!posts.length) empty.hidden = false;
    results.replaceChildren(...posts.map((p) => fillCard(template, p)));
  } catch (err) {
    if ((err as Error).name === 'AbortError') return;
    status.textContent = 'Search is unavailable right now. Please try again.';
  }
}

document.addEventListener('astro:page-load', () => {
  const root = document.querySelector<HTMLElement>('[data-search-page]');
  if (root) void run(root);
});
