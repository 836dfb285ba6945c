/**
 * Old addresses of imported posts, kept in one form so a request finds them however it was written:
 * the path decoded, lower-cased, with one trailing slash; `?p=123` and `?page_id=12` on the root kept
 * as the only query that names a post. Anything else in the query is dropped.
 */
const ID_QUERIES = ['p', 'page_id'] as const;

export function normalisePath(pathname: string, search = ''): string | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    path = pathname;
  }
  path = `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`.toLowerCase();
  if (path !== '/') path += '/';
  const params = new URLSearchParams(search);
  for (const q of ID_QUERIES) {
    const id = params.get(q);
    if (path === '/' && id && /^\d+$/.test(id)) return `/?${q}=${id}`;
  }
  return path === '/' ? null : path;
}

/** The old path of an absolute or site-relative link on the old site, else null. */
export function oldPathOf(href: string, siteUrl: string | null): string | null {
  let url: URL;
  try {
    url = new URL(href, siteUrl ?? 'http://old.invalid');
  } catch {
    return null;
  }
  if (siteUrl) {
    const site = new URL(siteUrl);
    if (url.hostname.replace(/^www\./, '') !== site.hostname.replace(/^www\./, '')) return null;
  } else if (url.hostname !== 'old.invalid') return null;
  return normalisePath(url.pathname, url.search);
}
