/**
 * Paste cleaning, as the spec words it: script, style, link and meta elements go, only href, src,
 * alt and title attributes stay, and pasted plain text becomes one paragraph per non-empty line.
 */
const DROPPED_ELEMENTS = 'script, style, link, meta, noscript, template, object, embed';
const KEPT_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title']);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // Copying inside the editor itself carries its own formatting, which is already clean.
  if (doc.querySelector('[data-pm-slice]')) return html;
  doc.querySelectorAll(DROPPED_ELEMENTS).forEach((el) => el.remove());
  doc.body.querySelectorAll('*').forEach((el) => {
    for (const attr of [...el.attributes]) if (!KEPT_ATTRIBUTES.has(attr.name)) el.removeAttribute(attr.name);
  });
  return doc.body.innerHTML;
}

export function plainTextToHtml(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}
