/** A signed-in reader the post admits gets the gated part from the API, in place of the paywall box. */
import { api, storedToken } from '@/browser/api';
import { onEveryPage } from '@/browser/dom';

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
  } catch {
    // 403 PAYWALL: the box stays, with Subscribe.
  }
}

// Every page: a reader who signs in and comes back does so without a full load (the ClientRouter), and
// this module runs only once.
onEveryPage(() => {
  for (const box of document.querySelectorAll<HTMLElement>('[data-paywall-box]')) void unlock(box);
});
