/** Tiny element builder: text goes in as text, never as HTML. */
type Attrs = Record<string, string | number | boolean | null | undefined>;
type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
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
