/** Tiny element builder: text goes in as text, never as HTML. */
type Attrs = Record<string, string | number | boolean | null | undefined>;
type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v === null || v === undefined) continue;
    el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c) el.append(c);
  return el;
}

/** Runs `fn` now and after every client-side navigation (the page's DOM is new each time). */
export function onEveryPage(fn: () => void): void {
  fn();
  document.addEventListener('astro:page-load', fn);
}

/** Fired by an island after it renders like, save or bookmark buttons (the post fallback). */
export const CONTROLS_RENDERED = 'inkwell:controls-rendered';

/** Fired when a toast is raised: the page loads the code that shows toasts then (src/layouts/lazy-features.ts). */
export const TOAST_RAISED = 'inkwell:toast-raised';

/** `onEveryPage`, and again whenever an island renders new buttons; `fn` must be idempotent. */
export function onEveryRender(fn: () => void): void {
  onEveryPage(fn);
  document.addEventListener(CONTROLS_RENDERED, fn);
}
