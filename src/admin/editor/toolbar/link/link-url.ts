/** What the author typed into the URL field, as an href: bare domains get https://. Empty means none. */
export function normalizeHref(input: string): string {
  const value = input.trim();
  if (!value) return '';
  if (/^(https?:|mailto:|\/|#)/i.test(value)) return value;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return `mailto:${value}`;
  return `https://${value}`;
}
