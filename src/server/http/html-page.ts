/**
 * A small standalone HTML page for the links people follow from mail (confirm, unsubscribe): no
 * scripts, inline styles only, and a policy that allows nothing else.
 */
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export interface HtmlPage {
  siteTitle: string;
  heading: string;
  message: string;
  /** A button that POSTs to `action` (same origin), with hidden fields. */
  form?: { action: string; button: string; fields?: Record<string, string> };
}

export function htmlPage(status: number, page: HtmlPage): Response {
  const form = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}">${Object.entries(page.form.fields ?? {})
        .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
        .join('')}<button type="submit">${escapeHtml(page.form.button)}</button></form>`
    : '';
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.heading)} | ${escapeHtml(page.siteTitle)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:32rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:1.5rem;margin:0 0 1rem}p{line-height:1.5;color:#374151}
button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border:0;border-radius:.375rem;background:#4f46e5;color:#fff;cursor:pointer}
a{color:#4f46e5}
</style></head>
<body><main>
<p><a href="/">${escapeHtml(page.siteTitle)}</a></p>
<h1>${escapeHtml(page.heading)}</h1>
<p>${escapeHtml(page.message)}</p>
${form}
</main></body></html>
`;
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    },
  });
}
