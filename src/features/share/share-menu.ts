/** Share menus: open/close (backdrop click-away, Escape), Copy Link with "Copied!" for 2 s, native share. */
import { onEveryRender } from '@/browser/dom';

export const COPIED_MS = 2000;

function setOpen(root: HTMLElement, open: boolean): void {
  root.querySelector('[data-share-button]')!.setAttribute('aria-expanded', String(open));
  root.querySelector<HTMLElement>('[data-share-panel]')!.hidden = !open;
  root.querySelector<HTMLElement>('[data-share-backdrop]')!.hidden = !open;
}

async function copyLink(root: HTMLElement): Promise<void> {
  const label = root.querySelector<HTMLElement>('[data-copy-label]')!;
  try {
    await navigator.clipboard.writeText(root.dataset.url!);
    label.textContent = 'Copied!';
    setTimeout(() => (label.textContent = 'Copy Link'), COPIED_MS);
  } catch (err) {
    console.warn('Could not copy the link', err);
  }
}

async function nativeShare(root: HTMLElement): Promise<void> {
  try {
    await navigator.share({ title: root.dataset.title, url: root.dataset.url });
  } catch (err) {
    if ((err as Error).name !== 'AbortError') console.warn('Sharing failed', err);
  }
  setOpen(root, false);
}

document.addEventListener('click', (e) => {
  const target = e.target as Element | null;
  const root = target?.closest?.<HTMLElement>('[data-share-menu]');
  if (!root) return;
  if (target!.closest('[data-share-button]')) return setOpen(root, root.querySelector<HTMLElement>('[data-share-panel]')!.hidden);
  if (target!.closest('[data-share-backdrop]')) return setOpen(root, false);
  if (target!.closest('[data-copy-link]')) return void copyLink(root);
  if (target!.closest('[data-native-share]')) return void nativeShare(root);
  if (target!.closest('a')) setOpen(root, false);
});

document.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape') return;
  for (const root of document.querySelectorAll<HTMLElement>('[data-share-menu]')) {
    const button = root.querySelector<HTMLElement>('[data-share-button][aria-expanded="true"]');
    if (!button) continue;
    setOpen(root, false);
    button.focus();
  }
});

onEveryRender(() => {
  const canShare = typeof navigator.share === 'function';
  for (const item of document.querySelectorAll<HTMLElement>('[data-native-share-item]')) item.hidden = !canShare;
});
