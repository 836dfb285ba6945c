/** Renders $toasts into the page's toast area (kept across client-side navigation). */
import type { Toast } from '@/shared/types';
import { $toasts, dismissToast } from '@/stores/toasts';
import { h, onEveryPage } from '@/browser/dom';

const TONE: Record<Toast['type'], string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  error: 'border-red-200 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  info: 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
};

/** Icons come from templates in the toaster's markup, so no icon data ships as script. */
function icon(root: HTMLElement, name: string): Node | null {
  return root.querySelector<HTMLTemplateElement>(`template[data-toast-icon="${name}"]`)?.content.cloneNode(true) ?? null;
}

function toastElement(root: HTMLElement, t: Toast): HTMLElement {
  const close = h(
    'button',
    {
      type: 'button',
      'aria-label': 'Dismiss notification',
      class: 'ml-auto -mr-1 rounded-full p-1 opacity-70 hover:opacity-100',
    },
    icon(root, 'close'),
  );
  close.addEventListener('click', () => dismissToast(t.id));
  return h(
    'div',
    {
      'data-toast-id': t.id,
      'data-type': t.type,
      role: t.type === 'error' ? 'alert' : null,
      class: `toast-enter pointer-events-auto flex w-80 max-w-[calc(100vw-2rem)] items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium shadow-lg ${TONE[t.type]}`,
    },
    icon(root, t.type),
    h('p', { class: 'min-w-0 flex-1 break-words' }, t.message),
    close,
  );
}

function render(): void {
  const root = document.querySelector<HTMLElement>('[data-toaster]');
  const polite = root?.querySelector('[data-toast-list="polite"]');
  const alerts = root?.querySelector('[data-toast-list="alert"]');
  if (!root || !polite || !alerts) return;
  const toasts = $toasts.get();
  const ids = new Set(toasts.map((t) => String(t.id)));
  for (const el of root.querySelectorAll<HTMLElement>('[data-toast-id]')) if (!ids.has(el.dataset.toastId!)) el.remove();
  const shown = new Set([...root.querySelectorAll<HTMLElement>('[data-toast-id]')].map((el) => el.dataset.toastId));
  for (const t of toasts) if (!shown.has(String(t.id))) (t.type === 'error' ? alerts : polite).append(toastElement(root, t));
}

$toasts.listen(render);
onEveryPage(render);
