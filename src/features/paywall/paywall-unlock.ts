/** A signed-in reader the post admits gets the gated part from the API, in place of the paywall box. */
import { api, storedToken } from '@/browser/api';

async function unlock(box: HTMLElement): Promise<void> {
  const id = box.dataset.paywallBox!;
  const target = document.querySelector<HTMLElement>(`[data-paywalled-content="${CSS.escape(id)}"]`);
  if (!target || !storedToken()) return;
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

for (const box of document.querySelectorAll<HTMLElement>('[data-paywall-box]')) void unlock(box);
