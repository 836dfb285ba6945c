/**
 * The site's mails as an email-safe HTML part (one table layout, inline styles, absolute links,
 * no scripts or external CSS) and the plain-text part beside it, from one description.
 */
export interface MailContent {
  siteTitle: string;
  heading: string;
  /** Plain sentences; escaped in the HTML part. */
  paragraphs: string[];
  action?: { label: string; href: string };
  /** Small print under the body. */
  footnote?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function renderMail(c: MailContent): { html: string; text: string } {
  const p = (s: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#374151;">${escapeHtml(s)}</p>`;
  const button = c.action
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(c.action.href)}" style="display:inline-block;padding:12px 20px;background:#4f46e5;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;font-size:16px;">${escapeHtml(c.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b7280;">If the button does not work, open this link: <a href="${escapeHtml(c.action.href)}" style="color:#4f46e5;word-break:break-all;">${escapeHtml(c.action.href)}</a></p>`
    : '';
  const footnote = c.footnote
    ? `<p style="margin:24px 0 0;font-size:13px;line-height:20px;color:#6b7280;">${escapeHtml(c.footnote)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(c.heading)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0;"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;padding:32px;">
<tr><td>
<p style="margin:0 0 24px;font-size:14px;font-weight:700;letter-spacing:0.05em;text-transform:uppercase;color:#4f46e5;">${escapeHtml(c.siteTitle)}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#111827;">${escapeHtml(c.heading)}</h1>
${c.paragraphs.map(p).join('\n')}
${button}
${footnote}
</td></tr></table>
</td></tr></table>
</body></html>
`;
  const text = [
    c.heading,
    '',
    ...c.paragraphs.flatMap((s) => [s, '']),
    ...(c.action ? [`${c.action.label}: ${c.action.href}`, ''] : []),
    ...(c.footnote ? [c.footnote, ''] : []),
    `— ${c.siteTitle}`,
    '',
  ].join('\n');
  return { html, text };
}
