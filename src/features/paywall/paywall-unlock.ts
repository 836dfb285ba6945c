/**
 * A signed-in reader the post admits gets the gated part from the API, in place of the paywall box,
 * and the contents list then covers the whole post, not only its preview. Loaded for members only
 * (src/layouts/lazy-features.ts).
 */
import { api, storedToken } from '@/browser/api';
import { CONTROLS_RENDERED, h, onEveryPage } from '@/browser/dom';
import { tocLinkClass } from '@/browser/controls';

/** Rebuilt from the page's headings, as the server lists them (h2 and h3 with ids, h3 indented). */
function listAllHeadings(): void {
  const toc = document.querySelector<HTMLElement>('[data-toc]');
  const list = toc?.querySelector('ol');
  if (!toc || !list) return;
  const headings = [
    ...document.querySelectorAll<HTMLElement>('[data-article-body] :is(h2, h3)[id], [data-paywalled-content] :is(h2, h3)[id]'),
  ];
  list.replaceChildren(
    ...headings.map((el) =>
      h(
        'li',
        { class: el.tagName === 'H3' ? 'pl-3' : null },
        h('a', { href: `#${el.id}`, 'data-toc-link': el.id, class: tocLinkClass }, el.textContent ?? ''),
      ),
    ),
  );
  toc.hidden = headings.length < Number(toc.dataset.tocMin ?? 0);
  // The article script follows the new headings.
  document.dispatchEvent(new Event(CONTROLS_RENDERED));
}

async function unlock(box: HTMLElement): Promise<void> {
  const id = box.dataset.paywallBox!;
  const target = document.querySelector<HTMLElement>(`[data-paywalled-content="${CSS.escape(id)}"]`);
  // Checked on every page, and a page can fire its load more than once: fetch once per box.
  if (!target || !storedToken() || box.dataset.unlocking) return;
  box.dataset.unlocking = '1';
  box.querySelector('[data-paywall-sign-in]')?.remove();
  try {
    const { data } = await api.get<{ content: string }>(`/posts/${encodeURIComponent(id)}/content`);
    // The server sanitised this HTML on save, as it does the preview the page was built with.
    target.innerHTML = data.content;
    target.hidden = false;
    box.remove();
    listAllHeadings();
  } catch {
    // 403 PAYWALL: the box stays, with Subscribe.
  }
}

// Every page: a reader who signs in and comes back does so without a full load (the client router), and
// this module runs only once.
onEveryPage(() => {
  for (const box of document.querySelectorAll<HTMLElement>('[data-paywall-box]')) void unlock(box);
});
