/**
 * Links and forms to this site go through Astro's view transitions, as its ClientRouter does, but
 * its router (about 6 KB gzip) loads only when a reader points at, focuses or touches a link, and a
 * link hovered for 80 ms is prefetched. A click before then waits for the router rather than
 * loading the whole page.
 */
import type { Options } from 'astro:transitions/client';

const router = () => import('./router');
const HOVER_MS = 80;

function go(href: string, options: Options): void {
  router().then(
    (r) => r.navigate(href, options),
    () => location.assign(href),
  );
}

/** A link the router takes: same origin, same window, not a download, not only a jump within this page. */
function routedLink(target: EventTarget | null): HTMLAnchorElement | null {
  const a = (target as Element | null)?.closest?.('a');
  if (!(a instanceof HTMLAnchorElement) || !a.href || a.hasAttribute('download') || a.dataset.astroReload !== undefined)
    return null;
  if ((a.target && a.target !== '_self') || a.origin !== location.origin) return null;
  if (a.hash && a.pathname === location.pathname && a.search === location.search) return null;
  return a;
}

const leavesWindow = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.altKey || e.shiftKey;

document.addEventListener('click', (e) => {
  const a = routedLink(e.target);
  if (!a || leavesWindow(e) || e.defaultPrevented) return;
  e.preventDefault();
  go(a.href, { history: a.dataset.astroHistory === 'replace' ? 'replace' : 'auto', sourceElement: a });
});

document.addEventListener('submit', (e) => {
  const form = e.target;
  if (!(form instanceof HTMLFormElement) || e.defaultPrevented || form.dataset.astroReload !== undefined) return;
  const submitter = e.submitter;
  const method = (submitter?.getAttribute('formmethod') ?? form.getAttribute('method') ?? 'get').toLowerCase();
  const action = new URL(
    submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? location.pathname,
    location.href,
  );
  if (method === 'dialog' || action.origin !== location.origin) return;
  const data = new FormData(form, submitter);
  e.preventDefault();
  if (method !== 'get') return go(action.href, { formData: data, sourceElement: submitter ?? form });
  action.search = new URLSearchParams(data as unknown as Record<string, string>).toString();
  go(action.href, { sourceElement: submitter ?? form });
});

let timer: ReturnType<typeof setTimeout> | undefined;
function warm(e: Event): void {
  const a = routedLink(e.target);
  if (!a) return;
  clearTimeout(timer);
  timer = setTimeout(() => void router().then((r) => r.prefetch(a.href)), e.type === 'mouseover' ? HOVER_MS : 0);
}
for (const type of ['mouseover', 'focusin', 'touchstart']) document.addEventListener(type, warm, { passive: true });
document.addEventListener('mouseout', () => clearTimeout(timer), { passive: true });
